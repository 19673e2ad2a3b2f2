import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser, BranchList, RoleEntry } from '@karvon/contracts';
import { hashPassword } from '../src/auth/passwords.ts';
import { users } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let adminToken: string;
let managerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  [adminToken, managerToken] = await Promise.all([server.login(ADMIN), server.login(MANAGER)]).then((pairs) =>
    pairs.map((pair) => pair.access_token),
  );
});
afterAll(() => server.close());

const get = (url: string, token: string) => server.call({ method: 'GET', url, token });

describe('current user', () => {
  it('answers the administrator with is_admin', async () => {
    const response = await get('/api/uz/auth/user', adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthUser>()).toMatchObject({
      name: 'Азиз Каримов',
      phone: ADMIN.phone,
      is_admin: true,
      role: { name: 'Администратор' },
    });
  });

  it('answers the manager with their role and branch', async () => {
    const user = (await get('/api/uz/auth/user', managerToken)).json<AuthUser>();
    expect(user).toMatchObject({
      name: 'Дилноза Юсупова',
      phone: MANAGER.phone,
      is_admin: false,
      role: { name: 'Менеджер' },
    });
    expect(user.branch_id).toEqual(expect.any(Number));
  });
});

describe('branch list', () => {
  it('answers every branch on the page the app asks for (per_page=500)', async () => {
    const response = await get('/api/uz/branch/list?page=1&per_page=500', managerToken);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json<BranchList>();
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(meta).toEqual({ current_page: 1, per_page: 500, total: data.length, last_page: 1 });
    expect(data.filter((branch) => branch.is_main_warehouse)).toHaveLength(1);
    expect(data.filter((branch) => !branch.is_active)).toHaveLength(1);
  });

  it('pages in order and answers an empty page beyond the last', async () => {
    const first = (await get('/api/uz/branch/list?page=1&per_page=5', adminToken)).json<BranchList>();
    const second = (await get('/api/uz/branch/list?page=2&per_page=5', adminToken)).json<BranchList>();
    expect(first.meta).toMatchObject({ per_page: 5, last_page: Math.ceil(first.meta.total / 5) });
    expect(second.data[0]?.id).toBeGreaterThan(first.data.at(-1)?.id ?? Infinity);

    const beyond = await get('/api/uz/branch/list?page=999&per_page=500', adminToken);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json<BranchList>()).toMatchObject({ data: [], meta: { current_page: 999, last_page: 1 } });
  });

  it('uses the contract defaults and refuses out-of-range paging with 400', async () => {
    expect((await get('/api/uz/branch/list', adminToken)).json<BranchList>().meta).toMatchObject({
      current_page: 1,
      per_page: 20,
    });
    for (const query of ['page=0', 'per_page=501', 'page=abc', 'per_page=1.5']) {
      expect((await get(`/api/uz/branch/list?${query}`, adminToken)).statusCode, query).toBe(400);
    }
  });
});

describe('role entries', () => {
  it("answers the manager's role as a bare list of {key, value} with the stored values", async () => {
    const response = await get('/api/uz/role_perms/user_roles', managerToken);
    expect(response.statusCode).toBe(200);
    const entries = response.json<RoleEntry[]>();
    const levels = Object.fromEntries(entries.map(({ key, value }) => [key, value]));
    expect(levels).toMatchObject({
      welcome: '1',
      del_application: 'all',
      freeze_application: 'own',
      dashboard: '0',
      users: '0',
      branch: '0',
    });
  });

  it('answers no role and no entries for a user without a role', async () => {
    const phone = '998901234567';
    await server.db.orm
      .insert(users)
      .values({ name: 'Шерзод Рахимов', phone, passwordHash: await hashPassword('no-role-yet') });
    const { access_token } = await server.login({ phone, password: 'no-role-yet' });
    expect((await get('/api/uz/auth/user', access_token)).json<AuthUser>()).toMatchObject({
      role: null,
      branch_id: null,
      is_admin: false,
    });
    expect((await get('/api/uz/role_perms/user_roles', access_token)).json()).toEqual([]);
  });
});

describe('unknown API paths', () => {
  it('answer 404 with errors, also for known paths with another method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/uz/auth/user'],
      ['GET', '/api'],
    ] as const) {
      const response = await server.call({ method, url, token: adminToken });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
