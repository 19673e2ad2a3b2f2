// Lighthouse on the sign-in page and the applications list (ARCHITECTURE.md budgets: score ≥ 0.95, LCP ≤ 1.8 s,
// TBT ≤ 150 ms, CLS ≤ 0.02), plus how long a filter change takes on the list. Runs the built app on the real
// server on the server's benchmark fixture of 100,000 applications (built first when missing, as the server's own
// bench does), in Debian Chromium. Prints figures; asserts nothing.
// Needs `npm run build -w @karvon/app` and `npm run build -w @karvon/server` first (the `bench` script builds the app).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const port = Number(process.env.BENCH_PORT ?? 18380);
const origin = `http://127.0.0.1:${port}`;
const here = import.meta.dirname;

// Where the server's `fixture:large` keeps it (packages/server/scripts/large-fixture.ts).
const dataDir = process.env.BENCH_PGLITE_DIR ?? join(here, '../../server/.data/bench-pglite');
const fixture = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(here, '../../server/scripts/fixture-large.ts'), '--if-missing'],
  { env: { ...process.env, BENCH_PGLITE_DIR: dataDir }, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (fixture.status !== 0) throw new Error('The 100,000-application fixture was not built');

const server = spawn(process.execPath, [join(here, '../../server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DIR: dataDir,
    APP_DIST: join(here, '..', 'dist'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/auth/login`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

const ms = (value) => `${Math.round(value)} ms`;
// Lantern simulates from one observed trace, so a single run swings with whatever else the machine is doing:
// each route is audited several times and the median reported, with the range beside it.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Several audits of one route; a run Lighthouse could not finish (`runtimeError`) is counted, not averaged. */
async function audits(page, url) {
  const results = [];
  const failures = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await audit(page, url);
    if ('error' in result) failures.push(result.error);
    else results.push(result);
  }
  const of = (key) => results.map((result) => result[key]);
  return {
    ...Object.fromEntries(['score', 'lcp', 'tbt', 'cls'].map((key) => [key, of(key)])),
    scripts: results.at(-1)?.scripts ?? [],
    failures,
  };
}

async function audit(page, url) {
  // Lighthouse's own storage reset would sign the user out, so it is off (the session cookies stay); the HTTP cache
  // is emptied here instead, so every run loads the page cold, as its defaults do.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const { lhr } = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scripts: lhr.audits['network-requests'].details.items
      .filter((request) => request.resourceType === 'Script')
      .map((request) => new URL(request.url).pathname),
  };
}

/** Every script a page fetched without being touched, and their gzip size (the budgets' unit) from the build. */
function scriptsWeight(paths) {
  const files = [...new Set(paths)];
  const bytes = files.reduce(
    (total, path) => total + gzipSync(readFileSync(join(here, '..', 'dist', path))).length,
    0,
  );
  return `${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} scripts`;
}

try {
  await waitForServer();
  const browser = await puppeteer.launch({ ...chromiumLaunchOptions, headless: true });
  const page = await browser.newPage();

  const rows = [];
  rows.push(['/auth/login', await audits(page, `${origin}/auth/login`)]);

  // Sign in through a fresh tab (Lighthouse leaves its throttling and emulation on the page it audited), so the
  // session cookies are the app's own; Lighthouse keeps them (no storage reset).
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1440, height: 900 });
  await tab.goto(`${origin}/auth/login`);
  await tab.type('input[name="phone"]', '998900000001');
  await tab.type('input[name="password"]', 'karvon-admin');
  await tab.click('button[type="submit"]');
  await tab.waitForFunction(() => location.pathname === '/welcome');

  // A filter change: from the URL change to the new rows on screen.
  await tab.goto(`${origin}/del_application`);
  await tab.waitForSelector('[role="grid"] tbody td');
  const latencies = [];
  for (const step of ['packing', 'loading', 'in_transit', 'registered', 'delivered']) {
    const started = performance.now();
    const answered = tab.waitForResponse((response) => response.url().includes(`step=${step}`));
    await tab.evaluate((s) => {
      history.pushState(null, '', `/del_application?step=${s}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, step);
    await answered;
    await tab.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    latencies.push(performance.now() - started);
  }
  await tab.close();
  rows.push(['/del_application', await audits(page, `${origin}/del_application`)]);
  await browser.close();

  console.log(
    `Lighthouse (performance, mobile defaults), Debian Chromium: median of ${runs} runs [lowest–highest]`,
  );
  console.log('  budget: score ≥ 0.95, LCP ≤ 1800 ms, TBT ≤ 150 ms, CLS ≤ 0.02');
  const figure = (values, format) =>
    `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
  for (const [route, r] of rows)
    console.log(
      `  ${route.padEnd(18)} score ${figure(r.score, (v) => v.toFixed(2))}  LCP ${figure(r.lcp, ms)}  TBT ${figure(r.tbt, ms)}  CLS ${figure(r.cls, (v) => v.toFixed(3))}` +
        (r.failures.length > 0 ? `  (${r.failures.length} run(s) failed: ${r.failures.join(', ')})` : ''),
    );
  console.log(
    'Scripts each page loads, from the first byte until it is idle, untouched (bench/bundle-size.mjs counts',
  );
  console.log('only what a route needs before its first paint):');
  for (const [route, r] of rows) console.log(`  ${route.padEnd(18)} ${scriptsWeight(r.scripts)}`);
  latencies.sort((a, b) => a - b);
  console.log(
    `Filter change on the list (5 steps): median ${ms(latencies[2])}, worst ${ms(latencies[4])} (request + render)`,
  );
} finally {
  server.kill();
  // The fixture's database must be closed before the next bench opens it.
  await once(server, 'exit');
}
