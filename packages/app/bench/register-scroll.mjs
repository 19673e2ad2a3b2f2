// Scrolling one register of 5,000 products (`/reestr/item/:id`; the large fixture's register, see
// packages/server/scripts/large-fixture.ts), signed in as the administrator, at 1440×900 (docs/budgets.md). Each run
// opens the register afresh and measures the time to the table's first rows (from the navigation's start to the end of
// the first frame after a row is in the table body), waits until the page is quiet, then scrolls the page as the
// design system's bench scrolls RegisterTable (packages/ui/bench/run.mjs): 300 wheel-like frames of 120 px, then 60
// jumps across the whole page, one per frame, while a PerformanceObserver records long tasks (the browser reports
// tasks of 50 ms or more) and each frame's time is kept, with the most rows the table body held.
import { apiToken, median, signIn } from './server.mjs';

/** The fixture's register of 5,000 products, by number (LARGE_REGISTER in large-fixture.ts). */
export const REGISTER_NUMBER = 'R-2026-1113-01';
export const BUDGETS = { longTasks: 0, domRows: 40 };
const RUNS = Number(process.env.REGISTER_SCROLL_RUNS ?? 3);

/** Before the page's own scripts: the end of the first frame after the first row is in the table body. */
function watchFirstRows() {
  const seen = { firstRows: NaN };
  window.__registerScroll = seen;
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[role="grid"] tbody tr[aria-rowindex]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (seen.firstRows = performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}

/** In the page: the ui bench's scroll (300 wheel frames of 120 px, 60 jumps), with long tasks and frame times. */
async function scrollThrough() {
  const scroller = document.scrollingElement;
  const domRows = () => document.querySelectorAll('[role="grid"] tbody tr[aria-rowindex]').length;
  const longTasks = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const frames = [];
  let maxDomRows = domRows();
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = await frame();
  const step = async (move) => {
    move();
    const now = await frame();
    frames.push(now - last);
    last = now;
    maxDomRows = Math.max(maxDomRows, domRows());
  };
  for (let i = 0; i < 300; i += 1) await step(() => (scroller.scrollTop += 120));
  const wheelLongTasks = longTasks.length;
  for (let i = 0; i < 60; i += 1)
    await step(() => (scroller.scrollTop = ((i * 7919) % 60) * (scroller.scrollHeight / 60)));
  // A task begun by the last frame is reported after it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  observer.disconnect();
  frames.sort((a, b) => a - b);
  return {
    // aria-rowcount counts the header row too.
    products: Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')) - 1,
    scrollHeight: scroller.scrollHeight,
    maxDomRows,
    frames: frames.length,
    frameP50: frames[Math.floor(frames.length * 0.5)],
    frameP95: frames[Math.floor(frames.length * 0.95)],
    frameMax: frames.at(-1),
    longTasks: longTasks.map((entry) => entry.duration),
    wheelLongTasks,
  };
}

/** The id of the fixture's register of 5,000 products (an error when the fixture has none: rebuild it). */
async function registerId(origin) {
  const token = await apiToken(origin);
  const response = await fetch(`${origin}/api/uz/reestr/list?search=${REGISTER_NUMBER}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const found = (await response.json()).data?.find((register) => register.number === REGISTER_NUMBER);
  if (!found) throw new Error(`No register ${REGISTER_NUMBER} in the fixture (built before it had one?)`);
  return found.id;
}

export async function measureRegisterScroll(browser, origin) {
  const id = await registerId(origin);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await signIn(page, origin);
    await page.addInitScript(watchFirstRows);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${origin}/reestr/item/${id}`);
      await page.locator('[role="grid"] tbody tr[aria-rowindex]').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const firstRows = await page.evaluate(() => window.__registerScroll.firstRows);
      runs.push({ firstRows, ...(await page.evaluate(scrollThrough)) });
    }
    const longest = Math.max(0, ...runs.flatMap((r) => r.longTasks));
    return {
      id,
      runs,
      firstRows: median(runs.map((r) => r.firstRows)),
      longTasks: median(runs.map((r) => r.longTasks.length)),
      longest,
      maxDomRows: Math.max(...runs.map((r) => r.maxDomRows)),
    };
  } finally {
    await context.close();
  }
}
