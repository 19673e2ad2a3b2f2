import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, messages } from './http-errors.ts';

const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

/**
 * react-hot-toast injects a <style> element, hence 'unsafe-inline' for styles only; scripts stay strict. Pictures
 * behind a token (attachments, product images) are fetched and shown from `blob:` object URLs.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    frameguard: { action: 'deny' },
  });
}

/** Vite puts content-hashed files under assets/: they never change, everything else must be revalidated. */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const hashed = path.includes(`${sep}assets${sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const hasFileExtension = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

const PRERENDERED_LOCALES = ['ru', 'uz', 'uz-Cyrl'];
const PRERENDERED_THEMES = ['light', 'dark'];
/** The SDK's session cookies (packages/sdk/src/cookie-token-store.ts). */
const SESSION_COOKIES = ['access_token_ser', 'refresh_token'];

/** The cookies of a request, by name. */
function cookiesOf(request: FastifyRequest): Map<string, string> {
  const pairs = (request.headers.cookie ?? '').split(/;\s*/).filter((pair) => pair.includes('='));
  return new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** A preference cookie the app writes beside localStorage ('karvon.locale=uz'); only known values count. */
function preference(cookies: Map<string, string>, name: string, known: string[]): string {
  const value = cookies.get(name);
  return value !== undefined && known.includes(value) ? value : known[0]!;
}

/**
 * The app's `skeletonPaths` (its scripts/prerender.mjs), `:id` standing for a numeric id: the lists and order
 * attachment, and a record opened from them, whose one skeleton serves any id. Each is in
 * `prerendered/<path, / as ->.<locale>.<theme>.html`, `:id` as `id` (the app's `skeletonName`).
 */
const SKELETON_PATHS = [
  'del_application',
  'freeze_application',
  'order_attachment',
  'reestr',
  'kdreestr',
  'cargo',
  'unknown',
  'wating_time',
  'del_application/:id',
  'freeze_application/:id',
  'reestr/item/:id',
  'kdreestr/item/:id',
  'cargo/item/:id',
  'cargo/add',
  'cargo/add/:id',
];

/**
 * Pages rendered at build time, by path: the sign-in page for everyone, the skeletons (no data in them) for a
 * browser that holds a session, which the app then checks.
 */
const PRERENDERED_PAGES: ReadonlyArray<{ path: RegExp; name: string; needsSession: boolean }> = [
  { path: /^\/auth\/login$/, name: 'auth-login', needsSession: false },
  ...SKELETON_PATHS.map((path) => ({
    path: new RegExp(`^/${path.replace(':id', '\\d+')}$`),
    name: path.replace(':id', 'id').replaceAll('/', '-'),
    needsSession: true,
  })),
];

/**
 * The page rendered at build time for this request, in the visitor's saved language and theme, so it paints
 * before the scripts arrive; null when there is none (then index.html, drawn by script).
 */
function prerenderedPage(appDist: string, request: FastifyRequest): string | null {
  const path = request.url.split('?')[0]!;
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path.test(path));
  if (!page) return null;
  const cookies = cookiesOf(request);
  if (page.needsSession && !SESSION_COOKIES.some((name) => cookies.has(name))) return null;
  const locale = preference(cookies, 'karvon.locale', PRERENDERED_LOCALES);
  const theme = preference(cookies, 'karvon.theme', PRERENDERED_THEMES);
  const file = join('prerendered', `${page.name}.${locale}.${theme}.html`);
  return existsSync(join(appDist, file)) ? file : null;
}

/**
 * Serves the built app beside the API. Any other GET that names no file answers index.html, so the
 * app's own routes (/welcome, /auth/login, …) survive a reload; unknown API paths and missing files get 404.
 */
export async function registerBrowserApp(app: FastifyInstance, appDist: string | null): Promise<void> {
  const served = appDist !== null && existsSync(join(appDist, 'index.html'));
  if (appDist !== null && !served) {
    app.log.warn(
      `No built app in ${appDist}: serving the API only (build it with "npm run build -w @karvon/app")`,
    );
  }
  if (served) {
    // The app's build writes .br and .gz beside each text file (packages/app/scripts/precompress.mjs).
    await app.register(fastifyStatic, {
      root: appDist,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      preCompressed: true,
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !hasFileExtension(request.url);
    if (served && isPageRequest) {
      // The answer depends on the cookies: shared caches must not give one visitor's to another. No validators
      // either: the variants of a page are written in the same second and two can have the same size, so an ETag
      // or Last-Modified of one would confirm a cached other (a changed language answered 304, the old one shown).
      reply.header('vary', 'Cookie');
      return reply.sendFile(prerenderedPage(appDist, request) ?? 'index.html', {
        etag: false,
        lastModified: false,
      });
    }
    throw new HttpError(404, messages.notFound);
  });
}
