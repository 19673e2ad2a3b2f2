import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@karvon/contracts';
import { products } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let admin: TokenResponse;
let manager: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(ADMIN);
  manager = (await server.login(MANAGER)).access_token;
});
afterAll(() => server.close());

/** What every API answer carries, whoever refused it (the guard, validation, a handler, the rate limiter). */
function expectProtectiveHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['cache-control'], what).toMatch(/\bno-store\b/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

describe('API answers are never cached and always carry the security headers', () => {
  it.each([
    ['sign-in', { method: 'POST', url: '/api/auth/login', payload: ADMIN }, 200],
    [
      'a wrong password',
      { method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, password: 'x'.repeat(12) } },
      400,
    ],
    ['no token', { method: 'GET', url: '/api/uz/auth/user' }, 401],
    ['a token that is not one', { method: 'GET', url: '/api/uz/auth/user', token: 'not-a-token' }, 401],
    ['no permission', { method: 'GET', url: '/api/uz/analytic/sales', token: 'manager' }, 403],
    ['a malformed query', { method: 'GET', url: '/api/uz/application/list?page=0', token: 'admin' }, 400],
    ['a missing record', { method: 'GET', url: '/api/uz/application/999999', token: 'admin' }, 404],
    ['an unknown API path', { method: 'GET', url: '/api/uz/nothing-here', token: 'admin' }, 404],
    ['an address that does not decode', { method: 'GET', url: '/api/uz/role/%zz', token: 'admin' }, 400],
    ['a list', { method: 'GET', url: '/api/uz/branch/list', token: 'admin' }, 200],
  ] as const)('%s', async (what, request, status) => {
    const tokens: Record<string, string> = { admin: admin.access_token, manager };
    const token = 'token' in request ? (tokens[request.token] ?? request.token) : undefined;
    const response = await server.app.inject({
      ...request,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode, what).toBe(status);
    expectProtectiveHeaders(response.headers, what);
  });

  it('the token answers of refresh too', async () => {
    const fresh = await server.login(ADMIN);
    const response = await server.call({
      method: 'PUT',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: fresh.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expectProtectiveHeaders(response.headers, 'refresh');
  });

  it('the maintenance answer too', async () => {
    const closed = await startTestServer({ maintenanceRetryAfterSeconds: 600 });
    try {
      const response = await closed.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(response.statusCode).toBe(503);
      expectProtectiveHeaders(response.headers, 'maintenance');
    } finally {
      await closed.close();
    }
  });
});

describe('addresses in answers do not come from the request’s Host header', () => {
  // On DATABASE_URL the maintenance test's second server emptied and reseeded the database: sign in again.
  beforeAll(async () => {
    admin = await server.login(ADMIN);
  });

  const boundary = 'karvon-host-test';
  const upload = (url: string, field: string, filename: string, type: string, content: Buffer) =>
    server.call({
      method: 'POST',
      url,
      token: admin.access_token,
      headers: { host: 'evil.example', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });

  it('application files are addressed by their path', async () => {
    const uploaded = await upload(
      '/api/uz/application/1/file',
      'files',
      'waybill.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [file] = uploaded.json<{ data: { id: number; url: string }[] }>().data;
    expect(file!.url).toBe(`/api/uz/application/1/file/${file!.id}`);
    const read = await server.call({
      method: 'GET',
      url: '/api/uz/application/1',
      token: admin.access_token,
      headers: { host: 'evil.example' },
    });
    expect(read.body).not.toContain('evil.example');
  });

  it('product pictures are addressed by their path', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const uploaded = await upload('/api/uz/product/1/image', 'image', 'pixel.png', 'image/png', png);
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    expect(uploaded.json<{ data: { image_url: string } }>().data.image_url).toMatch(
      /^\/api\/uz\/product\/1\/image\/\d+$/,
    );
  });

  it('pictures stored with an origin before are paths after migration 0010; outside addresses stay', async () => {
    const set = (id: number, imageUrl: string) =>
      server.db.orm.update(products).set({ imageUrl }).where(eq(products.id, id));
    await set(1, 'http://evil.example/api/uz/product/1/image/7');
    await set(2, 'https://cdn.karvon.uz/products/2.webp');
    const migration = await readFile(
      new URL('../drizzle/0010_product-image-paths.sql', import.meta.url),
      'utf8',
    );
    await server.db.orm.execute(sql.raw(migration));
    const stored = await server.db.orm
      .select({ id: products.id, imageUrl: products.imageUrl })
      .from(products);
    expect(stored.find((p) => p.id === 1)?.imageUrl).toBe('/api/uz/product/1/image/7');
    expect(stored.find((p) => p.id === 2)?.imageUrl).toBe('https://cdn.karvon.uz/products/2.webp');
  });
});

describe('behind a proxy that ends TLS (TRUST_PROXY)', () => {
  const deviceCookieOf = (headers: Record<string, unknown>) =>
    [headers['set-cookie']].flat().find((line) => String(line).startsWith('karvon_device='));
  const signInOverHttps = (app: TestServer['app']) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: ADMIN,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });

  it('believes the proxy about https only when told to trust it', async () => {
    expect(String(deviceCookieOf((await signInOverHttps(server.app)).headers))).not.toContain('Secure');
    const proxied = await startTestServer({ trustProxy: true });
    try {
      expect(String(deviceCookieOf((await signInOverHttps(proxied.app)).headers))).toContain('; Secure');
    } finally {
      await proxied.close();
    }
  });
});
