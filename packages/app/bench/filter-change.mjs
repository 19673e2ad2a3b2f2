// A filter change on the applications list over the 100,000-application fixture (docs/budgets.md), in Chromium with
// its CPU slowed by CDP `Emulation.setCPUThrottlingRate` (4× by default, as the targets are set; FILTER_CPU_RATE
// changes it). Each run opens the list afresh, reaches for the filters (their widgets come then) and waits until all
// are drawn, opens the status filter and chooses one status, then measures:
// (a) answer to rows drawn: from the list answer's Resource Timing `responseEnd` to the end of the first frame after
//     the table body changed (a MutationObserver on the rows; the frame's end is a message posted from its
//     requestAnimationFrame, which runs after that frame's style, layout and paint);
// (b) click to next paint: the Event Timing `duration` of the choice (the longest event of the interaction, from the
//     pointer's timestamp to the next paint, as INP counts it; entries shorter than 16 ms are not reported);
// and the answer's size for one page (raw JSON, gzip -9 of it, and what came over the wire as the server encoded it).
import { gzipSync } from 'node:zlib';
import { median, signIn } from './server.mjs';

export const TARGETS = { answerToRows: 150, clickToPaint: 200 };
const RUNS = Number(process.env.FILTER_RUNS ?? 5);

function observe() {
  const seen = { events: [], frames: [] };
  window.__filterChange = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) seen.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
  const body = document.querySelector('[role="grid"] tbody');
  new MutationObserver(() => {
    const changed = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => seen.frames.push({ changed, drawn: performance.now() });
      channel.port2.postMessage(null);
    });
  }).observe(body, { childList: true, subtree: true, characterData: true });
}

export async function measureFilterChange(browser, origin) {
  const rate = Number(process.env.FILTER_CPU_RATE ?? 4);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await signIn(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const runs = [];
    let answer;
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${origin}/del_application`);
      await page.locator('[role="grid"] tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The filter widgets come when the user reaches for the filters (stand-ins until then) and are drawn one by
      // one: reach for them, and choose once every one is drawn, so that the choice is measured alone.
      await page.getByRole('searchbox').hover();
      await page.locator('[data-stand-in]').first().waitFor({ state: 'detached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      // The status select (React Aria): its button is named by its value and its label ("Все Статус").
      await page.getByRole('button', { name: /Статус$/ }).click();
      const options = page.getByRole('listbox').getByRole('option');
      await options.first().waitFor();
      // Every status but "all" (the list's state before the choice), a different one each run.
      const statuses = (await options.allTextContents()).filter((text) => text.trim() !== 'Все');
      const option = options.filter({ hasText: statuses[run % statuses.length] }).first();
      await page.evaluate(observe);
      const responded = page.waitForResponse(
        (response) => response.url().includes('/application/list') && response.url().includes('status='),
      );
      await option.click();
      const response = await responded;
      // Give the rows, and any late event entry, time to arrive (the CPU is slowed).
      await page.waitForTimeout(1500 * Math.max(1, rate / 2));
      const url = response.url();
      const result = await page.evaluate((listUrl) => {
        const timing = performance.getEntriesByName(listUrl).at(-1);
        const seen = window.__filterChange;
        const frame = seen.frames.find((f) => timing && f.changed >= timing.responseEnd);
        return {
          answerToRows: timing && frame ? frame.drawn - timing.responseEnd : NaN,
          clickToPaint: Math.max(0, ...seen.events.map((event) => event.duration)),
          encoded: timing?.encodedBodySize ?? NaN,
        };
      }, url);
      runs.push(result);
      const body = await response.body();
      answer = {
        url: new URL(url).pathname + new URL(url).search,
        raw: body.length,
        encoded: result.encoded,
      };
      answer.gzip = gzipSync(body, { level: 9 }).length;
    }
    return {
      rate,
      runs,
      answerToRows: median(runs.map((run) => run.answerToRows)),
      clickToPaint: median(runs.map((run) => run.clickToPaint)),
      answer,
    };
  } finally {
    await context.close();
  }
}
