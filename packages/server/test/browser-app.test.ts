import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

const INDEX = '<!doctype html><title>Karvon</title><div id="root"></div>';
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'karvon-app-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-Bx9k2LmQ.js'), 'console.log("karvon")');
  await writeFile(join(dist, 'assets', 'index-Bx9k2LmQ.js.br'), brotliCompressSync('console.log("karvon")'));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ appDist: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

/** The pages besides the applications list whose skeleton the app prerenders (its `skeletonPaths`). */
const SKELETONS = [
  'freeze_application',
  'order_attachment',
  'reestr',
  'kdreestr',
  'cargo',
  'unknown',
  'wating_time',
];
/** The records' skeletons, one per route for any id: the path asked for, and the file's name. */
const RECORD_SKELETONS = [
  ['/del_application/24226', 'del_application-id'],
  ['/freeze_application/7', 'freeze_application-id'],
  ['/reestr/item/61', 'reestr-item-id'],
  ['/kdreestr/item/11', 'kdreestr-item-id'],
  ['/cargo/item/15', 'cargo-item-id'],
  ['/cargo/add', 'cargo-add'],
  ['/cargo/add/15', 'cargo-add-id'],
] as const;

describe('the prerendered sign-in page', () => {
  let prerendered: string;
  let withSignIn: TestServer;
  const page = (locale: string, theme: string) =>
    `<!doctype html><html lang="${locale}" data-theme="${theme}">`;
  beforeAll(async () => {
    prerendered = await mkdtemp(join(tmpdir(), 'karvon-app-dist-'));
    await mkdir(join(prerendered, 'prerendered'));
    await writeFile(join(prerendered, 'index.html'), INDEX);
    for (const locale of ['ru', 'uz', 'uz-Cyrl'])
      for (const theme of ['light', 'dark'])
        for (const name of [
          'auth-login',
          'del_application',
          ...SKELETONS,
          ...RECORD_SKELETONS.map(([, file]) => file),
        ])
          await writeFile(
            join(prerendered, 'prerendered', `${name}.${locale}.${theme}.html`),
            `${page(locale, theme)}${name}`,
          );
    withSignIn = await startTestServer({ appDist: prerendered });
  });
  afterAll(async () => {
    await withSignIn.close();
    await rm(prerendered, { recursive: true, force: true });
  });
  const signIn = (cookie?: string, url = '/auth/login') =>
    withSignIn.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

  it('is sent for /auth/login in the saved language and theme, varying by cookie and never cached', async () => {
    const plain = await signIn(undefined, '/auth/login?next=%2Fdel_application');
    expect(plain.body).toBe(`${page('ru', 'light')}auth-login`);
    expect(plain.headers.vary).toContain('Cookie');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect((await signIn('other=1; karvon.locale=uz-Cyrl; karvon.theme=dark')).body).toBe(
      `${page('uz-Cyrl', 'dark')}auth-login`,
    );
    expect((await signIn('karvon.theme=dark; karvon.locale=uz')).body).toBe(
      `${page('uz', 'dark')}auth-login`,
    );
  });

  it("sends the applications list's skeleton only to a browser that holds a session", async () => {
    expect((await signIn(undefined, '/del_application')).body).toBe(INDEX);
    expect((await signIn('karvon.locale=uz', '/del_application')).body).toBe(INDEX);
    const skeleton = await signIn('access_token_ser=abc; karvon.locale=uz', '/del_application?status=new');
    expect(skeleton.body).toBe(`${page('uz', 'light')}del_application`);
    expect(skeleton.headers.vary).toContain('Cookie');
    expect(skeleton.headers['cache-control']).toBe('no-cache');
    // An expired access token is gone from the cookies; the refresh token still opens the session.
    expect((await signIn('refresh_token=def; karvon.theme=dark', '/del_application')).body).toBe(
      `${page('ru', 'dark')}del_application`,
    );
  });

  it('gives a page no validators, so a cached variant of another language is never confirmed', async () => {
    // The variants are written in the same second, and two of them can have the same size (a weak ETag is size
    // and time): seen when the Cyrillic page came back Russian after the language cookie changed.
    const answer = await signIn('karvon.locale=uz');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['last-modified']).toBeUndefined();
    const conditional = await withSignIn.app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: {
        cookie: 'karvon.locale=uz-Cyrl',
        'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString(),
      },
    });
    expect(conditional.statusCode).toBe(200);
    expect(conditional.body).toBe(`${page('uz-Cyrl', 'light')}auth-login`);
  });

  it('sends the other lists and order attachment their skeletons too, with a session only', async () => {
    for (const name of SKELETONS) {
      expect((await signIn(undefined, `/${name}`)).body).toBe(INDEX);
      expect((await signIn('access_token_ser=abc; karvon.locale=uz-Cyrl', `/${name}?page=2`)).body).toBe(
        `${page('uz-Cyrl', 'light')}${name}`,
      );
    }
  });

  it("sends a record's skeleton for any numeric id, with a session only, and nothing for other paths", async () => {
    for (const [path, name] of RECORD_SKELETONS) {
      expect((await signIn(undefined, path)).body, path).toBe(INDEX);
      expect((await signIn('refresh_token=def; karvon.locale=uz', `${path}?tab=2`)).body, path).toBe(
        `${page('uz', 'light')}${name}`,
      );
    }
    // The step screen shares the applications' prefix; a word, a sign or a creation form is not a record.
    for (const path of [
      '/del_application/step',
      '/del_application/abc',
      '/del_application/5/x',
      '/del_application/-5',
      '/reestr/item',
      '/reestr/item/',
      '/cargo/add/new',
    ])
      expect((await signIn('access_token_ser=abc', path)).body, path).toBe(INDEX);
  });

  it('falls back to Russian and light for values it does not know, and to index.html elsewhere', async () => {
    expect((await signIn('karvon.locale=../../secret; karvon.theme=%2e%2e')).body).toBe(
      `${page('ru', 'light')}auth-login`,
    );
    expect((await signIn(undefined, '/welcome')).body).toBe(INDEX);
    expect((await signIn(undefined, '/auth/login/extra')).body).toBe(INDEX);
  });
});

describe('serving the built app', () => {
  it('answers index.html for / and for any app route, never cached', async () => {
    for (const url of ['/', '/welcome', '/auth/login?next=%2Fusers%2F5', '/settings/branch/edit/3']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the compressed copy the build wrote when the browser takes it, the plain file otherwise', async () => {
    const url = '/assets/index-Bx9k2LmQ.js';
    const compressed = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("karvon")');
    const plain = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("karvon")');
  });

  it('caches content-hashed assets for a year and other files not at all', async () => {
    const asset = await get('/assets/index-Bx9k2LmQ.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const { headers } = await get('/welcome');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers 404 for missing files, other methods and unknown API paths', async () => {
    expect((await get('/assets/missing-abc.js')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/welcome' })).statusCode).toBe(404);
    const api = await server.call({ method: 'GET', url: '/api/uz/nope' });
    expect(api.statusCode).toBe(404);
  });
});

it('still serves the API when the app has not been built, and says so in the log', async () => {
  const apiOnly = await startTestServer({ appDist: join(dist, 'not-built') });
  try {
    expect((await apiOnly.app.inject({ method: 'GET', url: '/welcome' })).statusCode).toBe(404);
    expect((await apiOnly.call({ method: 'GET', url: '/api/uz/auth/user' })).statusCode).toBe(401);
    expect(apiOnly.logs.join('')).toContain('serving the API only');
  } finally {
    await apiOnly.close();
  }
});
