import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface ServerConfig {
  /** Lifetime of an access token, answered as `expires_in` (shorter when the session ends sooner). */
  accessTokenTtlSeconds: number;
  /** Idle timeout: a refresh token expires this long after it was issued, so an unrefreshed session ends. */
  sessionIdleTimeoutSeconds: number;
  /** Absolute session lifetime from sign-in: no refresh after it, and no token issued outlives it. */
  sessionMaxLifetimeSeconds: number;
  /** When null, the server makes a random key on first start and keeps it in the database. */
  jwtSecret: string | null;
  /** Applies to sign-in and to token refresh, each counted separately per client address. */
  authRateLimit: RateLimit;
  /** The built browser app to serve; null serves the API only. */
  appDist: string | null;
  /** Closed for maintenance: every API call answers 503 with this `Retry-After`; null when open. */
  maintenanceRetryAfterSeconds: number | null;
  /**
   * Behind a reverse proxy that ends TLS: which proxies to believe about the client (`X-Forwarded-For`, `-Proto`),
   * as Fastify's `trustProxy` takes it (true, or the proxies' addresses / CIDRs). Without it the client's address is
   * the socket's and the protocol http, so the device cookie would not be `Secure`.
   */
  trustProxy: boolean | string;
}

export interface ListenConfig {
  port: number;
  host: string;
}

export interface DatabaseConfig {
  /** A PostgreSQL server, when given; otherwise PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
}

export const defaultServerConfig: ServerConfig = {
  accessTokenTtlSeconds: 30 * 60,
  sessionIdleTimeoutSeconds: 30 * 60,
  sessionMaxLifetimeSeconds: 12 * 3600,
  jwtSecret: null,
  authRateLimit: { max: 30, windowMs: 60_000 },
  appDist: null,
  maintenanceRetryAfterSeconds: null,
  trustProxy: false,
};

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export class ConfigError extends Error {}

function integerFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function textFrom(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : raw;
}

function pathFrom(env: NodeJS.ProcessEnv, name: string, defaultInPackage: string): string {
  const raw = textFrom(env, name);
  return raw === null ? resolve(packageRoot, defaultInPackage) : resolve(raw);
}

/** TRUST_PROXY: `true` (every proxy), or the proxies' addresses / CIDRs separated by commas. */
function trustProxyFrom(raw: string | null): ServerConfig['trustProxy'] {
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^[0-9a-fA-F.:/,\s]+$/.test(raw)) return raw;
  throw new ConfigError(`TRUST_PROXY must be true or the proxies' addresses, got "${raw}"`);
}

export function readConfig(env: NodeJS.ProcessEnv) {
  const jwtSecret = textFrom(env, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const server: ServerConfig = {
    ...defaultServerConfig,
    accessTokenTtlSeconds: integerFrom(
      env,
      'ACCESS_TOKEN_TTL_SECONDS',
      defaultServerConfig.accessTokenTtlSeconds,
      1,
      31_536_000,
    ),
    sessionIdleTimeoutSeconds: integerFrom(
      env,
      'SESSION_IDLE_TIMEOUT_SECONDS',
      defaultServerConfig.sessionIdleTimeoutSeconds,
      60,
      31_536_000,
    ),
    sessionMaxLifetimeSeconds: integerFrom(
      env,
      'SESSION_MAX_LIFETIME_SECONDS',
      defaultServerConfig.sessionMaxLifetimeSeconds,
      60,
      31_536_000,
    ),
    jwtSecret,
    authRateLimit: {
      max: integerFrom(env, 'AUTH_RATE_LIMIT_MAX', defaultServerConfig.authRateLimit.max, 1, 1_000_000),
      windowMs:
        integerFrom(
          env,
          'AUTH_RATE_LIMIT_WINDOW_SECONDS',
          defaultServerConfig.authRateLimit.windowMs / 1000,
          1,
          86_400,
        ) * 1000,
    },
    appDist: pathFrom(env, 'APP_DIST', '../app/dist'),
    maintenanceRetryAfterSeconds:
      textFrom(env, 'MAINTENANCE_RETRY_AFTER_SECONDS') === null
        ? null
        : integerFrom(env, 'MAINTENANCE_RETRY_AFTER_SECONDS', 300, 1, 86_400),
    trustProxy: trustProxyFrom(textFrom(env, 'TRUST_PROXY')),
  };
  const listen: ListenConfig = {
    port: integerFrom(env, 'PORT', 8080, 0, 65_535),
    host: textFrom(env, 'HOST') ?? '127.0.0.1',
  };
  const database: DatabaseConfig = {
    databaseUrl: textFrom(env, 'DATABASE_URL'),
    pgliteDir: pathFrom(env, 'PGLITE_DIR', '.data/pglite'),
  };
  return { server, listen, database, logLevel: textFrom(env, 'LOG_LEVEL') ?? 'info' };
}
