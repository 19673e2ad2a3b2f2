import type { Fetch } from './failure-reporting.ts';

/** How long a request may wait for the server's answer before it counts as "no response" (SPEC §8). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** How often the one shared clock looks for requests out of time: a timeout fires at most this late. */
const TICK_MS = 250;

interface Waiting {
  deadline: number;
  giveUp: (reason: unknown) => void;
}

// One clock for every request instead of a timer and an AbortController each: those halved the SDK's throughput
// (bench/chain-throughput.ts). It runs only while something waits, and never keeps a Node process alive.
const waiting = new Set<Waiting>();
let clock: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  const now = Date.now();
  for (const entry of waiting) {
    if (now < entry.deadline) continue;
    waiting.delete(entry);
    entry.giveUp(new DOMException('No answer in time', 'TimeoutError'));
  }
  if (waiting.size === 0 && clock !== undefined) {
    clearInterval(clock);
    clock = undefined;
  }
}

function watch(entry: Waiting): void {
  waiting.add(entry);
  if (clock === undefined) {
    clock = setInterval(tick, TICK_MS);
    (clock as { unref?: () => void }).unref?.();
  }
}

/**
 * Gives up on a request that has no answer (status and headers) within `timeoutMs`: the caller gets a
 * `TimeoutError`, which the error mapping reports as 'Произошла ошибка, свяжитесь с разработчиками'. The late
 * answer, if one ever comes, is dropped. The caller's own signal still cancels the request. Timers, not
 * `AbortSignal.timeout`, so that tests can move a fake clock.
 */
export function withTimeout(fetch: Fetch, timeoutMs: number): Fetch {
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) return fetch;
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const entry: Waiting = { deadline: Date.now() + timeoutMs, giveUp: reject };
      watch(entry);
      fetch(request).then(
        (response) => {
          waiting.delete(entry);
          resolve(response);
        },
        (error: unknown) => {
          waiting.delete(entry);
          reject(error);
        },
      );
    });
}
