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

/** The part of the Cookie Store API `settle` reads with. */
export interface BrowserCookieStore {
  getAll(): Promise<{ name: string; value: string }[]>;
}

export interface CookieTokenStoreOptions {
  /** Send the cookies over HTTPS only; defaults to whether the page itself is on HTTPS. */
  secure?: boolean;
  /** The browser's cookie store (`cookieStore`, in secure contexts); without one `settle` is absent. */
  cookieStore?: BrowserCookieStore;
}

const SETTLE_TRIES = 50;
const SETTLE_PAUSE_MS = 10;

/**
 * `document.cookie` answers from the tab, the Cookie Store API from the browser's cookie store. Chromium sends a
 * `document.cookie` write to that store asynchronously and tells other tabs of it later still, so a tab that takes
 * the refresh lock right after another wrote the new tokens can read the old ones and refresh again. Waiting until
 * both agree (briefly: then the tab goes on as before) closes that gap on both sides of the lock.
 */
async function settleCookies(cookieStore: BrowserCookieStore, read: (name: string) => string | undefined) {
  const names = Object.values(TOKEN_COOKIES);
  for (let tries = 1; ; tries += 1) {
    const stored = new Map((await cookieStore.getAll()).map(({ name, value }) => [name, value]));
    const agree = names.every((name) => {
      const value = stored.get(name);
      return (value === undefined ? undefined : decodeURIComponent(value)) === read(name);
    });
    if (agree || tries === SETTLE_TRIES) return;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_PAUSE_MS));
  }
}

/**
 * The browser's cookie store, read when first needed: reading `cookieStore` makes the browser build it, which took
 * several milliseconds of the entry's evaluation as a page started. Its interface tells whether there is one.
 */
const browserCookieStore = (): (() => BrowserCookieStore | undefined) | undefined =>
  typeof (globalThis as { CookieStore?: unknown }).CookieStore === 'function'
    ? () => (globalThis as { cookieStore?: BrowserCookieStore }).cookieStore
    : undefined;

/** The browser's token store: cookies with the lifetimes of SPEC §4. The only SDK module that touches the DOM. */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const secure = options.secure ?? globalThis.location?.protocol === 'https:';
  const cookies = Cookies.withAttributes({ path: '/', sameSite: 'Strict', secure });
  const given = options.cookieStore;
  const cookieStore = given ? () => given : browserCookieStore();

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
    settle:
      cookieStore &&
      (async () => {
        const store = cookieStore();
        if (store) await settleCookies(store, (name) => cookies.get(name));
      }),
  };
}
