import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeApi, json, REFRESH_PATH, type RecordedRequest } from '../test/fake-api.ts';
import { settleAll } from '../test/scheduled.ts';
import { expiredSession, sessionServer, type SessionServerOptions } from '../test/session-server.ts';
import { createKarvonClients, type KarvonClients } from './clients.ts';
import { createMemoryTokenStore } from './memory-token-store.ts';
import { ApiError } from './request-errors.ts';
import { addApplicationComment, getApplication, uploadApplicationFiles } from './resources/applications.ts';
import { login, logout, refreshToken } from './resources/auth.ts';

// SPEC §4 under fast-check's scheduler: every answer of the fake server is delivered when the scheduler decides, so
// each run explores another interleaving of 401s, the refresh and the retries, for N concurrent requests.

const SIZES = [1, 2, 10, 50] as const;
/** Fewer runs for larger N: each run of 50 requests explores far more interleavings than one of 2. */
const RUNS: Record<(typeof SIZES)[number], number> = { 1: 100, 2: 150, 10: 60, 50: 25 };

const OLD = `Bearer ${expiredSession.accessToken}`;
const RENEWED = 'Bearer access-1';

type Kind = 'read' | 'comment' | 'upload';

interface PlannedCall {
  kind: Kind;
  /** Starts only when the scheduler says so, possibly after the refresh. */
  late: boolean;
  /** Its first answer reaches the client only after the refresh settled: a 401 with a token already replaced. */
  held: boolean;
}

/** Each call gets its own application id, so the requests of one call can be told apart: `/application/<id>…`. */
function callFor(clients: KarvonClients, kind: Kind, id: number): Promise<unknown> {
  switch (kind) {
    case 'read':
      return getApplication(clients, id);
    case 'comment':
      return addApplicationComment(clients, id, { text: `Izoh ${id}: qadoqlandi` });
    case 'upload':
      return uploadApplicationFiles(clients, id, [
        new File([new Uint8Array([id % 256, 0, 255, 10, 13])], `photo-${id}.png`, { type: 'image/png' }),
      ]);
  }
}

const idOf = (url: string) => Number(/\/application\/(\d+)/.exec(new URL(url).pathname)?.[1] ?? Number.NaN);

type Outcome = { ok: true } | { ok: false; error: unknown };

async function run(scheduler: fc.Scheduler, plan: PlannedCall[], serverOptions: SessionServerOptions) {
  const server = sessionServer(serverOptions);
  let expired = 0;
  let releaseHeld!: () => void;
  const refreshSettled = new Promise<void>((resolve) => (releaseHeld = resolve));
  const tokenStore = createMemoryTokenStore(expiredSession);
  const save = tokenStore.save.bind(tokenStore);
  tokenStore.save = (tokens) => {
    save(tokens);
    releaseHeld();
  };
  const answered = new Set<number>();

  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    fetch: async (request) => {
      const id = idOf(request.url);
      const response = await scheduler.schedule(server.fetch(request), `${request.method} ${request.url}`);
      const first = !answered.has(id);
      answered.add(id);
      if (first && plan[id - 1]?.held) await refreshSettled;
      return response;
    },
    tokenStore,
    onSessionExpired: () => {
      expired += 1;
      releaseHeld();
    },
  });

  const outcomes: (Outcome | undefined)[] = plan.map(() => undefined);
  const calls = plan.map(({ kind, late }, index) => {
    const call = () => callFor(clients, kind, index + 1);
    const started = late ? scheduler.schedule(Promise.resolve(), `start ${index + 1}`).then(call) : call();
    return started.then(
      () => (outcomes[index] = { ok: true }),
      (error: unknown) => (outcomes[index] = { ok: false, error }),
    );
  });
  const allSettled = await settleAll(scheduler, calls);
  const sentBy = (index: number) =>
    server.requests.filter((request) => idOf(`https://k${request.path}`) === index + 1);
  return { server, tokenStore, expired, outcomes, allSettled, sentBy };
}

const kinds = fc.constantFrom<Kind>('read', 'comment', 'upload');

/** N calls; at least one is not held, or nothing would ever start the refresh. */
const plans = (size: number, { late, held }: { late: boolean; held: boolean }) =>
  fc
    .tuple(
      fc.array(
        fc.record({ kind: kinds, late: late ? fc.boolean() : fc.constant(false), held: fc.boolean() }),
        {
          minLength: size,
          maxLength: size,
        },
      ),
      fc.nat({ max: size - 1 }),
    )
    .map(([calls, trigger]) =>
      calls.map((call, index) => ({ ...call, held: held && index !== trigger && call.held })),
    );

const statusOf = (outcome: Outcome | undefined) =>
  outcome && !outcome.ok && outcome.error instanceof ApiError ? outcome.error.status : undefined;

const authorizations = (requests: RecordedRequest[]) => requests.map((request) => request.authorization);

/** The retry sends exactly what the first attempt sent. */
function expectReplayed(requests: RecordedRequest[]) {
  for (const request of requests.slice(1)) {
    expect(request.body).toBe(requests[0]!.body);
    expect(request.contentType).toBe(requests[0]!.contentType);
  }
}

const lateFailuresSeen = new Map<number, number>();

describe.each(SIZES)('the refresh queue with %i concurrent requests', (size) => {
  const numRuns = RUNS[size];

  it('refreshes once, settles every request and lets each succeed, late 401s included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), plans(size, { late: true, held: true }), async (scheduler, plan) => {
        const { server, expired, outcomes, allSettled, sentBy } = await run(scheduler, plan, {});

        expect(allSettled).toBe(true);
        expect(outcomes.every((outcome) => outcome?.ok)).toBe(true);
        expect(server.sent(REFRESH_PATH)).toHaveLength(1);
        expect(expired).toBe(0);
        plan.forEach((call, index) => {
          const sent = sentBy(index);
          // Failed with the old token: retried once with the new one. Started after the refresh: sent once.
          expect([[OLD, RENEWED], [RENEWED]]).toContainEqual(authorizations(sent));
          expectReplayed(sent);
          if (call.held && sent[0]!.authorization === OLD) {
            lateFailuresSeen.set(size, (lateFailuresSeen.get(size) ?? 0) + 1);
          }
        });
      }),
      { numRuns },
    );
  });

  it('ends the session once when the refresh fails: refresh token and token type gone, every request a 401', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), plans(size, { late: true, held: true }), async (scheduler, plan) => {
        const { server, tokenStore, expired, outcomes, allSettled, sentBy } = await run(scheduler, plan, {
          refreshFails: true,
        });

        expect(allSettled).toBe(true);
        expect(outcomes.map(statusOf)).toEqual(plan.map(() => 401));
        expect(server.sent(REFRESH_PATH)).toHaveLength(1);
        expect(expired).toBe(1);
        expect(tokenStore.getRefreshToken()).toBeUndefined();
        expect(tokenStore.getTokenType()).toBeUndefined();
        plan.forEach((_call, index) => expect(authorizations(sentBy(index))).toEqual([OLD]));
      }),
      { numRuns },
    );
  });

  it('retries once and ends the session once when the new token is refused too', async () => {
    // No late starts: a request first sent with the new token may rightly start a second refresh.
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), plans(size, { late: false, held: true }), async (scheduler, plan) => {
        const { server, tokenStore, expired, outcomes, allSettled, sentBy } = await run(scheduler, plan, {
          refusesEveryToken: true,
        });

        expect(allSettled).toBe(true);
        expect(outcomes.map(statusOf)).toEqual(plan.map(() => 401));
        expect(server.sent(REFRESH_PATH)).toHaveLength(1);
        expect(expired).toBe(1);
        expect(tokenStore.getRefreshToken()).toBeUndefined();
        expect(tokenStore.getTokenType()).toBeUndefined();
        plan.forEach((_call, index) => {
          expect(authorizations(sentBy(index))).toEqual([OLD, RENEWED]);
          expectReplayed(sentBy(index));
        });
      }),
      { numRuns },
    );
  });

  it('never intercepts sign-in, refresh or logout: each is sent once and its 401 is the answer', async () => {
    type AuthCall = 'login' | 'refresh' | 'logout';
    const authCalls = fc.array(fc.constantFrom<AuthCall>('login', 'refresh', 'logout'), {
      minLength: size,
      maxLength: size,
    });
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), authCalls, async (scheduler, plan) => {
        const api = fakeApi(() => json(401, { errors: [{ message: 'Токен недействителен' }] }));
        let expired = 0;
        const clients = createKarvonClients({
          baseUrl: 'https://karvon.test',
          fetch: (request) => scheduler.schedule(api.fetch(request)),
          tokenStore: createMemoryTokenStore(expiredSession),
          onSessionExpired: () => (expired += 1),
        });
        const outcomes: (Outcome | undefined)[] = plan.map(() => undefined);
        // All start at once, so every refresh reads the refresh token before a logout forgets it.
        const calls = plan.map((kind, index) => {
          const call =
            kind === 'login'
              ? login(clients, { phone: '998900000001', password: 'parol' })
              : kind === 'refresh'
                ? refreshToken(clients)
                : logout(clients);
          return call.then(
            () => (outcomes[index] = { ok: true }),
            (error: unknown) => (outcomes[index] = { ok: false, error }),
          );
        });

        expect(await settleAll(scheduler, calls)).toBe(true);
        const count = (kind: AuthCall) => plan.filter((call) => call === kind).length;
        expect(api.sent('/api/auth/login')).toHaveLength(count('login'));
        expect(api.sent(REFRESH_PATH)).toHaveLength(count('refresh'));
        expect(api.sent('/api/uz/auth/logout')).toHaveLength(count('logout'));
        expect(api.requests).toHaveLength(size);
        expect(outcomes.map(statusOf)).toEqual(plan.map((kind) => (kind === 'logout' ? undefined : 401)));
        expect(expired).toBe(0);
      }),
      { numRuns },
    );
  });
});

afterAll(() => {
  // The late-failure path must really have been explored wherever it can happen (N >= 2), not passed vacuously.
  for (const size of SIZES.filter((n) => n >= 2)) expect(lateFailuresSeen.get(size) ?? 0).toBeGreaterThan(0);
});
