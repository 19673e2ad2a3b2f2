// JavaScript per route, gzip, for EVERY route of src/routing/routes.ts (docs/budgets.md): the built app on the real
// server, in Debian Chromium, signed in as the seeded admin (the sign-in and reset pages signed out), each route opened
// cold (HTTP cache disabled) on Lighthouse's slow-4G network (its DevTools-throttling figures), nothing touched.
// - first paint: the scripts whose request started before First Contentful Paint (Resource Timing `startTime` <
//   the `first-contentful-paint` entry's `startTime`, one clock). A prerendered page paints when its HTML arrives,
//   so only what the HTML itself asks for counts; a page drawn by script paints after its code has come.
// - until idle: every script requested until the network has been quiet for 2 s (no request in flight, so no chunk
//   pending), e.g. the list's filter widgets that load after the rows are painted.
// Sizes are the build's own gzip copies (dist/**/*.js.gz, gzip -9, what the server sends a gzip browser).
// A library loaded on an action (exceljs on export) is not requested, so it counts where it loads, not here.
// ROUTE_JS_ROUTES="/auth/login,/cargo/add" measures only those routes (as routes.ts spells them); ROUTE_JS_DETAIL=1
// prints each route's scripts with their gzip size, those before first paint marked, to see what makes a figure.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { apiToken, signIn } from './server.mjs';

const dist = join(import.meta.dirname, '..', 'dist');
const QUIET_MS = 2000;
export const BUDGETS = { signIn: 110, firstPaint: 150, untilIdle: 200 };

/** Every path of routes.ts, read from its source (the routes are TypeScript with React components). */
function routePaths() {
  const source = readFileSync(join(import.meta.dirname, '../src/routing/routes.ts'), 'utf8');
  const body = source.slice(source.indexOf('export const routes'), source.indexOf('export const redirects'));
  return [...body.matchAll(/(?:screen\(|path: )'(\/[^']*)'/g)].map((match) => match[1]);
}

/** Where a route has an `:id`, the first id of the seeded list that the page would show it from. */
async function seededIds(origin) {
  const token = await apiToken(origin);
  const first = async (list) => {
    const response = await fetch(`${origin}/api/uz/${list}/list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${list}/list answered ${response.status}`);
    const id = (await response.json()).data?.[0]?.id;
    if (id === undefined) throw new Error(`${list}/list is empty`);
    return id;
  };
  const lists = {
    '/users': 'user',
    '/freeze_application': 'freeze_application',
    '/del_application': 'application',
    '/reestr': 'reestr',
    '/cargo': 'cargo',
    '/kdreestr': 'kdreestr',
    '/car': 'car',
    '/settings/branch': 'branch',
    '/access/perms': 'permission',
    '/access/by_perms': 'permission',
    '/access/roles': 'role',
    '/access/by_role': 'role',
  };
  const ids = {};
  for (const [area, list] of Object.entries(lists)) ids[area] = await first(list);
  return ids;
}

function withId(path, ids) {
  if (!path.includes(':')) return path;
  const area = Object.keys(ids)
    .filter((prefix) => path.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!area) throw new Error(`No seeded id for ${path}`);
  return path.replace(/:id\??/, String(ids[area]));
}

const gzipBytes = (path) => {
  const file = join(dist, path);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
};
const kb = (paths) => paths.reduce((total, path) => total + gzipBytes(path), 0) / 1024;

function printScripts(path, all, beforePaint) {
  console.log(`\n${path}: scripts, KB gzip (* before first paint)`);
  for (const script of [...all].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
    const mark = beforePaint.includes(script) ? '*' : ' ';
    console.log(`  ${mark} ${(gzipBytes(script) / 1024).toFixed(1).padStart(6)}  ${script}`);
  }
}

async function openCold(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const network = lighthouseConstants.throttling.mobileSlow4G;
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  });
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (delta) => () => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const started = performance.now();
  while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
    if (performance.now() - started > 60_000) throw new Error(`${url} never went quiet`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seen = await page.evaluate(() => ({
    path: location.pathname,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path.endsWith('.js')),
  }));
  await page.close();
  return seen;
}

/** Measures every route; returns its rows (path, first paint KB, until idle KB, note) for the report. */
export async function measureRouteJs(browser, origin) {
  const ids = await seededIds(origin);
  const signedOut = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const signedIn = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const first = await signedIn.newPage();
  await signIn(first, origin);
  await first.close();

  const wanted = process.env.ROUTE_JS_ROUTES?.split(',').map((route) => route.trim());
  const rows = [];
  for (const route of routePaths().filter((path) => !wanted || wanted.includes(path))) {
    const path = withId(route, ids);
    const context = path.startsWith('/auth/') ? signedOut : signedIn;
    try {
      const seen = await openCold(context, `${origin}${path}`);
      const unique = (scripts) => [...new Set(scripts.map((script) => script.path))];
      const beforePaint = unique(
        seen.scripts.filter((script) => seen.fcp === undefined || script.start < seen.fcp),
      );
      const all = unique(seen.scripts);
      if (process.env.ROUTE_JS_DETAIL) printScripts(path, all, beforePaint);
      const notes = [
        seen.path !== path && `landed on ${seen.path}`,
        seen.fcp === undefined && 'no first contentful paint: every script counted as before it',
      ].filter(Boolean);
      rows.push({
        route,
        path,
        firstPaint: kb(beforePaint),
        firstPaintScripts: beforePaint.length,
        untilIdle: kb(all),
        untilIdleScripts: all.length,
        note: notes.join('; '),
      });
    } catch (error) {
      rows.push({ route, path, firstPaint: NaN, untilIdle: NaN, note: `not measured: ${error.message}` });
    }
  }
  await signedOut.close();
  await signedIn.close();
  return rows;
}

/** The budget lines of one route: sign-in has its own, tighter budget for both figures. */
export function routeFigures(row) {
  const signInPage = row.route === '/auth/login';
  const name = (what, scripts) => `${row.path} ${what}${scripts === undefined ? '' : ` (${scripts} js)`}`;
  return [
    {
      name: name('first paint', row.firstPaintScripts),
      value: row.firstPaint,
      unit: 'KB',
      digits: 1,
      atMost: signInPage ? BUDGETS.signIn : BUDGETS.firstPaint,
    },
    {
      name: name('until idle', row.untilIdleScripts),
      value: row.untilIdle,
      unit: 'KB',
      digits: 1,
      atMost: signInPage ? BUDGETS.signIn : BUDGETS.untilIdle,
    },
  ];
}
