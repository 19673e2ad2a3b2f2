import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshResponse, TokenResponse } from '@karvon/contracts';
import { hashRefreshToken } from '../src/auth/tokens.ts';
import { refreshTokens } from '../src/db/schema.ts';
import { ADMIN, fakeClockStart, startTestServer, type TestServer } from './helpers/server.ts';

/*
 * Access tokens live 30 minutes; a session ends 30 minutes after its last refresh (idle) and 12 hours after sign-in
 * (absolute), and no token outlives it; a refresh token spent less than 10 s ago answers the same pair again.
 * Only Date is faked: the server reads the time from it, the database is not asked.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const T0 = fakeClockStart();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());
/** The clock this many seconds after T0. */
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);

const refresh = (refresh_token: string) =>
  server.call({ method: 'PUT', url: '/api/auth/refresh_token', payload: { refresh_token } });
async function refreshed(refreshToken: string): Promise<RefreshResponse> {
  const response = await refresh(refreshToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RefreshResponse>();
}
const me = async (token: string) =>
  (await server.call({ method: 'GET', url: '/api/uz/auth/user', token })).statusCode;
async function refreshExpiry(token: string): Promise<number | undefined> {
  const [row] = await server.db.orm
    .select({ expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row?.expiresAt.getTime();
}

describe('lifetimes', () => {
  it('an access token lives 30 minutes, a refresh token 30 minutes from its issue', async () => {
    const tokens: TokenResponse = await server.login(ADMIN);
    expect(tokens.expires_in).toBe(1800);
    const { iat, exp } = decodeJwt(tokens.access_token);
    expect(exp! - iat!).toBe(1800);
    expect(await refreshExpiry(tokens.refresh_token)).toBe(T0 + 1800 * 1000);
    at(1799);
    expect(await me(tokens.access_token)).toBe(200);
    at(1800);
    expect(await me(tokens.access_token)).toBe(401);
  });

  it('ends a session whose tokens are not refreshed for 30 minutes', async () => {
    const first = await server.login(ADMIN);
    at(1799);
    const second = await refreshed(first.refresh_token);
    at(1799 + 1799);
    const third = await refreshed(second.refresh_token);
    at(1799 + 1799 + 1800);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
  });

  it('ends 12 hours after sign-in however often refreshed, and cuts the last tokens to that end', async () => {
    let tokens: TokenResponse = await server.login(ADMIN);
    let now = 0;
    while (now + 1500 < 12 * 3600) {
      now += 1500;
      at(now);
      tokens = await refreshed(tokens.refresh_token);
    }
    expect(now).toBe(42_000);
    expect(tokens.expires_in).toBe(1200);
    expect(decodeJwt(tokens.access_token).exp).toBe(T0 / 1000 + 43_200);
    expect(await refreshExpiry(tokens.refresh_token)).toBe(T0 + 43_200 * 1000);

    at(43_199);
    const last = await refreshed(tokens.refresh_token);
    expect(last.expires_in).toBe(1);
    expect(await me(last.access_token)).toBe(200);
    at(43_200);
    expect(await me(last.access_token)).toBe(401);
    expect((await refresh(last.refresh_token)).statusCode).toBe(401);
  });
});

describe('the refresh grace window', () => {
  const pairOf = ({ access_token, refresh_token }: RefreshResponse) => ({ access_token, refresh_token });

  it('answers a duplicate within 10 s with the same pair; after that, reuse ends the session', async () => {
    const first = await server.login(ADMIN);
    at(60);
    const winner = await refreshed(first.refresh_token);
    at(69);
    const duplicate = await refreshed(first.refresh_token);
    expect(pairOf(duplicate)).toEqual(pairOf(winner));
    expect(duplicate.expires_in).toBe(1791);
    expect(await me(duplicate.access_token)).toBe(200);

    at(71);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect(await me(winner.access_token)).toBe(401);
    expect((await refresh(winner.refresh_token)).statusCode).toBe(401);
  });

  it('answers nothing for a duplicate once the session was signed out', async () => {
    const first = await server.login(ADMIN);
    const winner = await refreshed(first.refresh_token);
    const logout = await server.call({
      method: 'GET',
      url: '/api/uz/auth/logout',
      token: winner.access_token,
    });
    expect(logout.statusCode).toBe(204);
    at(5);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('gives two truly concurrent refreshes with one token the same pair, and the session goes on', async () => {
    const first = await server.login(ADMIN);
    at(30);
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, other] = answers.map((answer) => pairOf(answer.json<RefreshResponse>()));
    expect(one).toEqual(other);
    expect(await me(one!.access_token)).toBe(200);
    at(60);
    expect(await me((await refreshed(one!.refresh_token)).access_token)).toBe(200);
  });
});
