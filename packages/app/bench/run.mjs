// `npm run bench -w @karvon/app` (after the app's and the server's builds): starts the real server once on the
// 100,000-application fixture and prints, each with its budget (docs/budgets.md): the JavaScript of every route
// (bench/route-js.mjs), a filter change on the list (bench/filter-change.mjs), scrolling a register of 5,000 products
// (bench/register-scroll.mjs) and Lighthouse on seven routes and the host's floor (bench/lighthouse.mjs). A part that
// fails is reported and the others still run; the bench always exits 0, since a figure is information, not a gate.
// BENCH_PARTS=register-scroll,filter-change (names as the files, comma-separated) runs only those parts.
import { chromium } from 'playwright';
import { printBudgets } from '../../../scripts/budget.js';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';
import { measureFilterChange, TARGETS } from './filter-change.mjs';
import { lighthouseFigures, runLighthouse } from './lighthouse.mjs';
import { BUDGETS as SCROLL_BUDGETS, measureRegisterScroll } from './register-scroll.mjs';
import { measureRouteJs, routeFigures } from './route-js.mjs';
import { startServer } from './server.mjs';

const ms = (value) => `${Math.round(value)} ms`;
const range = (values, format) =>
  values.length === 0 ? 'no run' : `${format(Math.min(...values))}–${format(Math.max(...values))}`;

const only = process.env.BENCH_PARTS?.split(',').map((name) => name.trim());

/** Runs one part (unless BENCH_PARTS leaves it out); a failure is printed and leaves the other parts to run. */
async function part(name, title, measure) {
  if (only && !only.includes(name)) return undefined;
  try {
    return await measure();
  } catch (error) {
    console.log(`\n${title}: not measured (${error.stack ?? error})`);
    return undefined;
  }
}

const { origin, stop } = await startServer();
const summary = [];
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const routes = await part('route-js', 'JavaScript per route', () => measureRouteJs(browser, origin));
    if (routes) {
      const figures = routes.flatMap(routeFigures);
      printBudgets(
        'JavaScript per route, KB gzip: requested before First Contentful Paint, and until the network is quiet ' +
          '(cold cache, slow 4G, signed in as the admin)',
        figures,
      );
      for (const row of routes.filter((r) => r.note)) console.log(`  note: ${row.path}: ${row.note}`);
      const worst = (key) =>
        routes.reduce((a, b) => (Number.isFinite(b[key]) && !(b[key] <= a[key]) ? b : a));
      const signInRow = routes.find((row) => row.route === '/auth/login');
      summary.push(
        ...(signInRow ? routeFigures(signInRow) : []).map((figure) => ({
          ...figure,
          name: `sign-in ${figure.name.replace(/^\S+ /, '')}`,
        })),
        ...[
          ['firstPaint', 0],
          ['untilIdle', 1],
        ].map(([key, at]) => ({
          ...routeFigures(worst(key))[at],
          name: `heaviest route, ${routeFigures(worst(key))[at].name}`,
        })),
      );
    }

    const filter = await part('filter-change', 'Filter change', () => measureFilterChange(browser, origin));
    if (filter) {
      const figures = [
        { name: `filter change (a) answer → rows drawn`, value: filter.answerToRows, unit: 'ms' },
        { name: `filter change (b) click → next paint`, value: filter.clickToPaint, unit: 'ms' },
      ];
      figures[0].atMost = TARGETS.answerToRows;
      figures[1].atMost = TARGETS.clickToPaint;
      console.log(
        `\nFilter change on the list (100,000 applications; ${filter.rate}× CPU via CDP; median of ${filter.runs.length})`,
      );
      console.log(
        `  (a) answer → rows drawn, runs: ${filter.runs.map((r) => ms(r.answerToRows)).join(', ')}`,
      );
      console.log(`  (b) click → next paint, runs: ${filter.runs.map((r) => ms(r.clickToPaint)).join(', ')}`);
      const { answer } = filter;
      const size = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(
        `  answer for one page (${answer.url}): ${size(answer.raw)} raw, ${size(answer.gzip)} gzip -9, ` +
          `${size(answer.encoded)} as sent`,
      );
      summary.push(...figures.map((f) => ({ ...f, name: `${f.name} (${filter.rate}× CPU)` })), {
        name: 'list answer, one page, gzip -9',
        value: answer.gzip / 1024,
        unit: 'KB',
        digits: 1,
      });
    }

    const scroll = await part('register-scroll', 'Register scroll', () =>
      measureRegisterScroll(browser, origin),
    );
    if (scroll) {
      const { runs } = scroll;
      console.log(
        `\nScrolling a register of ${runs[0].products.toLocaleString('en')} products (/reestr/item/${scroll.id}, ` +
          `1440×900; 300 wheel frames of 120 px and 60 jumps; median of ${runs.length} runs)`,
      );
      for (const [i, run] of runs.entries())
        console.log(
          `  run ${i + 1}: first rows ${ms(run.firstRows)}; long tasks ${run.longTasks.length} ` +
            `(${run.wheelLongTasks} while wheeling, longest ${ms(Math.max(0, ...run.longTasks))}); frames ` +
            `p50 ${run.frameP50.toFixed(1)} ms, p95 ${run.frameP95.toFixed(1)} ms, max ${ms(run.frameMax)}; ` +
            `most rows in the DOM ${run.maxDomRows}`,
        );
      summary.push(
        {
          name: 'register of 5,000: long tasks while scrolling (median)',
          value: scroll.longTasks,
          atMost: SCROLL_BUDGETS.longTasks,
        },
        { name: 'register of 5,000: longest long task while scrolling', value: scroll.longest, unit: 'ms' },
        {
          name: 'register of 5,000: most rows in the DOM while scrolling',
          value: scroll.maxDomRows,
          atMost: SCROLL_BUDGETS.domRows,
        },
        {
          name: 'register of 5,000: navigation → first rows drawn (median)',
          value: scroll.firstRows,
          unit: 'ms',
        },
      );
    }
  } finally {
    await browser.close();
  }

  const audits = await part('lighthouse', 'Lighthouse', () => runLighthouse(origin));
  if (audits) {
    console.log(
      `\nLighthouse 12.8, mobile (slow 4G simulated), cold cache, median of ${audits.results[0]?.runs.length ?? 0} ` +
        `runs [lowest–highest]\n  host BenchmarkIndex ${Math.round(audits.benchmarkIndex)} ` +
        `(${Math.round(audits.benchmarkIndexDuringRuns)} as Lighthouse measured it during the runs) → CPU slowdown ` +
        `${audits.multiplier}× ${audits.forced ? '(forced by LIGHTHOUSE_CPU_MULTIPLIER)' : '(calibrated; Lighthouse default 4×)'}` +
        `\n  host memory: writing 64 MB just allocated ${ms(audits.memory.firstMs)} ` +
        `(${audits.memory.faults} page faults), writing it again ${ms(audits.memory.againMs)} ` +
        `(not seen by the index; docs/budgets.md)` +
        (audits.results.some((result) => result.name === 'floor')
          ? "\n  floor: the sign-in page's words as plain HTML, no script or stylesheet: what no app code can beat here"
          : ''),
    );
    for (const { name, path, runs, failures } of audits.results) {
      const of = (key) => runs.map((run) => run[key]);
      console.log(
        `  ${`${name} ${path}`.padEnd(34)} score ${range(of('score'), (v) => v.toFixed(2))}  ` +
          `LCP ${range(of('lcp'), ms)}  TBT ${range(of('tbt'), ms)}  CLS ${range(of('cls'), (v) => v.toFixed(3))}` +
          (failures.length > 0 ? `  (${failures.length} run(s) failed: ${failures.join(', ')})` : ''),
      );
    }
    summary.push(...audits.results.flatMap(lighthouseFigures));
  }
} finally {
  await stop();
}
printBudgets(
  'App: every route (worst of each kind; the table above has each), filter change, register scroll, Lighthouse',
  summary,
);
