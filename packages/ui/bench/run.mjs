// `npm run bench -w @karvon/ui`: builds bench/ (a page with RegisterTable and 100,000 rows) with
// Vite in production mode, serves it, and drives Debian Chromium with Playwright to measure DOM
// rows, mount time, long tasks and frame times while scrolling, and the time to sort 100,000 rows.
// Budgets (docs/budgets.md): ≤ 40 rows in the DOM, mount ≤ 100 ms, no long task while scrolling. Prints them;
// exits 0 when one is over (a figure is information, not a gate).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright';
import { printBudgets } from '../../../scripts/budget.js';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.bench-dist', import.meta.url));
const config = {
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true },
  preview: { port: 0, host: '127.0.0.1' },
};

const buildStart = performance.now();
await build(config);
const buildMs = performance.now() - buildStart;
const server = await preview(config);
const url = server.resolvedUrls?.local[0];
const browser = await chromium.launch(chromiumLaunchOptions);

try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => '__bench' in window);
    runs.push(await page.evaluate(() => window.__bench));
  }
  const result = await page.evaluate(async () => {
    // The table fills the page: the page is what scrolls.
    const scroller = document.scrollingElement;
    const domRows = () => document.querySelectorAll('tbody tr[aria-rowindex]').length;
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask' });
    const frames = [];
    let maxDomRows = domRows();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = await frame();
    // Wheel-like scrolling: 300 frames of 120 px, then 60 jumps across the whole table.
    for (let i = 0; i < 300; i += 1) {
      scroller.scrollTop += 120;
      const now = await frame();
      frames.push(now - last);
      last = now;
      maxDomRows = Math.max(maxDomRows, domRows());
    }
    const wheelLongTasks = longTasks.length;
    for (let i = 0; i < 60; i += 1) {
      scroller.scrollTop = ((i * 7919) % 60) * (scroller.scrollHeight / 60);
      const now = await frame();
      frames.push(now - last);
      last = now;
      maxDomRows = Math.max(maxDomRows, domRows());
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    const scrollLongTasks = longTasks.map((entry) => entry.duration);

    scroller.scrollTop = 0;
    await frame();
    const sortStart = performance.now();
    [...document.querySelectorAll('th button')]
      .find((button) => button.textContent?.startsWith('Сумма'))
      ?.click();
    await frame();
    const sortMs = performance.now() - sortStart;

    frames.sort((a, b) => a - b);
    return {
      rowCount: document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount'),
      domRowsAfterMount: domRows(),
      maxDomRows,
      scrollFrames: frames.length,
      frameP50: frames[Math.floor(frames.length * 0.5)],
      frameP95: frames[Math.floor(frames.length * 0.95)],
      frameMax: frames[frames.length - 1],
      longTasks: scrollLongTasks.length,
      wheelLongTasks,
      longTaskMaxMs: Math.max(0, ...scrollLongTasks),
      sortMs,
    };
  });
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1];
  const ms = (value) => `${value.toFixed(1)} ms`;
  const mounts = runs.map((r) => r.mountMs.toFixed(1)).join(', ');
  const report = [
    `RegisterTable benchmark (${runs[0].rows.toLocaleString('en')} rows, Chromium, production build)`,
    `  vite build of the bench page          ${ms(buildMs)}`,
    `  generate rows                         ${ms(median('dataMs'))} (median of 3)`,
    `  mount (render + commit)               ${ms(median('mountMs'))} (median of 3; runs: ${mounts})`,
    `  mount to first frame                  ${ms(median('paintMs'))} (median of 3)`,
    `  aria-rowcount                         ${result.rowCount}`,
    `  rows in the DOM after mount           ${result.domRowsAfterMount}`,
    `  most rows in the DOM while scrolling  ${result.maxDomRows}`,
    `  scroll frames                         ${result.scrollFrames} (p50 ${ms(result.frameP50)}, ` +
      `p95 ${ms(result.frameP95)}, max ${ms(result.frameMax)})`,
    `  long tasks while scrolling            ${result.longTasks} (${result.wheelLongTasks} in 300 wheel frames, ` +
      `${result.longTasks - result.wheelLongTasks} in 60 jumps; longest ${ms(result.longTaskMaxMs)})`,
    `  sort 100k rows by a column            ${ms(result.sortMs)} (click to next frame)`,
    `  machine load average (1 min)          ${loadavg()[0].toFixed(2)} (other work inflates long tasks)`,
  ];
  console.log(report.join('\n'));
  printBudgets('RegisterTable', [
    { name: 'most rows in the DOM while scrolling', value: result.maxDomRows, atMost: 40 },
    { name: 'mount (median of 3)', value: median('mountMs'), unit: 'ms', digits: 1, atMost: 100 },
    { name: 'long tasks while scrolling', value: result.longTasks, atMost: 0 },
  ]);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
