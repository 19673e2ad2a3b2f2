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

const SIGN_IN_PATH = '/auth/login';
const PRERENDERED_LOCALES = ['ru', 'uz', 'uz-Cyrl'];
const PRERENDERED_THEMES = ['light', 'dark'];

/** A preference cookie the app writes beside localStorage ('karvon.locale=uz'); only known values count. */
function preference(request: FastifyRequest, name: string, known: string[]): string {
  const cookies = request.headers.cookie ?? '';
  const value = cookies
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  return value !== undefined && known.includes(value) ? value : known[0]!;
}

/**
 * The sign-in page rendered at build time (the app's scripts/prerender.mjs) in the visitor's saved language and
 * theme, so it paints before the scripts arrive; null when the build has none (then index.html, drawn by script).
 */
function prerenderedSignIn(appDist: string, request: FastifyRequest): string | null {
  if (request.url.split('?')[0] !== SIGN_IN_PATH) return null;
  const locale = preference(request, 'karvon.locale', PRERENDERED_LOCALES);
  const theme = preference(request, 'karvon.theme', PRERENDERED_THEMES);
  const file = join('prerendered', `auth-login.${locale}.${theme}.html`);
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
      const signIn = prerenderedSignIn(appDist, request);
      // The answer depends on the preference cookies: shared caches must not give one visitor's to another.
      if (signIn !== null) return reply.header('vary', 'Cookie').sendFile(signIn);
      return reply.sendFile('index.html');
    }
    throw new HttpError(404, messages.notFound);
  });
}
