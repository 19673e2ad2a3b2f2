import Cookies from 'js-cookie';
import { accessCookieDays, refreshCookieDays, renewAheadMs } from './token-lifetimes.ts';
import { tokenTypeOf, type IssuedTokens, type TokenStore } from './token-store.ts';

/** Cookie names of the browser session (SPEC §7, §9: the access token lives in `access_token_ser`). */
export const TOKEN_COOKIES = {
  accessToken: 'access_token_ser',
  refreshToken: 'refresh_token',
  tokenType: 'token_type',
  /** Not a secret: when the tokens are due to be renewed ahead of time (ms since the epoch), shared by every tab. */
  renewAt: 'token_renew_at',
} as const;

export interface CookieTokenStoreOptions {
  /** Send the cookies over HTTPS only; defaults to whether the page itself is on HTTPS. */
  secure?: boolean;
}

/** The browser's token store: cookies with the lifetimes of SPEC §4. The only SDK module that touches the DOM. */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const secure = options.secure ?? globalThis.location?.protocol === 'https:';
  const cookies = Cookies.withAttributes({ path: '/', sameSite: 'Strict', secure });

  return {
    getAccessToken: () => cookies.get(TOKEN_COOKIES.accessToken),
    getRefreshToken: () => cookies.get(TOKEN_COOKIES.refreshToken),
    getTokenType: () => cookies.get(TOKEN_COOKIES.tokenType),
    getRenewAt: () => Number(cookies.get(TOKEN_COOKIES.renewAt)) || undefined,
    save(tokens: IssuedTokens) {
      const accessDays = accessCookieDays(tokens.expires_in);
      const refreshDays = refreshCookieDays(tokens.expires_in);
      cookies.set(TOKEN_COOKIES.accessToken, tokens.access_token, { expires: accessDays });
      cookies.set(TOKEN_COOKIES.refreshToken, tokens.refresh_token, { expires: refreshDays });
      // Renewing ahead needs the refresh token, so the time to do it lives as long as the refresh token does.
      cookies.set(TOKEN_COOKIES.renewAt, String(Date.now() + renewAheadMs(tokens.expires_in)), {
        expires: refreshDays,
      });
      // The type qualifies the access token, so it lives as long as the access token does.
      cookies.set(TOKEN_COOKIES.tokenType, tokenTypeOf(tokens), { expires: accessDays });
    },
    clearRefresh() {
      cookies.remove(TOKEN_COOKIES.refreshToken);
      cookies.remove(TOKEN_COOKIES.tokenType);
      cookies.remove(TOKEN_COOKIES.renewAt);
    },
    clear() {
      for (const name of Object.values(TOKEN_COOKIES)) cookies.remove(name);
    },
  };
}
