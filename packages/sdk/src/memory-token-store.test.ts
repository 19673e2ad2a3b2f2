import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from './memory-token-store.ts';
import { authorizationOf } from './token-store.ts';

describe('the memory token store', () => {
  it('keeps what sign-in answers, with the default token type', () => {
    const store = createMemoryTokenStore();
    store.save({ access_token: 'a1', refresh_token: 'r1', expires_in: 900 });

    expect(store.getAccessToken()).toBe('a1');
    expect(store.getRefreshToken()).toBe('r1');
    expect(store.getTokenType()).toBe('Bearer');
    expect(authorizationOf(store)).toBe('Bearer a1');
  });

  it('keeps when to renew ahead of time: expires_in/6 after saving', () => {
    const before = Date.now();
    const store = createMemoryTokenStore();
    store.save({ access_token: 'a1', refresh_token: 'r1', expires_in: 1800 });

    expect(store.getRenewAt()).toBeGreaterThanOrEqual(before + 300_000);
    expect(store.getRenewAt()).toBeLessThanOrEqual(Date.now() + 300_000);
  });

  it('keeps the token type a refresh answers', () => {
    const store = createMemoryTokenStore();
    store.save({ access_token: 'a2', refresh_token: 'r2', expires_in: 900, token: 'Bearer' });
    expect(store.getTokenType()).toBe('Bearer');
  });

  it('forgets the refresh token and token type, keeping the access token', () => {
    const store = createMemoryTokenStore({
      accessToken: 'a',
      refreshToken: 'r',
      tokenType: 'Bearer',
      renewAt: 1,
    });
    store.clearRefresh();
    expect(store.getRenewAt()).toBeUndefined();

    expect(store.getAccessToken()).toBe('a');
    expect(store.getRefreshToken()).toBeUndefined();
    expect(store.getTokenType()).toBeUndefined();
    expect(authorizationOf(store)).toBe('Bearer a');
  });

  it('forgets everything', () => {
    const store = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' });
    store.clear();

    expect([store.getAccessToken(), store.getRefreshToken(), store.getTokenType()]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(authorizationOf(store)).toBeUndefined();
  });
});
