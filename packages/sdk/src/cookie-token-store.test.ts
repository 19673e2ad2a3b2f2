// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieTokenStore, TOKEN_COOKIES } from './cookie-token-store.ts';

const NOW = new Date('2026-01-15T09:00:00Z');

function recordCookieWrites() {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie'))
    owner = Object.getPrototypeOf(owner) as object;
  const { get, set } = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      set!.call(document, value);
    },
  });
  return writes;
}

const attributesOf = (writes: string[], name: string) =>
  writes.filter((write) => write.startsWith(`${name}=`)).map((write) => write.toLowerCase());

describe('the cookie token store', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
    vi.useRealTimers();
    createCookieTokenStore().clear();
  });

  it('keeps the tokens in access_token_ser, refresh_token and token_type', () => {
    const store = createCookieTokenStore();
    store.save({ access_token: 'a1', refresh_token: 'r1', expires_in: 900, token: 'Bearer' });

    expect(store.getAccessToken()).toBe('a1');
    expect(store.getRefreshToken()).toBe('r1');
    expect(store.getTokenType()).toBe('Bearer');
    expect(document.cookie).toContain(`${TOKEN_COOKIES.accessToken}=a1`);
  });

  it('writes the lifetimes of SPEC §4 with path /, SameSite Strict and Secure on HTTPS', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const writes = recordCookieWrites();
    createCookieTokenStore().save({ access_token: 'a1', refresh_token: 'r1', expires_in: 86400 });

    const access = new Date(NOW.getTime() + 86400 * 1000).toUTCString().toLowerCase();
    const refresh = new Date(NOW.getTime() + (86400 / 259200) * 86400 * 1000).toUTCString().toLowerCase();
    for (const [name, expires] of [
      [TOKEN_COOKIES.accessToken, access],
      [TOKEN_COOKIES.refreshToken, refresh],
      [TOKEN_COOKIES.tokenType, access],
      [TOKEN_COOKIES.renewAt, refresh],
    ] as const) {
      const [write] = attributesOf(writes, name);
      expect(write).toContain(`expires=${expires}`);
      expect(write).toContain('path=/');
      expect(write).toContain('samesite=strict');
      expect(write).toContain('secure');
    }
  });

  it('keeps when to renew ahead of time, expires_in/6 after saving, for every tab to read', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    createCookieTokenStore().save({ access_token: 'a1', refresh_token: 'r1', expires_in: 1800 });

    const renewAt = NOW.getTime() + 300_000;
    expect(createCookieTokenStore().getRenewAt()).toBe(renewAt);
    expect(document.cookie).toContain(`${TOKEN_COOKIES.renewAt}=${renewAt}`);
  });

  it('is not Secure when told the page is on plain HTTP', () => {
    const writes = recordCookieWrites();
    createCookieTokenStore({ secure: false }).save({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
    });
    expect(attributesOf(writes, TOKEN_COOKIES.accessToken)[0]).not.toContain('secure');
  });

  it('forgets the refresh token and token type after a failed refresh, keeping the access token', () => {
    const store = createCookieTokenStore();
    store.save({ access_token: 'a1', refresh_token: 'r1', expires_in: 900 });
    store.clearRefresh();

    expect(store.getAccessToken()).toBe('a1');
    expect(store.getRefreshToken()).toBeUndefined();
    expect(store.getTokenType()).toBeUndefined();
    expect(store.getRenewAt()).toBeUndefined();
  });

  it('forgets everything on logout', () => {
    const store = createCookieTokenStore();
    store.save({ access_token: 'a1', refresh_token: 'r1', expires_in: 900 });
    store.clear();

    expect(store.getAccessToken()).toBeUndefined();
    expect(store.getRefreshToken()).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  it('settles once the browser cookie store holds what the tab reads', async () => {
    const browser = laggingCookieStore(2);
    const store = createCookieTokenStore({ cookieStore: browser });
    store.save({ access_token: 'a1', refresh_token: 'r1', expires_in: 900 });

    await store.settle!();

    // Two reads still see the cookies from before the save; the third sees them and ends the wait.
    expect(browser.reads).toBe(3);
  });

  it('has nothing to settle without the Cookie Store API', () => {
    vi.stubGlobal('CookieStore', undefined);
    try {
      expect(createCookieTokenStore().settle).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("reads the browser's cookie store only when it settles, not when it is made", async () => {
    const browser = laggingCookieStore(0);
    const read = vi.fn(() => browser);
    const original = Object.getOwnPropertyDescriptor(globalThis, 'cookieStore');
    vi.stubGlobal('CookieStore', function CookieStore() {});
    Object.defineProperty(globalThis, 'cookieStore', { get: read, configurable: true });
    try {
      const store = createCookieTokenStore();
      expect(read).not.toHaveBeenCalled();
      await store.settle!();
      expect(read).toHaveBeenCalled();
      expect(browser.reads).toBe(1);
    } finally {
      if (original) Object.defineProperty(globalThis, 'cookieStore', original);
      else delete (globalThis as { cookieStore?: unknown }).cookieStore;
      vi.unstubAllGlobals();
    }
  });

  it('settles at once where the interface is there but the store is not', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'cookieStore');
    vi.stubGlobal('CookieStore', function CookieStore() {});
    Object.defineProperty(globalThis, 'cookieStore', { value: undefined, configurable: true });
    try {
      await expect(createCookieTokenStore().settle!()).resolves.toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, 'cookieStore', original);
      else delete (globalThis as { cookieStore?: unknown }).cookieStore;
      vi.unstubAllGlobals();
    }
  });
});

/** A Cookie Store API that answers with the cookies of before for its first `lag` reads, as a slow browser store. */
function laggingCookieStore(lag: number) {
  const before = document.cookie;
  return {
    reads: 0,
    getAll() {
      this.reads += 1;
      const cookie = this.reads <= lag ? before : document.cookie;
      const pairs = cookie.split('; ').filter(Boolean);
      return Promise.resolve(
        pairs.map((pair) => ({
          name: pair.slice(0, pair.indexOf('=')),
          value: pair.slice(pair.indexOf('=') + 1),
        })),
      );
    },
  };
}
