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

  it('keeps the token type a refresh answers', () => {
    const store = createMemoryTokenStore();
    store.save({ access_token: 'a2', refresh_token: 'r2', expires_in: 900, token: 'Bearer' });
    expect(store.getTokenType()).toBe('Bearer');
  });

  it('forgets the refresh token and token type, keeping the access token', () => {
    const store = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' });
    store.clearRefresh();

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
