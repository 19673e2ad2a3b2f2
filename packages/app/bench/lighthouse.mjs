// Lighthouse 12.8 (performance, mobile defaults: simulated slow 4G and CPU slowdown) in Debian Chromium, on the
// sign-in page, the applications list on the 100,000-application fixture, one application, the frozen list, order
// attachment, the registers list, one register and the host's floor (below) (docs/budgets.md: score ≥ 0.95,
// LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02). Cold HTTP cache every run; each route audited several times and the
// median reported with the range, since Lantern simulates from one observed run.
//
// The CPU slowdown is calibrated from the host's BenchmarkIndex, as Lighthouse's docs/throttling.md ("Calibrating
// the CPU slowdown") says: its default 4× assumes a high-end desktop host (index 1500-2000) and aims at a mid-tier
// phone; a slower host gets a smaller multiplier so that the figure means the same on a fast and a slow machine.
// The multiplier is the one of the calculator that page links (lighthouse-cpu-throttling-calculator): 3× at 1300 and
// +1 per 233 above it; 2× at 800 up to 3× at 1300; 1× at 150 up to 2× at 800; 1× below 150.
// LIGHTHOUSE_CPU_MULTIPLIER forces a multiplier (e.g. 4 to compare with a run of the defaults). To look into a figure:
// LIGHTHOUSE_ROUTES picks routes by name (comma-separated, e.g. "floor,sign-in,registers"), LIGHTHOUSE_REPORTS names a
// folder to keep every run's whole report in (JSON, readable in the Lighthouse viewer). Beside the index it prints
// what the index does not see, the cost of writing memory newly allocated (freshMemoryCost), and audits the host's
// floor beside the routes: the sign-in page's words as plain HTML with no script or stylesheet (bench/floor.html),
// served on its own, which no app code can beat (floorServer).
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';
import { apiToken, median, signIn } from './server.mjs';

export const BUDGETS = { score: 0.95, lcp: 1800, tbt: 150, cls: 0.02 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export function cpuMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * The host's BenchmarkIndex, computed by Lighthouse's own page function in a blank tab: the median of seven, after
 * three not counted. The first runs after the browser starts read up to 40% lower (measured: 1795-2193 for the
 * first, 2600-2950 once warm), which moved the calibrated slowdown between about 5.5× and 9.8× from one bench run to
 * the next.
 */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  const values = [];
  for (let run = 0; run < 3; run += 1) await page.evaluate(pageFunctions.computeBenchmarkIndex);
  for (let run = 0; run < 7; run += 1) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  await page.close();
  return median(values);
}

/**
 * What BenchmarkIndex does not see: the cost of writing memory newly allocated. The index runs a loop in a warm page;
 * a page that loads allocates (a new context, the heap growing, layout), and on this kind of machine (a virtual
 * machine) each first write to a page of new memory is a page fault that costs far more than the write: 64 MB took
 * 186–376 ms the first time and 3–4 ms written again. Printed beside the index, median of three: the time to write
 * 64 MB just allocated (allocation not timed), the same again, and the page faults of the first write.
 */
function freshMemoryCost() {
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    const block = Buffer.allocUnsafeSlow(64 * 1024 * 1024);
    const faults = process.resourceUsage().minorPageFault;
    const started = performance.now();
    block.fill(1);
    const touched = performance.now();
    const faulted = process.resourceUsage().minorPageFault - faults;
    block.fill(2);
    runs.push({ first: touched - started, again: performance.now() - touched, faults: faulted });
  }
  const of = (key) => median(runs.map((run) => run[key]));
  return { firstMs: of('first'), againMs: of('again'), faults: of('faults') };
}

/** Serves bench/floor.html on a port of its own; resolves to its address and a way to stop. */
async function floorServer() {
  const html = readFileSync(join(import.meta.dirname, 'floor.html'));
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function audit(page, url, throttling) {
  // Lighthouse's own storage reset would sign the user out, so it is off (the session cookies stay); the HTTP cache
  // is emptied here instead, so every run loads the page cold, as its defaults do.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const { lhr } = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      throttling,
    },
    undefined,
    page,
  );
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(reports, name), JSON.stringify(lhr));
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score ?? NaN,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Audits each route RUNS times; returns the calibration and, per route, every run's figures and the failures. */
export async function runLighthouse(origin) {
  const token = await apiToken(origin);
  const firstId = async (list) => {
    const response = await fetch(`${origin}/api/uz/${list}/list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()).data[0].id;
  };
  const [application, register] = [await firstId('application'), await firstId('reestr')];
  const picked = process.env.LIGHTHOUSE_ROUTES?.split(',');
  const floor = await floorServer();
  const routes = [
    ['floor', floor.url, { signedOut: true }],
    ['sign-in', `${origin}/auth/login`, { signedOut: true }],
    ['applications list', `${origin}/del_application`],
    ['one application', `${origin}/del_application/${application}`],
    ['frozen list', `${origin}/freeze_application`],
    ['order attachment', `${origin}/order_attachment`],
    ['registers', `${origin}/reestr`],
    ['one register', `${origin}/reestr/item/${register}`],
  ].filter(([name]) => !picked || picked.includes(name));

  let browser;
  try {
    browser = await puppeteer.launch({ ...chromiumLaunchOptions, headless: true });
    const index = await benchmarkIndex(browser);
    const memory = freshMemoryCost();
    const forced = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER);
    const multiplier = forced > 0 ? forced : Math.round(cpuMultiplier(index) * 100) / 100;
    const throttling = { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier };

    // The sign-in page and the floor are audited signed out, in their own context; the others in a context where the
    // admin signed in through a separate tab (Lighthouse leaves its emulation on the page it audited; it keeps the
    // cookies).
    const signedOut = await browser.createBrowserContext();
    const signedIn = await browser.createBrowserContext();
    const tab = await signedIn.newPage();
    await signIn(tab, origin);
    await tab.close();

    const results = [];
    for (const [name, url, { signedOut: out } = {}] of routes) {
      const page = await (out ? signedOut : signedIn).newPage();
      const runs = [];
      const failures = [];
      // A run Lighthouse could not finish (NO_NAVSTART, ERRORED_DOCUMENT_REQUEST: seen on a busy machine) is
      // reported and taken again, up to twice the runs.
      for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt += 1) {
        const result = await audit(page, url, throttling).catch((error) => ({
          error: error.message,
        }));
        if ('error' in result) failures.push(result.error);
        else runs.push(result);
      }
      await page.close();
      const { pathname } = new URL(url);
      results.push({ name, path: url === floor.url ? 'bench/floor.html' : pathname, runs, failures });
    }
    const during = median(results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex)));
    return {
      benchmarkIndex: index,
      benchmarkIndexDuringRuns: during,
      multiplier,
      forced: forced > 0,
      memory,
      results,
    };
  } finally {
    await browser?.close();
    await floor.close();
  }
}

/** The median of each figure of a route, with its budget. */
export function lighthouseFigures({ name, runs }) {
  const of = (key) => median(runs.map((run) => run[key]));
  return [
    { name: `${name}: score`, value: of('score'), digits: 2, atLeast: BUDGETS.score },
    { name: `${name}: LCP`, value: of('lcp'), unit: 'ms', atMost: BUDGETS.lcp },
    { name: `${name}: TBT`, value: of('tbt'), unit: 'ms', atMost: BUDGETS.tbt },
    { name: `${name}: CLS`, value: of('cls'), digits: 3, atMost: BUDGETS.cls },
  ];
}
