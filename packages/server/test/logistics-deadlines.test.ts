import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deadline, DeadlineList, ErrorResponse } from '@karvon/contracts';
import { eq } from 'drizzle-orm';
import { rolePermissions, users } from '../src/db/schema.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

const PACKER = { phone: '998900000012', password: 'karvon-staff' };

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());

const call = (
  method: string,
  url: string,
  payload?: object,
  token = admin,
  headers: Record<string, string> = {},
) => server.call({ method, url, token, headers, ...(payload && { payload }) });

describe('deadlines', () => {
  it('lists the seeded deadlines of a month, each with its branch', async () => {
    const november = (
      await call('GET', '/api/uz/deadline/list?month=2026-11&per_page=100')
    ).json<DeadlineList>();
    expect(november.meta.total).toBeGreaterThan(0);
    expect(
      november.data.every((d) => d.month === '2026-11' && d.date.startsWith('2026-11-') && d.branch !== null),
    ).toBe(true);
    expect((await call('GET', '/api/uz/deadline/list?month=2000-01')).json<DeadlineList>().data).toEqual([]);
  });

  it('sets a deadline per month, task and branch: setting it again moves the date', async () => {
    const first = await call('PUT', '/api/uz/deadline', {
      month: '2027-01',
      date: '2027-01-20',
      task: 'Oylik hisobot',
      branch_id: 2,
    });
    expect(first.statusCode).toBe(200);
    const again = await call('PUT', '/api/uz/deadline', {
      month: '2027-01',
      date: '2027-01-27',
      task: 'Oylik hisobot',
      branch_id: 2,
    });
    const moved = again.json<{ data: Deadline }>().data;
    expect(moved).toMatchObject({
      id: first.json<{ data: Deadline }>().data.id,
      date: '2027-01-27',
      branch: { id: 2 },
    });
    const company = await call('PUT', '/api/uz/deadline', {
      month: '2027-01',
      date: '2027-01-31',
      task: 'Oylik hisobot',
    });
    expect(company.json<{ data: Deadline }>().data).toMatchObject({ branch: null, date: '2027-01-31' });
    const list = (await call('GET', '/api/uz/deadline/list?month=2027-01')).json<DeadlineList>();
    expect(list.data.map((d) => d.date)).toEqual(['2027-01-27', '2027-01-31']);
  });

  it('refuses a date outside the month, and a missing date or month, in every language', async () => {
    const outside = await call('PUT', '/api/uz/deadline', {
      month: '2026-11',
      date: '2026-12-02',
      task: 'Yillik inventarizatsiya',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<ErrorResponse>().errors).toEqual([
      { field: 'date', message: 'Дата должна быть в выбранном месяце' },
    ]);
    const uz = await call(
      'PUT',
      '/api/uz/deadline',
      { month: '2026-11', date: '2026-12-02', task: 'X' },
      admin,
      { 'accept-language': 'uz-Cyrl' },
    );
    expect(uz.json<ErrorResponse>().errors[0]?.message).toBe('Сана танланган ой ичида бўлиши керак');
    const noDate = await call('PUT', '/api/uz/deadline', {
      month: '2026-11',
      task: 'Yillik inventarizatsiya',
    });
    expect(noDate.statusCode).toBe(400);
    const badBranch = await call('PUT', '/api/uz/deadline', {
      month: '2026-11',
      date: '2026-11-02',
      task: 'X',
      branch_id: 999_999,
    });
    expect(badBranch.json<ErrorResponse>().errors[0]?.field).toBe('branch_id');
  });

  it('shows an `own` caller the deadlines of their branch and the company-wide ones', async () => {
    const [packer] = await server.db.orm
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.phone, PACKER.phone));
    await server.db.orm
      .insert(rolePermissions)
      .values({ roleId: packer!.roleId!, key: 'deadline', value: 'own' })
      .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.key], set: { value: 'own' } });
    const token = (await server.login(PACKER)).access_token;
    const own = (
      await call('GET', '/api/uz/deadline/list?per_page=100', undefined, token)
    ).json<DeadlineList>();
    expect(own.meta.total).toBeGreaterThan(0);
    expect(own.data.every((d) => d.branch === null || d.branch.id === 1)).toBe(true);
    const elsewhere = await call(
      'PUT',
      '/api/uz/deadline',
      { month: '2027-02', date: '2027-02-02', task: 'X', branch_id: 2 },
      token,
    );
    expect(elsewhere.statusCode).toBe(400);
    const home = await call(
      'PUT',
      '/api/uz/deadline',
      { month: '2027-02', date: '2027-02-02', task: 'X', branch_id: 1 },
      token,
    );
    expect(home.statusCode).toBe(200);
  });
});
