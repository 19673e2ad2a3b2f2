import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse, RefreshResponse, TokenResponse } from '@karvon/contracts';
import { REFRESH_GRACE_MS } from '../src/auth/sessions.ts';
import { loadSigningKey } from '../src/auth/signing-key.ts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const login = (payload?: unknown) =>
  server.call({
    method: 'POST',
    url: '/api/auth/login',
    ...(payload !== undefined && { payload: payload as object }),
  });
const refresh = (refresh_token: string) =>
  server.call({ method: 'PUT', url: '/api/auth/refresh_token', payload: { refresh_token } });
const currentUser = (token?: string) =>
  server.call({ method: 'GET', url: '/api/uz/auth/user', ...(token && { token }) });
const logout = (token: string) => server.call({ method: 'GET', url: '/api/uz/auth/logout', token });

describe('sign-in', () => {
  it('answers a token pair for the demo administrator', async () => {
    const response = await login(ADMIN);
    expect(response.statusCode).toBe(200);
    const tokens = response.json<TokenResponse>();
    expect(tokens.expires_in).toBe(1800);
    expect(tokens.access_token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token).not.toBe(tokens.access_token);
    expect((await currentUser(tokens.access_token)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown phone with the same 400 message', async () => {
    const wrongPassword = await login({ phone: ADMIN.phone, password: 'wrong-password' });
    const unknownPhone = await login({ phone: '998909999999', password: ADMIN.password });
    for (const response of [wrongPassword, unknownPhone]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ message: 'Неверный номер телефона или пароль' }] });
    }
  });

  it('answers 400 naming the field when the phone is not 12 digits', async () => {
    const response = await login({ phone: '99890000001', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors).toEqual([expect.objectContaining({ field: 'phone' })]);
  });

  it('answers 400 for a missing body, a non-JSON body and unexpected fields, never 500', async () => {
    const answers = [
      await login(),
      await server.call({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(ADMIN),
      }),
      await server.call({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone":',
      }),
      await login({ ...ADMIN, remember: true }),
      await login({ phone: Number(ADMIN.phone), password: ADMIN.password }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[3]?.json<ErrorResponse>().errors).toEqual([
      expect.objectContaining({ field: 'remember' }),
    ]);
  });
});

describe('a deactivated account', () => {
  it('cannot sign in, and a token it still holds stops working', async () => {
    const { access_token } = await server.login(MANAGER);
    const deactivate = (isActive: boolean) =>
      server.db.orm.update(users).set({ isActive }).where(eq(users.phone, MANAGER.phone));
    await deactivate(false);
    try {
      const refused = await login(MANAGER);
      expect(refused.statusCode).toBe(400);
      expect((await currentUser(access_token)).statusCode).toBe(401);
    } finally {
      await deactivate(true);
    }
    expect((await login(MANAGER)).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('rotates: the new pair works, in the same session, and says its type', async () => {
    const first = await server.login(ADMIN);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json<RefreshResponse>();
    expect(second.token).toBe('Bearer');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await currentUser(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('treats a spent refresh token as stolen after the grace window: 401, and the whole session ends', async () => {
    const first = await server.login(ADMIN);
    const second = (await refresh(first.refresh_token)).json<RefreshResponse>();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_GRACE_MS + 1);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json<ErrorResponse>().errors[0]?.message).toBeTruthy();
    expect((await currentUser(second.access_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a malformed body', async () => {
    expect((await refresh('never-issued')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(400);
  });

  it('keeps other sessions of the same user alive', async () => {
    const phone = await server.login(ADMIN);
    const laptop = await server.login(ADMIN);
    await refresh(phone.refresh_token);
    await refresh(phone.refresh_token);
    expect((await currentUser(laptop.access_token)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('answers 204 and revokes both the access token and the refresh token', async () => {
    const tokens = await server.login(ADMIN);
    const response = await logout(tokens.access_token);
    expect(response.statusCode).toBe(204);
    expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await logout(tokens.access_token)).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('answers 401 with errors without a token, with a malformed one and with a forged one', async () => {
    const { access_token } = await server.login(ADMIN);
    const [header, payload] = access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const answers = [
      await currentUser(),
      await currentUser('not-a-jwt'),
      await currentUser(forged),
      await server.call({
        method: 'GET',
        url: '/api/uz/auth/user',
        headers: { authorization: `Basic ${access_token}` },
      }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorResponse>().errors).toHaveLength(1);
    }
  });

  it('answers 401 for a token of a live session that has expired or is signed without a key', async () => {
    const { access_token } = await server.login(ADMIN);
    const claims = decodeJwt(access_token);
    const key = await loadSigningKey(server.db.orm, null);
    const resigned = (expiresAt: number) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expiresAt).sign(key);
    const unsigned = new UnsecuredJWT(claims).encode();

    expect((await currentUser(await resigned(Math.floor(Date.now() / 1000) + 60))).statusCode).toBe(200);
    expect((await currentUser(await resigned(Math.floor(Date.now() / 1000) - 1))).statusCode).toBe(401);
    expect((await currentUser(unsigned)).statusCode).toBe(401);
  });

  it('checks the token before validating the request: 401, not 400', async () => {
    const response = await server.call({ method: 'GET', url: '/api/uz/branch/list?page=0' });
    expect(response.statusCode).toBe(401);
  });
});
