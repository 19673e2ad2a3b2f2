import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ maintenanceRetryAfterSeconds: 600 });
});
afterAll(() => server.close());

it('answers every API call 503 with Retry-After while closed for maintenance', async () => {
  for (const [method, url, payload] of [
    ['POST', '/api/auth/login', ADMIN],
    ['GET', '/api/uz/auth/user', undefined],
    ['GET', '/api/uz/application/list', undefined],
  ] as const) {
    const response = await server.call({ method, url, ...(payload && { payload }) });
    expect(response.statusCode, url).toBe(503);
    expect(response.headers['retry-after']).toBe('600');
    expect(response.json()).toEqual({ errors: [{ message: 'Этот сайт временно не работает' }] });
  }
});

it('is switched on by MAINTENANCE_RETRY_AFTER_SECONDS and off without it', () => {
  expect(readConfig({ MAINTENANCE_RETRY_AFTER_SECONDS: '120' }).server.maintenanceRetryAfterSeconds).toBe(
    120,
  );
  expect(readConfig({}).server.maintenanceRetryAfterSeconds).toBeNull();
  expect(() => readConfig({ MAINTENANCE_RETRY_AFTER_SECONDS: 'soon' })).toThrow(
    /MAINTENANCE_RETRY_AFTER_SECONDS/,
  );
});
