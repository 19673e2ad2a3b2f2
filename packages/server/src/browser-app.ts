import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, messages } from './http-errors.ts';

const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

/** react-hot-toast injects a <style> element, hence 'unsafe-inline' for styles only; scripts stay strict. */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
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
    await app.register(fastifyStatic, { root: appDist, cacheControl: false, setHeaders: setCacheHeaders });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !hasFileExtension(request.url);
    if (served && isPageRequest) return reply.sendFile('index.html');
    throw new HttpError(404, messages.notFound);
  });
}
