import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieJar } from '../test/cookie-jar.ts';
import { EXPIRES_IN, rotatingServer } from '../test/rotating-server.ts';
import { settleAll } from '../test/scheduled.ts';
import { sharedLock } from '../test/tab-lock.ts';
import { createKarvonClients } from './clients.ts';
import { createCookieTokenStore } from './cookie-token-store.ts';
import { getApplication } from './resources/applications.ts';
import type { TabLock } from './tab-lock.ts';
import { renewAheadMs } from './token-lifetimes.ts';

// Issue 14: the tabs of one browser share the session cookies and one lock. Under fast-check's scheduler every
// request's arrival at the server, every answer and every grant of the lock comes when the scheduler decides; time
// passes between waves of requests and at a moment within a wave; the access tokens may end as a wave starts. The
// server rotates refresh tokens, answers a duplicate within its grace window with the same pair and revokes the
// session on reuse after it. The app must never lean on that grace window, let alone be revoked by its own tabs.

const RUNS = 200;
// The user is active: whatever the tabs, a request starts less than expires_in/6 (5 min) after the one before it,
// so the refresh cookie (expires_in/3) always outlives the moment renewal ahead of time comes due.
const PAUSE_MAX_MS = 180_000;
const MID_WAVE_PAUSE_MAX_MS = 40_000;

interface Wave {
  /** Time that passes before the wave. */
  pauseMs: number;
  /** The access tokens issued so far end as the wave starts. */
  endAccess: boolean;
  /** Time that passes at a moment within the wave the scheduler picks, e.g. between two refreshes. */
  midWavePauseMs: number | null;
  requests: { tab: number; late: boolean }[];
}

const plans = fc.integer({ min: 2, max: 4 }).chain((tabCount) =>
  fc.record({
    tabCount: fc.constant(tabCount),
    waves: fc.array(
      fc.record({
        pauseMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: PAUSE_MAX_MS })),
        endAccess: fc.nat({ max: 3 }).map((n) => n === 0),
        midWavePauseMs: fc.option(fc.integer({ min: 0, max: MID_WAVE_PAUSE_MAX_MS })),
        requests: fc.array(fc.record({ tab: fc.nat({ max: tabCount - 1 }), late: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  }),
);

let contention = 0;
let renewedAhead = 0;

/** The shared lock, granted when the scheduler says; counts the grants a tab had to wait for. */
function scheduledLock(scheduler: fc.Scheduler, lock: TabLock): TabLock {
  let held = false;
  return (name, task) => {
    if (held) contention += 1;
    return lock(name, async () => {
      held = true;
      try {
        await scheduler.schedule(Promise.resolve(), `lock granted`);
        return await task();
      } finally {
        held = false;
      }
    });
  };
}

const advance = (ms: number) => {
  vi.setSystemTime(Date.now() + ms);
};

async function run(scheduler: fc.Scheduler, tabCount: number, waves: Wave[], lock: TabLock | undefined) {
  const server = rotatingServer();
  vi.stubGlobal('document', cookieJar());
  createCookieTokenStore({ secure: true }).save(server.signIn());
  let expired = 0;
  // Without the lock the tabs still need one that is not the Web Locks API: each runs alone.
  const tabLock: TabLock = lock ? scheduledLock(scheduler, lock) : (_name, task) => task();
  const tabs = Array.from({ length: tabCount }, (_, tab) =>
    createKarvonClients({
      baseUrl: 'https://karvon.test',
      fetch: async (request) => {
        await scheduler.schedule(Promise.resolve(), `tab ${tab}: ${request.method} ${request.url} arrives`);
        const response = await server.fetch(request);
        return scheduler.schedule(Promise.resolve(response), `tab ${tab}: ${request.url} answered`);
      },
      tokenStore: createCookieTokenStore({ secure: true }),
      onSessionExpired: () => (expired += 1),
      // Time is faked: the client's own timeout must not fire when the clock jumps.
      timeoutMs: 0,
      lock: tabLock,
    }),
  );

  let nextId = 1;
  const failures: unknown[] = [];
  for (const wave of waves) {
    advance(wave.pauseMs);
    if (wave.endAccess) server.endAccessTokens();
    const calls: Promise<unknown>[] = wave.requests.map(({ tab, late }) => {
      const id = nextId++;
      const call = () => getApplication(tabs[tab]!, id);
      const started = late ? scheduler.schedule(Promise.resolve(), `start ${id}`).then(call) : call();
      return started.catch((error: unknown) => failures.push(error));
    });
    if (wave.midWavePauseMs !== null) {
      const pause = wave.midWavePauseMs;
      calls.push(scheduler.schedule(Promise.resolve(), `${pause} ms pass`).then(() => advance(pause)));
    }
    if (!(await settleAll(scheduler, calls))) return { settled: false as const };
  }
  const sendsPerRequest = Array.from(
    { length: nextId - 1 },
    (_, index) => server.sent(`/api/uz/application/${index + 1}`).length,
  );
  return { settled: true as const, server, expired, failures, sendsPerRequest };
}

/**
 * The property: nothing hangs, every request succeeds after at most one retry, one refresh call per rotation, and
 * none while the newest tokens are neither dead nor due (a tab that waited for the lock takes what another wrote).
 */
const acrossTabs = (lock: () => TabLock | undefined) =>
  fc.asyncProperty(fc.scheduler(), plans, async (scheduler, { tabCount, waves }) => {
    // Last, a request after the access tokens ended: the session must still be there to renew.
    const last: Wave = {
      pauseMs: PAUSE_MAX_MS,
      endAccess: true,
      midWavePauseMs: null,
      requests: [{ tab: 0, late: false }],
    };
    const outcome = await run(scheduler, tabCount, [...waves, last], lock());
    expect(outcome.settled).toBe(true);
    if (!outcome.settled) return;
    const { server, expired, failures, sendsPerRequest } = outcome;
    expect(server.stats.revoked).toBe(false);
    expect(server.stats.graced).toBe(0);
    expect(server.stats.refreshCalls).toBe(server.stats.rotations);
    expect(server.stats.needless).toBe(0);
    expect(failures).toEqual([]);
    expect(expired).toBe(0);
    for (const sends of sendsPerRequest) expect(sends).toBeLessThanOrEqual(2);
    renewedAhead += server.stats.ahead;
  });

describe('the refresh queue across the tabs of one browser', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00+05:00'));
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => vi.useRealTimers());

  it('never spends a refresh token twice, is never revoked and answers every request', async () => {
    // The model's user is active: two requests never start as much as expires_in/6 apart.
    expect(PAUSE_MAX_MS + 2 * MID_WAVE_PAUSE_MAX_MS).toBeLessThan(renewAheadMs(EXPIRES_IN));
    await fc.assert(
      acrossTabs(() => sharedLock()),
      { numRuns: RUNS },
    );
  });

  it('is a property that fails without the lock', async () => {
    const result = await fc.check(
      acrossTabs(() => undefined),
      { numRuns: RUNS },
    );
    expect(result.failed).toBe(true);
  });
});

afterAll(() => {
  // Tabs really did wait for one another, and renewal ahead of time really came due.
  expect(contention).toBeGreaterThan(0);
  expect(renewedAhead).toBeGreaterThan(0);
});
