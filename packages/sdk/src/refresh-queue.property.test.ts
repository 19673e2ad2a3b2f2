import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFRESH_PATH } from '../test/fake-api.ts';
import { expiredSession, sessionServer } from '../test/session-server.ts';
import { createKarvonClients } from './clients.ts';
import { createMemoryTokenStore } from './memory-token-store.ts';
import type { ApiError } from './request-errors.ts';
import { listUserRoles } from './resources/access.ts';
import { getCurrentUser } from './resources/auth.ts';
import { listBranches } from './resources/branches.ts';

type Mode = 'renews' | 'refreshFails' | 'refusesEveryToken';

const resources = [getCurrentUser, listUserRoles, listBranches] as const;

// Every answer of the fake server is delivered when fast-check's scheduler decides, so each run explores another
// interleaving of 401s, the refresh and the retries; some requests start only after others have progressed.
async function run(scheduler: fc.Scheduler, mode: Mode, starts: { resource: number; late: boolean }[]) {
  const server = sessionServer({
    refreshFails: mode === 'refreshFails',
    refusesEveryToken: mode === 'refusesEveryToken',
  });
  let expired = 0;
  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    fetch: (request) => scheduler.schedule(server.fetch(request)),
    tokenStore: createMemoryTokenStore(expiredSession),
    onSessionExpired: () => (expired += 1),
  });

  const settled: { ok: boolean; error?: unknown }[] = [];
  const calls = starts.map(({ resource, late }, index) => {
    const call = (): Promise<unknown> => resources[resource]!(clients);
    const started = late ? scheduler.schedule(Promise.resolve(), `start ${index}`).then(call) : call();
    return started.then(
      () => (settled[index] = { ok: true }),
      (error: unknown) => (settled[index] = { ok: false, error }),
    );
  });
  await scheduler.waitIdle();
  await Promise.all(calls);
  return { server, expired, settled };
}

const starts = (lateAllowed: boolean) =>
  fc.array(
    fc.record({
      resource: fc.integer({ min: 0, max: 2 }),
      late: lateAllowed ? fc.boolean() : fc.constant(false),
    }),
    {
      minLength: 1,
      maxLength: 10,
    },
  );

const apiRequests = (server: ReturnType<typeof sessionServer>) =>
  server.requests.filter((request) => request.path.startsWith('/api/uz/'));

describe('the refresh queue under every interleaving', () => {
  it('renews once and lets every request succeed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), starts(true), async (scheduler, plan) => {
        const { server, expired, settled } = await run(scheduler, 'renews', plan);

        expect(settled.filter(Boolean)).toHaveLength(plan.length);
        expect(settled.every((result) => result.ok)).toBe(true);
        expect(server.sent(REFRESH_PATH)).toHaveLength(1);
        expect(apiRequests(server).length).toBeLessThanOrEqual(2 * plan.length);
        expect(expired).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it('ends the session exactly once when the refresh fails, and every request gets its 401', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), starts(true), async (scheduler, plan) => {
        const { server, expired, settled } = await run(scheduler, 'refreshFails', plan);

        expect(settled.filter(Boolean)).toHaveLength(plan.length);
        for (const result of settled) expect((result.error as ApiError).status).toBe(401);
        expect(server.sent(REFRESH_PATH)).toHaveLength(1);
        expect(apiRequests(server)).toHaveLength(plan.length);
        expect(expired).toBe(1);
      }),
      { numRuns: 150 },
    );
  });

  it('retries once and ends the session exactly once when the new token is refused too', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), starts(false), async (scheduler, plan) => {
        const { server, expired, settled } = await run(scheduler, 'refusesEveryToken', plan);

        expect(settled.filter(Boolean)).toHaveLength(plan.length);
        for (const result of settled) expect((result.error as ApiError).status).toBe(401);
        expect(server.sent(REFRESH_PATH)).toHaveLength(1);
        expect(apiRequests(server)).toHaveLength(2 * plan.length);
        expect(expired).toBe(1);
      }),
      { numRuns: 150 },
    );
  });
});
