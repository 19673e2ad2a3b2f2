import type { Middleware } from 'openapi-fetch';
import { ApiError, NetworkError } from './request-errors.ts';
import { REFRESH_LOCK, type TabLock } from './tab-lock.ts';
import { authorizationOf, type TokenStore } from './token-store.ts';

export interface RefreshQueueOptions {
  tokenStore: TokenStore;
  /** Renews the tokens in the store; rejects with the server's answer (ApiError), a NetworkError, or an Error. */
  refresh: () => Promise<unknown>;
  onSessionExpired?: () => void;
  /** Schema paths whose 401 is final, e.g. logout. */
  bypass?: readonly string[];
  /** Held while refreshing, so that the tabs of one browser refresh one at a time. */
  lock: TabLock;
}

/**
 * How a renewal ended: the store holds usable tokens; the refresh token was refused; or the failure that kept the
 * server from renewing for now (no answer, 429, 5xx), after which the tokens stay for a later try.
 */
type Renewal = 'renewed' | 'refused' | ApiError | NetworkError;

/**
 * Only the server's word that the refresh token is not accepted ends the session: a 401, a 400 for a token it cannot
 * read, or no token to send at all. A 429 says nothing about the token: the refresh limit counts per client address,
 * which a whole office behind one NAT shares (and anyone sending junk from it).
 */
function failedRenewal(error: unknown): Renewal {
  const refused =
    error instanceof ApiError
      ? error.status === 400 || error.status === 401
      : !(error instanceof NetworkError);
  return refused ? 'refused' : (error as ApiError | NetworkError);
}

/** The refresh's failure as the answer to a request whose token proved dead: the caller and `onError` hear of it. */
function answerOf(failure: ApiError | NetworkError): Response {
  if (failure instanceof NetworkError) throw failure;
  // openapi-fetch and the failure reporting read a failure's body as JSON whatever its Content-Type.
  return new Response(JSON.stringify(failure.body), { status: failure.status });
}

/**
 * A Request that keeps the body it was made from. openapi-fetch builds its requests with the client's `Request`
 * class; with this one the refresh queue can replay a string, Blob or buffer body without copying every request
 * in advance (a clone costs as much as the request itself).
 */
export class ReplayableRequest extends Request {
  readonly source: BodyInit | null | undefined;

  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.source = init?.body;
  }
}

/**
 * The body to send again, when the request was built from one that gives the same bytes each time: a string, Blob,
 * buffer or URLSearchParams. Not FormData, whose every serialisation draws a new multipart boundary; not a stream,
 * which can be read once.
 */
function replayableSource(request: Request): BodyInit | undefined {
  const source = request instanceof ReplayableRequest ? request.source : undefined;
  return source instanceof FormData || source instanceof ReadableStream ? undefined : (source ?? undefined);
}

/**
 * SPEC §4: on a 401 exactly one refresh runs; every request that failed meanwhile waits for it and is retried once
 * with the new token. A request that failed with a token the store no longer holds is retried at once: the refresh
 * already happened. When the refresh token is refused, or a retry is refused too, the refresh token and token type
 * are removed and `onSessionExpired` is called — once per access token that proved dead. When the refresh fails
 * otherwise (no answer, 429, 5xx) the tokens stay and the waiting requests fail with that failure; the next 401
 * tries again. Network failures are never retried.
 *
 * Before a request, tokens past the store's `getRenewAt` are renewed first, through the same single refresh: the
 * refresh cookie lives a third of the access token's life, so without this an active user would be signed out.
 * Every refresh runs under `lock` and first reads the store again, once it has settled: a tab that waited while
 * another refreshed takes the tokens that tab wrote instead of spending the same refresh token twice.
 */
export function createRefreshQueue({
  tokenStore,
  refresh,
  onSessionExpired,
  bypass = [],
  lock,
}: RefreshQueueOptions): Middleware {
  const bypassed = new Set(bypass);
  // openapi-fetch gives fetch and onResponse the same Request, whose body fetch consumes: keep a copy to replay
  // unless the body can be sent again from its source.
  const copies = new WeakMap<Request, Request>();
  let renewal: Promise<Renewal> | null = null;
  let announcedDead: string | null | undefined;

  function expire(authorization: string | null): void {
    if (authorization === announcedDead) return;
    announcedDead = authorization;
    tokenStore.clearRefresh();
    onSessionExpired?.();
  }

  /** Refreshes unless, once the lock is held, `stillNeeded` says another tab (or request) already did. */
  function renew(stillNeeded: () => boolean): Promise<Renewal> {
    renewal ??= lock(REFRESH_LOCK, async (): Promise<Renewal> => {
      await tokenStore.settle?.();
      if (stillNeeded()) {
        await refresh();
        await tokenStore.settle?.();
      }
      return 'renewed';
    })
      .catch(failedRenewal)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  const currentAuthorization = () => authorizationOf(tokenStore) ?? null;

  const isDue = () =>
    Date.now() >= (tokenStore.getRenewAt() ?? Infinity) && tokenStore.getRefreshToken() !== undefined;

  /**
   * A refused renewal ends the session as SPEC §4 says; any other failure lets the request go on with the access
   * token it has, which is still alive (the 401 path takes over if not), and the next request tries again: the
   * refresh cookie outlives the moment renewal comes due by only expires_in/6. The bearer header is set after this.
   */
  async function renewAhead(): Promise<undefined> {
    const authorization = currentAuthorization();
    if ((await renew(isDue)) === 'refused') expire(authorization);
    return undefined;
  }

  /** The authorization to retry with; null when the 401 stands; or why the refresh could not be made now. */
  async function renewedAuthorization(
    sentWith: string | null,
  ): Promise<string | null | ApiError | NetworkError> {
    const current = currentAuthorization();
    if (!renewal && current !== null && current !== sentWith) return current;
    const renewed = await renew(() => currentAuthorization() === sentWith);
    if (renewed === 'renewed') return currentAuthorization();
    if (renewed !== 'refused') return renewed;
    expire(sentWith);
    return null;
  }

  async function retryAfterRenewal(
    request: Request,
    response: Response,
    fetch: (request: Request) => Promise<Response>,
  ): Promise<Response | undefined> {
    const authorization = await renewedAuthorization(request.headers.get('Authorization'));
    if (authorization === null) return undefined;
    // The 401 is replaced by the retry's answer or the refresh's failure; release its body to free the connection.
    void response.body?.cancel().catch(() => undefined);
    if (typeof authorization !== 'string') return answerOf(authorization);

    const headers = new Headers(request.headers);
    headers.set('Authorization', authorization);
    const source = replayableSource(request);
    const retry =
      source === undefined
        ? new Request(copies.get(request) ?? request, { headers })
        : new Request(request, { headers, body: source });

    const retried = await fetch(retry);
    if (retried.status === 401) expire(authorization);
    return retried;
  }

  return {
    onRequest({ request, schemaPath }) {
      if (bypassed.has(schemaPath)) return undefined;
      if (request.body !== null && replayableSource(request) === undefined)
        copies.set(request, request.clone());
      return isDue() ? renewAhead() : undefined;
    },

    onResponse({ request, response, schemaPath, options }) {
      // Synchronous for every answer but a 401: the chain runs on each request.
      if (response.status !== 401 || bypassed.has(schemaPath)) return undefined;
      return retryAfterRenewal(request, response, options.fetch);
    },
  };
}
