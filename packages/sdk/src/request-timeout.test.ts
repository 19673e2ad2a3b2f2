import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKarvonClients } from './clients.ts';
import type { ErrorNotice } from './error-notice.ts';
import { createMemoryTokenStore } from './memory-token-store.ts';
import { NetworkError } from './request-errors.ts';
import { getCurrentUser } from './resources/auth.ts';
import { withTimeout } from './request-timeout.ts';

afterEach(() => vi.useRealTimers());

/** A server that never answers, but lets go when the request is aborted. */
const silentServer = (request: Request) =>
  new Promise<Response>((_, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason)),
  );

describe('request timeout', () => {
  it('reports a request without an answer as "no response" once the time is up', async () => {
    vi.useFakeTimers();
    const notices: ErrorNotice[] = [];
    const clients = createKarvonClients({
      baseUrl: 'https://karvon.test',
      fetch: silentServer,
      tokenStore: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
      onError: (notice) => notices.push(notice),
      timeoutMs: 5_000,
    });
    const call = getCurrentUser(clients);
    const settled = expect(call).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(notices).toEqual([{ kind: 'noResponse' }]);
  });

  it('leaves an answer that comes in time alone, and the caller can still cancel', async () => {
    const fast = withTimeout(async () => new Response('{}'), 1_000);
    expect((await fast(new Request('https://karvon.test/x'))).status).toBe(200);

    const caller = new AbortController();
    const pending = withTimeout(
      silentServer,
      60_000,
    )(new Request('https://karvon.test/x', { signal: caller.signal }));
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps the body of the request it sends', async () => {
    let body = '';
    const echo = withTimeout(async (request) => {
      body = await request.text();
      return new Response(null, { status: 204 });
    }, 1_000);
    await echo(new Request('https://karvon.test/x', { method: 'POST', body: '{"ids":[1,2,3]}' }));
    expect(body).toBe('{"ids":[1,2,3]}');
  });
});
