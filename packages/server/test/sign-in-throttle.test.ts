import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockSeconds, tooManySignIns } from '../src/auth/sign-in-throttle.ts';
import { buildServer } from '../src/app.ts';
import { signInFailures } from '../src/db/schema.ts';
import { ADMIN, fakeClockStart, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

/*
 * The per-account throttle: 5 failures free within 15 minutes, then each failure locks sign-in for that phone for
 * 1, 2, 4 … 60 s; while locked, 429 with Retry-After and no password check; success clears it. Counted in the
 * database. Only Date is faked: the throttle reads the time from it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const T0 = fakeClockStart();
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  await server.db.orm.delete(signInFailures);
});
afterEach(() => vi.useRealTimers());
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);

const UNKNOWN = '998909999999';
const attempt = (phone: string, password: string, language = 'ru', app: FastifyInstance = server.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone, password },
    headers: { 'accept-language': language },
  });
const wrong = (phone = ADMIN.phone) => attempt(phone, 'not-the-password');
async function failFreely(phone = ADMIN.phone, times = 5) {
  for (let i = 0; i < times; i++) expect((await wrong(phone)).statusCode).toBe(400);
}

describe('lock delays', () => {
  it('are none for 5 failures, then 1, 2, 4 … seconds, never over 60', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 40].map(lockSeconds)).toEqual([
      0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it('are said with the Russian plural of seconds', () => {
    expect([1, 2, 5, 21, 32, 60].map((n) => tooManySignIns('ru', n).split('через ')[1])).toEqual([
      '1 секунду',
      '2 секунды',
      '5 секунд',
      '21 секунду',
      '32 секунды',
      '60 секунд',
    ]);
  });
});

describe('the sign-in throttle', () => {
  it('locks a phone after the sixth failure: 429 with Retry-After, even for the right password', async () => {
    await failFreely();
    expect((await wrong()).statusCode).toBe(400);
    const locked = await attempt(ADMIN.phone, ADMIN.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json()).toEqual({
      errors: [{ message: 'Слишком много неудачных попыток входа, попробуйте снова через 1 секунду' }],
    });
    expect((await attempt(ADMIN.phone, ADMIN.password, 'uz')).json()).toEqual({
      errors: [
        { message: "Kirishga muvaffaqiyatsiz urinishlar juda ko'p, 1 soniyadan so'ng qayta urinib ko'ring" },
      ],
    });
    expect((await attempt(ADMIN.phone, ADMIN.password, 'uz-Cyrl')).json()).toEqual({
      errors: [{ message: 'Киришга муваффақиятсиз уринишлар жуда кўп, 1 сониядан сўнг қайта уриниб кўринг' }],
    });
    // Other accounts are not touched.
    expect((await attempt(MANAGER.phone, MANAGER.password)).statusCode).toBe(200);
  });

  it('locks for longer after each further failure, up to 60 seconds', async () => {
    await failFreely();
    let now = 0;
    for (const delay of [1, 2, 4, 8, 16, 32, 60, 60]) {
      expect((await wrong()).statusCode).toBe(400);
      const locked = await wrong();
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe(String(delay));
      at((now += delay - 0.5));
      expect((await wrong()).statusCode).toBe(429);
      at((now += 0.5));
    }
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).json().errors[0].message).toBe(
      'Слишком много неудачных попыток входа, попробуйте снова через 60 секунд',
    );
  });

  it('clears the count on success, so the next failures are free again', async () => {
    await failFreely();
    expect((await wrong()).statusCode).toBe(400);
    at(1);
    expect((await attempt(ADMIN.phone, ADMIN.password)).statusCode).toBe(200);
    expect(await server.db.orm.select().from(signInFailures)).toEqual([]);
    await failFreely();
  });

  it('forgets failures after 15 quiet minutes', async () => {
    await failFreely();
    at(15 * 60);
    await failFreely();
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(429);
  });

  it('counts an unknown phone alike, so a lock tells nothing about who has an account', async () => {
    await failFreely(UNKNOWN, 6);
    const locked = await wrong(UNKNOWN);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
  });

  it('counts concurrent guesses: of 20 at once, no more than 6 reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrong()));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
  });

  it('is kept in the database: another server on the same database sees the lock, and the count', async () => {
    const other = await buildServer({
      db: server.db,
      config: { authRateLimit: { max: 1000, windowMs: 60_000 } },
    });
    try {
      await failFreely(ADMIN.phone, 3);
      for (let i = 0; i < 3; i++)
        expect((await attempt(ADMIN.phone, 'guess', 'ru', other)).statusCode).toBe(400);
      const locked = await attempt(ADMIN.phone, ADMIN.password, 'ru', other);
      expect(locked.statusCode).toBe(429);
      const [row] = await server.db.orm
        .select({ failures: signInFailures.failures })
        .from(signInFailures)
        .where(eq(signInFailures.key, ADMIN.phone));
      expect(row?.failures).toBe(6);
    } finally {
      await other.close();
    }
  });
});
