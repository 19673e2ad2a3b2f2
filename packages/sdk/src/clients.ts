import createClient, { type Client } from 'openapi-fetch';
import type { AuthorizedPaths, PublicPaths } from '@karvon/contracts';
import { bearerAuth } from './bearer-auth.ts';
import {
  reportFailedResponses,
  reportNetworkFailures,
  type ErrorListener,
  type Fetch,
} from './failure-reporting.ts';
import { createRefreshQueue, ReplayableRequest } from './refresh-queue.ts';
import { DEFAULT_TIMEOUT_MS, withTimeout } from './request-timeout.ts';
import { refreshToken } from './resources/auth.ts';
import { defaultTabLock, type TabLock } from './tab-lock.ts';
import type { TokenStore } from './token-store.ts';

/** The client of `/api/uz`: sends the bearer token, refreshes it on a 401. */
export type UzClient = Client<AuthorizedPaths, 'application/json'>;
/** The client of `/api`: no authorization. */
export type PublicClient = Client<PublicPaths, 'application/json'>;

export interface KarvonClients {
  uz: UzClient;
  public: PublicClient;
  tokenStore: TokenStore;
}

export interface KarvonClientsOptions {
  /** The API host, e.g. `https://karvon.uz`; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** Defaults to the global fetch. */
  fetch?: Fetch;
  tokenStore: TokenStore;
  /** The refresh failed (or the retry was refused): the refresh token is gone, the user must sign in again. */
  onSessionExpired?: () => void;
  /** A failure the user should hear about (SPEC §8); never called for 401s or requests sent with `notify: none`. */
  onError?: ErrorListener;
  /** Defaults to `navigator.onLine` where there is one. */
  isOnline?: () => boolean;
  /** A request without an answer after this long fails as "no response" (SPEC §8). Default 30 s; 0 never. */
  timeoutMs?: number;
  /**
   * Held while the tokens are refreshed, by every tab of the browser: one refresh at a time, and the other tabs
   * take the tokens it wrote. Defaults to the Web Locks API (`navigator.locks`) where there is one.
   */
  lock?: TabLock;
}

// Content-Type is added by openapi-fetch when there is a body: a JSON content type on an empty body is refused by
// the server (Fastify answers 400 to a body-less DELETE that claims to be JSON).
const JSON_HEADERS = { Accept: 'application/json' };

/** Logout's 401 means the session is already gone: refreshing to sign out would be absurd. */
const NEVER_REFRESHED = ['/auth/logout'];

const browserOnline = () => globalThis.navigator?.onLine ?? true;

/** The two clients of SPEC §7 over one API host. */
export function createKarvonClients(options: KarvonClientsOptions): KarvonClients {
  const { baseUrl = '', tokenStore, onSessionExpired, onError, isOnline = browserOnline } = options;
  const reporting = {
    onError,
    isOnline,
    secrets: () => [tokenStore.getAccessToken(), tokenStore.getRefreshToken()],
  };
  const fetch = reportNetworkFailures(
    withTimeout(
      options.fetch ?? ((request) => globalThis.fetch(request)),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ),
    reporting,
  );

  const publicClient: PublicClient = createClient<PublicPaths>({
    baseUrl: `${baseUrl}/api`,
    fetch,
    headers: JSON_HEADERS,
  });
  const uz: UzClient = createClient<AuthorizedPaths>({
    baseUrl: `${baseUrl}/api/uz`,
    fetch,
    headers: JSON_HEADERS,
    Request: ReplayableRequest,
  });
  const clients: KarvonClients = { uz, public: publicClient, tokenStore };

  publicClient.use(reportFailedResponses(reporting));
  uz.use(
    reportFailedResponses(reporting),
    createRefreshQueue({
      tokenStore,
      refresh: () => refreshToken(clients),
      onSessionExpired,
      bypass: NEVER_REFRESHED,
      lock: options.lock ?? defaultTabLock(),
    }),
    // After the refresh queue, which may renew the tokens ahead of time before a request.
    bearerAuth(tokenStore),
  );
  return clients;
}
