import type { Fetch } from './failure-reporting.ts';

/** How long a request may wait for the server's answer before it counts as "no response" (SPEC §8). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Gives up on a request that has no answer (status and headers) within `timeoutMs`: fetch then rejects with a
 * `TimeoutError`, which the error mapping reports as 'Произошла ошибка, свяжитесь с разработчиками'. The caller's
 * own signal still cancels it. A timer rather than `AbortSignal.timeout`, so that tests can move a fake clock.
 */
export function withTimeout(fetch: Fetch, timeoutMs: number): Fetch {
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) return fetch;
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('No answer in time', 'TimeoutError')),
      timeoutMs,
    );
    try {
      return await fetch(
        new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) }),
      );
    } finally {
      clearTimeout(timer);
    }
  };
}
