import type { RefreshResponse, TokenResponse } from '@karvon/contracts';

/** The token type sent before the access token when none is stored. */
export const DEFAULT_TOKEN_TYPE = 'Bearer';

/** What sign-in (`TokenResponse`) and refresh (`RefreshResponse`, whose `token` is the token type) answer. */
export type IssuedTokens = TokenResponse | RefreshResponse;

/** Where the session's tokens live: cookies in the browser, memory in Node and tests. */
export interface TokenStore {
  getAccessToken(): string | undefined;
  getRefreshToken(): string | undefined;
  getTokenType(): string | undefined;
  /**
   * When the tokens are due to be renewed ahead of time (ms since the epoch, see `renewAheadMs`); undefined when
   * unknown or once the refresh token is gone. Written on save from the local clock: never read from the JWT.
   */
  getRenewAt(): number | undefined;
  /** Keeps the access and refresh tokens and the token type (`Bearer` when the answer names none). */
  save(tokens: IssuedTokens): void;
  /** Forgets the refresh token, the token type and when to renew (a failed refresh, SPEC §4); the access token stays. */
  clearRefresh(): void;
  /** Forgets everything (logout). */
  clear(): void;
  /**
   * Resolves once this tab reads what every tab of the browser reads: what it wrote has reached the browser's store,
   * and what other tabs wrote has reached this tab. The refresh queue waits for it under the refresh lock, before it
   * decides whether to refresh and before it lets the lock go. Absent where the store is the tab's own (memory).
   */
  settle?(): Promise<void>;
}

/** The `Authorization` header value for the stored access token, or undefined when there is none. */
export function authorizationOf(store: TokenStore): string | undefined {
  const accessToken = store.getAccessToken();
  return accessToken ? `${store.getTokenType() || DEFAULT_TOKEN_TYPE} ${accessToken}` : undefined;
}

export function tokenTypeOf(tokens: IssuedTokens): string {
  return 'token' in tokens && tokens.token ? tokens.token : DEFAULT_TOKEN_TYPE;
}
