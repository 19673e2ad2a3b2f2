import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ authRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => server.close());

it('answers 429 with the SPEC message once a client exceeds the sign-in limit', async () => {
  const attempt = () =>
    server.call({ method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, password: 'guess' } });
  for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ errors: [{ message: 'Вы посылаете слишком много запросов' }] });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
});

it('limits token refresh too, and leaves other endpoints alone', async () => {
  const refresh = () =>
    server.call({ method: 'PUT', url: '/api/auth/refresh_token', payload: { refresh_token: 'guess' } });
  for (let i = 0; i < 3; i += 1) expect((await refresh()).statusCode).toBe(401);
  expect((await refresh()).statusCode).toBe(429);
  for (let i = 0; i < 5; i += 1)
    expect((await server.call({ method: 'GET', url: '/api/uz/auth/user' })).statusCode).toBe(401);
});
