import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TokenResponse } from '@karvon/contracts';
import { buildServer } from '../../src/app.ts';
import type { ServerConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { expectContractAnswer } from './contract.ts';
import { openTestDatabase } from './database.ts';

export const ADMIN = { phone: '998900000001', password: 'karvon-admin' };
export const MANAGER = { phone: '998900000002', password: 'karvon-manager' };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** Every log line the server wrote, as JSON text. */
  logs: string[];
  /** Injects a request and checks the answer against the contract. */
  call(
    options: InjectOptions & { method: string; url: string; token?: string },
  ): Promise<LightMyRequestResponse>;
  login(credentials: { phone: string; password: string }): Promise<TokenResponse>;
  close(): Promise<void>;
}

export async function startTestServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const db = await openTestDatabase();
  const logs: string[] = [];
  const app = await buildServer({
    db,
    config: { authRateLimit: { max: 1000, windowMs: 60_000 }, ...config },
    log: { level: 'trace', stream: { write: (line) => logs.push(line) } },
  });

  const call: TestServer['call'] = async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
    });
    expectContractAnswer(options.method, options.url, response);
    return response;
  };

  return {
    app,
    db,
    logs,
    call,
    async login(credentials) {
      const response = await call({ method: 'POST', url: '/api/auth/login', payload: credentials });
      if (response.statusCode !== 200)
        throw new Error(`Sign-in failed with ${response.statusCode}: ${response.body}`);
      return response.json<TokenResponse>();
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * Where a test that fakes `Date` starts its clock: tomorrow at 08:00 UTC, never behind the real clock. PGlite's
 * Postgres reads the faked clock and runs its timers on real ones (emscripten's setitimer). With the clock set months
 * back, a timer Postgres had armed on the real clock seemed months away: more than a Node timer can hold, so Node
 * fired it after 1 ms and Postgres armed it again, for as long as the test ran (15,000 warnings in one CI run).
 */
export function fakeClockStart(): number {
  const day = 86_400_000;
  return (Math.floor(Date.now() / day) + 1) * day + 8 * 3_600_000;
}
