import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorResponse, TimeHistory, WaitingTime, WaitingTimeList } from '@karvon/contracts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';
import { putAtStep, resetApplicationFixtures } from './helpers/application-fixtures.ts';
import { addPackingTimeChange } from './pact-states/logistics.ts';
import { seed } from '../src/db/seed.ts';
import { packingTimeChanges } from '../src/db/schema.ts';
import { count } from 'drizzle-orm';

let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
});
afterAll(() => server.close());

async function changes(): Promise<number> {
  const [row] = await server.db.orm.select({ n: count() }).from(packingTimeChanges);
  return row?.n ?? 0;
}

const call = (method: string, url: string, payload?: object, token = admin) =>
  server.call({ method, url, token, ...(payload && { payload }) });

describe('waiting time (seeded)', () => {
  it('lists the seeded applications waiting for packing, the longest waiting first, with time history', async () => {
    const list = (await call('GET', '/api/uz/wating_time/list?per_page=100')).json<WaitingTimeList>();
    expect(list.meta.total).toBeGreaterThan(0);
    expect(list.data.every((row) => row.step === 'packing')).toBe(true);
    const started = list.data.map((row) => Date.parse(row.started_at));
    expect(started).toEqual([...started].sort((a, b) => a - b));
    expect(await changes()).toBeGreaterThan(0);
  });

  it('seeds the time history once: a second seed adds nothing', async () => {
    const before = await changes();
    await seed(server.db.orm);
    expect(await changes()).toBe(before);
  });
});

describe('waiting time', () => {
  beforeEach(async () => {
    await resetApplicationFixtures(server.db.orm);
  });

  it('adds packing time: the deadline moves and the history shows old and new time and the minutes', async () => {
    const before = (await call('GET', '/api/uz/wating_time/list'))
      .json<WaitingTimeList>()
      .data.find((row) => row.id === 1)!;
    // 75 minutes into a 120-minute plan.
    expect(before.timing).toBe('middle');
    const added = await call('POST', '/api/uz/wating_time/1/time', {
      minutes: 90,
      comment: 'Qadoq materiali kutilmoqda',
    });
    expect(added.statusCode).toBe(200);
    const after = added.json<{ data: WaitingTime }>().data;
    expect(Date.parse(after.deadline_at) - Date.parse(before.deadline_at)).toBe(90 * 60_000);
    // 75 of 210 minutes: under half the new plan.
    expect(after.timing).toBe('start');

    await call('POST', '/api/uz/wating_time/1/time', { minutes: 15 });
    const history = (await call('GET', '/api/uz/wating_time/1/history')).json<{ data: TimeHistory[] }>().data;
    // Oldest first, as the contract says.
    expect(history.map((entry) => entry.minutes)).toEqual([90, 15]);
    expect(history[1]?.old_time).toBe(history[0]?.new_time);
    expect(history[0]).toMatchObject({
      old_time: before.deadline_at,
      comment: 'Qadoq materiali kutilmoqda',
      changed_by: { id: 1 },
    });
  });

  it('adds to the deadline as it stands, after a change made before (not to the plan)', async () => {
    // The change's own id (1) differs from its application's (2): the deadline's subquery must name both tables.
    await addPackingTimeChange(server.db.orm, 2);
    const moved = (await call('GET', '/api/uz/wating_time/list'))
      .json<WaitingTimeList>()
      .data.find((row) => row.id === 2)!;
    const added = (await call('POST', '/api/uz/wating_time/2/time', { minutes: 20 })).json<{
      data: WaitingTime;
    }>();
    expect(Date.parse(added.data.deadline_at) - Date.parse(moved.deadline_at)).toBe(20 * 60_000);
    const latest = (await call('GET', '/api/uz/wating_time/2/history'))
      .json<{ data: TimeHistory[] }>()
      .data.at(-1);
    expect(latest).toMatchObject({ old_time: moved.deadline_at, minutes: 20 });
  });

  it('filters by timing', async () => {
    const middle = (await call('GET', '/api/uz/wating_time/list?timing=middle')).json<WaitingTimeList>();
    expect(middle.data.map((row) => row.id)).toEqual([1, 2, 3]);
    expect((await call('GET', '/api/uz/wating_time/list?timing=late')).json<WaitingTimeList>().data).toEqual(
      [],
    );
    expect(
      (await call('GET', '/api/uz/wating_time/list?search=ORD-2026-000124'))
        .json<WaitingTimeList>()
        .data.map((r) => r.id),
    ).toEqual([2]);
  });

  it('refuses time for a packed application, in the caller’s language', async () => {
    await putAtStep(server.db.orm, [1], 'ready_to_load');
    const refused = await call('POST', '/api/uz/wating_time/1/time', { minutes: 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().errors).toEqual([{ message: 'Упаковка уже завершена' }]);
    expect(
      (await call('GET', '/api/uz/wating_time/list')).json<WaitingTimeList>().data.map((r) => r.id),
    ).toEqual([2, 3]);
    await addPackingTimeChange(server.db.orm, 2);
    expect(
      (await call('GET', '/api/uz/wating_time/2/history')).json<{ data: TimeHistory[] }>().data,
    ).toHaveLength(1);
  });

  it('answers 404 for an application that does not exist', async () => {
    expect((await call('GET', '/api/uz/wating_time/999999/history')).statusCode).toBe(404);
    expect((await call('POST', '/api/uz/wating_time/999999/time', { minutes: 5 })).statusCode).toBe(404);
  });

  it('scopes an `own` packer to the applications of their branch', async () => {
    const packer = (await server.login({ phone: '998900000014', password: 'karvon-staff' })).access_token;
    // The packer of Bukhara sees none of the fixtures (branch 1), the manager's `all` sees them.
    expect(
      (await call('GET', '/api/uz/wating_time/list', undefined, packer)).json<WaitingTimeList>().meta.total,
    ).toBe(0);
    expect((await call('GET', '/api/uz/wating_time/1/history', undefined, packer)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/uz/wating_time/list', undefined, manager)).json<WaitingTimeList>().meta.total,
    ).toBe(3);
  });
});
