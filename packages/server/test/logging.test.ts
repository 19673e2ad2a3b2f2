import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RefreshResponse } from '@karvon/contracts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('never writes a password, a token or the Authorization header to the log, even at trace level', async () => {
  const admin = await server.login(ADMIN);
  const manager = await server.login(MANAGER);
  await server.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: ADMIN.phone, password: 'not-the-password' },
  });
  await server.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: '123', password: 'short-phone-secret' },
  });
  const refreshed = (
    await server.call({
      method: 'PUT',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: admin.refresh_token },
    })
  ).json<RefreshResponse>();
  await server.call({
    method: 'PUT',
    url: '/api/auth/refresh_token',
    payload: { refresh_token: admin.refresh_token },
  });
  await server.call({ method: 'GET', url: '/api/uz/auth/user', token: manager.access_token });
  await server.call({ method: 'GET', url: '/api/uz/branch/list?page=x', token: manager.access_token });
  await server.call({ method: 'GET', url: '/api/uz/auth/logout', token: manager.access_token });
  await server.call({ method: 'GET', url: '/api/uz/auth/user', token: 'made-up-bearer-value' });

  const log = server.logs.join('');
  expect(server.logs.length).toBeGreaterThan(20);
  const secrets = [
    ADMIN.password,
    MANAGER.password,
    'not-the-password',
    'short-phone-secret',
    'made-up-bearer-value',
    admin.access_token,
    admin.refresh_token,
    manager.access_token,
    manager.refresh_token,
    refreshed.access_token,
    refreshed.refresh_token,
  ];
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log.toLowerCase()).not.toContain('authorization');
});
