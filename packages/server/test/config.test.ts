import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

describe('configuration from the environment', () => {
  it('defaults to 127.0.0.1:8080, PGlite inside the package and the built app beside it', () => {
    const config = readConfig({});
    expect(config.listen).toEqual({ port: 8080, host: '127.0.0.1' });
    expect(config.database.databaseUrl).toBeNull();
    expect(config.database.pgliteDir).toMatch(/packages\/server\/\.data\/pglite$/);
    expect(config.server.appDist).toMatch(/packages\/app\/dist$/);
    expect(config.server).toMatchObject({
      accessTokenTtlSeconds: 1800,
      sessionIdleTimeoutSeconds: 1800,
      sessionMaxLifetimeSeconds: 43_200,
    });
    expect(config.server.jwtSecret).toBeNull();
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '18080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://karvon@localhost/karvon',
      PGLITE_DIR: '/tmp/karvon-pglite',
      APP_DIST: '/srv/karvon/app',
      JWT_SECRET: 'x'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '600',
      SESSION_IDLE_TIMEOUT_SECONDS: '900',
      SESSION_MAX_LIFETIME_SECONDS: '28800',
      AUTH_RATE_LIMIT_MAX: '5',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '30',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      listen: { port: 18080, host: '0.0.0.0' },
      database: { databaseUrl: 'postgres://karvon@localhost/karvon', pgliteDir: '/tmp/karvon-pglite' },
      server: expect.objectContaining({
        appDist: '/srv/karvon/app',
        jwtSecret: 'x'.repeat(32),
        accessTokenTtlSeconds: 600,
        sessionIdleTimeoutSeconds: 900,
        sessionMaxLifetimeSeconds: 28_800,
        authRateLimit: { max: 5, windowMs: 30_000 },
        trustProxy: '10.0.0.1, 10.0.0.0/8',
      }),
      logLevel: 'warn',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, /ACCESS_TOKEN_TTL_SECONDS/],
    [{ SESSION_IDLE_TIMEOUT_SECONDS: '59' }, /SESSION_IDLE_TIMEOUT_SECONDS/],
    [{ SESSION_IDLE_TIMEOUT_SECONDS: '30m' }, /SESSION_IDLE_TIMEOUT_SECONDS/],
    [{ SESSION_MAX_LIFETIME_SECONDS: '0' }, /SESSION_MAX_LIFETIME_SECONDS/],
    [{ SESSION_MAX_LIFETIME_SECONDS: '1.5' }, /SESSION_MAX_LIFETIME_SECONDS/],
    [{ JWT_SECRET: 'too-short' }, /JWT_SECRET/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
  ])('refuses %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});
