import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBodyParser, type FastifyInstance, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { createGuard } from './auth/guard.ts';
import { createSessions } from './auth/sessions.ts';
import { loadSigningKey } from './auth/signing-key.ts';
import { registerBrowserApp, registerSecurityHeaders } from './browser-app.ts';
import { defaultServerConfig, type ServerConfig } from './config.ts';
import { loadContract, operationPermissions, optionalBodies, type OperationId } from './contract.ts';
import type { Database } from './db/database.ts';
import { handleError, handleFrameworkError } from './error-handler.ts';
import { HttpError, messages } from './http-errors.ts';
import { loggerOptions, type LogOptions } from './logging.ts';
import { MAX_FILE_BYTES, MAX_FILES_PER_APPLICATION } from './routes/applications.ts';
import { operationHandlers } from './routes/handlers.ts';
import { createValidatorCompiler, validateEveryBodyAsJson } from './validation.ts';

/**
 * Operations of the contract this server does not serve yet still pass the guard (401/403 as the
 * contract says), then answer 501 so that nothing pretends to succeed.
 */
async function notImplemented(): Promise<never> {
  throw new HttpError(501, messages.notImplemented);
}

export interface BuildServerOptions {
  /** Migrated (and, for demo data, seeded) by the caller, who also closes it. */
  db: Database;
  config?: Partial<ServerConfig>;
  log?: LogOptions;
}

/** Sign-in and refresh are where passwords and tokens get guessed. */
const RATE_LIMITED: ReadonlySet<OperationId> = new Set(['login', 'refreshToken']);

export async function buildServer({
  db,
  config: overrides = {},
  log = {},
}: BuildServerOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...defaultServerConfig, ...overrides };
  // frameworkErrors: an address that does not decode (`/api/uz/role/%zz`) is refused before routing, as any 400.
  const app = Fastify({
    logger: loggerOptions(log),
    frameworkErrors: handleFrameworkError,
    trustProxy: config.trustProxy,
  });

  app.setValidatorCompiler(createValidatorCompiler());
  app.addHook('onRoute', validateEveryBodyAsJson);
  // Answers are sent as built: nothing is stripped or coerced on the way out (the tests check them against the contract).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(handleError);
  // Bodyless POSTs (step back, unfreeze, accept...) may arrive with any content type; an empty body of an
  // unknown type is no body at all, a non-empty one is still refused as before (415 -> 400 with a sentence).
  const noBodyOfUnknownType: FastifyBodyParser<Buffer> = (_request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    return done(
      Object.assign(new Error('Unsupported media type'), {
        statusCode: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      }),
    );
  };
  app.addContentTypeParser('*', { parseAs: 'buffer' }, noBodyOfUnknownType);
  // fastify-openapi-glue wants a parser for every media type in the contract, responses included: the downloads
  // answer `*/*`. The same rule applies to a request that names it.
  app.addContentTypeParser('*/*', { parseAs: 'buffer' }, noBodyOfUnknownType);
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', 'all');

  const sessions = createSessions(db.orm, await loadSigningKey(db.orm, config.jwtSecret), config);
  // Security headers and no-store come first, so that every API answer carries them, the guard's 401 / 403 and the
  // maintenance 503 included; tokens and people's data must not stay in any cache.
  await registerSecurityHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  const retryAfter = config.maintenanceRetryAfterSeconds;
  if (retryAfter !== null) {
    // Closed for maintenance (MAINTENANCE_RETRY_AFTER_SECONDS): the API answers 503 before anything else runs.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      reply.header('retry-after', String(retryAfter));
      throw new HttpError(503, messages.unavailable);
    });
  }
  app.addHook('onRequest', createGuard(db.orm, sessions));

  // Answers of 1 KB or more go Brotli- or gzip-compressed to clients that accept it (a page of 50 applications:
  // ~51 KB of JSON). The app's own files are compressed at build time and sent as they are. Request bodies are
  // never inflated: the contract takes none compressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
  });

  // Uploads are read part by part in their handlers; the limits stop a part or a request that is too big early.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_APPLICATION, fields: 10, parts: 20 },
  });

  const handlers = operationHandlers(db.orm, sessions);
  const contract = await loadContract();
  const permissions = operationPermissions(contract);
  const optional = optionalBodies(contract);
  await app.register(openapiGlue, {
    specification: contract,
    prefix: '/api',
    // The plugin lays these over the route it built from the contract (method, url, schema).
    operationResolver: (operationId) => {
      const id = operationId as OperationId;
      const rateLimit = RATE_LIMITED.has(id) && {
        max: config.authRateLimit.max,
        timeWindow: config.authRateLimit.windowMs,
      };
      return {
        handler: handlers[id] ?? notImplemented,
        config: {
          permission: permissions.get(id),
          ...(optional.has(id) && { optionalBody: true }),
          ...(rateLimit && { rateLimit }),
        },
      } as RouteOptions;
    },
  });

  await registerBrowserApp(app, config.appDist);
  return app;
}
