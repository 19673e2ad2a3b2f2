import { and, eq, ne, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchDetail, BranchGroup } from '@karvon/contracts';
import { applications, branches, rolePermissions, roles } from '../src/db/schema.ts';
import { MANAGER_ROLE } from '../src/db/seed-data.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let admin: string;
let manager: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
});
afterAll(() => server.close());

const call = (method: string, url: string, payload?: object, token = admin) =>
  server.call({ method, url: `/api/uz${url}`, token, ...(payload && { payload }) });

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chirchiq filiali',
  address: 'Chirchiq sh., Amir Temur ko‘chasi, 5',
  director: 'Anvar Sobirov',
  region_id: 2,
  district_id: 13,
  is_main_warehouse: false,
  attached_branch_ids: [1],
  group_ids: [1],
  ...overrides,
});

async function freeBranchOfWork(id: number) {
  await server.db.orm
    .update(applications)
    .set({ registerBranchId: 1 })
    .where(
      and(
        eq(applications.registerBranchId, id),
        ne(applications.step, 'delivered'),
        isNull(applications.closedAt),
      ),
    );
}

async function setManagerEntry(key: string, value: string) {
  const [role] = await server.db.orm.select({ id: roles.id }).from(roles).where(eq(roles.name, MANAGER_ROLE));
  await server.db.orm
    .insert(rolePermissions)
    .values({ roleId: role!.id, key, value })
    .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.key], set: { value } });
}

describe('branch details', () => {
  it('shows the seeded main warehouse with region, district, director, attachments and groups', async () => {
    const response = await call('GET', '/branch/main_warehouse');
    expect(response.statusCode).toBe(200);
    const main = response.json<{ data: BranchDetail }>().data;
    expect(main).toMatchObject({
      id: 1,
      is_main_warehouse: true,
      region: { name: 'Toshkent shahri' },
      district: { name: 'Sergeli tumani', region_id: main.region?.id },
      director: expect.any(String),
      deleted_at: null,
    });
    expect(main.attached_branches.length).toBeGreaterThan(0);
    expect(main.groups).toEqual([{ id: 1, name: 'Markaz' }]);
  });

  it('lists the 14 regions and the districts of one, and 404 for an unknown region', async () => {
    const regions = await call('GET', '/region/list?per_page=500');
    expect(regions.json().meta.total).toBe(14);
    expect((await call('GET', '/region/list?search=samarq')).json().data).toEqual([
      { id: expect.any(Number), name: 'Samarqand viloyati' },
    ]);
    const districts = await call('GET', '/region/1/district/list?per_page=500');
    expect(districts.json().data).toContainEqual({ id: 1, region_id: 1, name: 'Chilonzor tumani' });
    expect((await call('GET', '/region/999999/district/list')).statusCode).toBe(404);
  });
});

describe('creating and editing a branch', () => {
  it('creates a branch with its attachments and groups', async () => {
    const response = await call('POST', '/branch', form());
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: BranchDetail }>().data).toMatchObject({
      name: 'Chirchiq filiali',
      is_active: true,
      region: { id: 2 },
      district: { id: 13 },
      attached_branches: [{ id: 1 }],
      groups: [{ id: 1, name: 'Markaz' }],
    });
  });

  it('refuses every wrong reference at once, each on its field', async () => {
    const response = await call(
      'POST',
      '/branch',
      form({
        name: 'Ташкент Чиланзар',
        district_id: 1,
        attached_branch_ids: [2, 999999],
        group_ids: [999999],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'name',
      'district_id',
      'attached_branch_ids[1]',
      'group_ids[0]',
    ]);
  });

  it('needs at least one attached branch (SPEC §5)', async () => {
    const response = await call('POST', '/branch', form({ name: 'Bo‘sh filial', attached_branch_ids: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'attached_branch_ids' });
  });

  it('does not attach a branch to itself', async () => {
    const response = await call('PUT', '/branch/4', form({ name: 'Самарканд', attached_branch_ids: [4] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'attached_branch_ids[0]', message: 'Филиал нельзя прикрепить к самому себе' },
    ]);
  });

  it('keeps one main warehouse: naming another moves the flag, and the only one cannot drop it', async () => {
    const dropped = await call(
      'PUT',
      '/branch/1',
      form({ name: 'Ташкент — главный склад', attached_branch_ids: [2] }),
    );
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().errors[0].field).toBe('is_main_warehouse');

    const moved = await call('PUT', '/branch/4', form({ name: 'Самарканд', is_main_warehouse: true }));
    expect(moved.json<{ data: BranchDetail }>().data.is_main_warehouse).toBe(true);
    expect((await call('GET', '/branch/main_warehouse')).json().data.id).toBe(4);
    await call(
      'PUT',
      '/branch/1',
      form({ name: 'Ташкент — главный склад', is_main_warehouse: true, attached_branch_ids: [2] }),
    );
    expect((await call('GET', '/branch/main_warehouse')).json().data.id).toBe(1);
  });

  it('answers the caller in Uzbek when asked', async () => {
    const response = await server.call({
      method: 'PUT',
      url: '/api/uz/branch/1/status',
      token: admin,
      headers: { 'accept-language': 'uz' },
      payload: { is_active: false },
    });
    expect(response.json().errors[0].message).toBe("Asosiy omborni faolsizlantirib bo'lmaydi");
  });
});

describe('status, deletion and restore', () => {
  it('deactivates and activates a branch, but never the main warehouse', async () => {
    expect((await call('PUT', '/branch/5/status', { is_active: false })).json().data.is_active).toBe(false);
    expect((await call('PUT', '/branch/5/status', { is_active: true })).json().data.is_active).toBe(true);
    const main = await call('PUT', '/branch/1/status', { is_active: false });
    expect(main.statusCode).toBe(400);
    expect(main.json().errors).toEqual([{ message: 'Главный склад нельзя деактивировать' }]);
  });

  it('refuses to delete a branch with applications in work, then deletes and restores it', async () => {
    const busy = await call('DELETE', '/branch/6');
    expect(busy.statusCode).toBe(400);
    expect(busy.json().errors).toEqual([{ message: 'В филиале есть заявки в работе' }]);

    await freeBranchOfWork(6);
    expect((await call('DELETE', '/branch/6')).statusCode).toBe(204);
    const deleted = (await call('GET', '/branch/6')).json<{ data: BranchDetail }>().data;
    expect(deleted.deleted_at).not.toBeNull();
    expect((await call('PUT', '/branch/6/status', { is_active: false })).statusCode).toBe(400);
    // A deleted branch can be neither attached nor chosen.
    expect(
      (await call('POST', '/branch', form({ name: 'Yangi', attached_branch_ids: [6] }))).statusCode,
    ).toBe(400);

    const restored = await call('POST', '/branch/6/restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ data: BranchDetail }>().data.deleted_at).toBeNull();
    expect((await call('POST', '/branch/6/restore')).json().errors).toEqual([
      { message: 'Филиал не удалён' },
    ]);
  });

  it('never deletes the main warehouse; unknown ids are 404', async () => {
    expect((await call('DELETE', '/branch/1')).statusCode).toBe(400);
    expect((await call('DELETE', '/branch/999999')).statusCode).toBe(404);
    expect((await call('POST', '/branch/999999/restore')).statusCode).toBe(404);
  });
});

describe('branch groups', () => {
  it('creates a group of live branches and refuses a taken name', async () => {
    const created = await call('POST', '/branch_group', { name: 'Shimol', branch_ids: [4, 5] });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ data: BranchGroup }>().data.branches.map((b) => b.id)).toEqual([4, 5]);
    const taken = await call('POST', '/branch_group', { name: 'Shimol', branch_ids: [999999] });
    expect(taken.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'branch_ids[0]']);
    const found = await call('GET', '/branch_group/list?search=shim');
    expect(found.json().data).toHaveLength(1);
  });
});

describe('`own` on the branch screen', () => {
  it('shows and edits only the caller’s branch, and never creates or deletes', async () => {
    await setManagerEntry('branch', 'own');
    const [own] = await server.db.orm
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.name, 'Ташкент Чиланзар'));
    expect((await call('GET', `/branch/${own!.id}`, undefined, manager)).statusCode).toBe(200);
    expect((await call('GET', '/branch/4', undefined, manager)).statusCode).toBe(404);
    expect((await call('PUT', '/branch/4/status', { is_active: false }, manager)).statusCode).toBe(404);
    expect((await call('POST', '/branch', form({ name: 'Boshqa' }), manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/branch/${own!.id}`, undefined, manager)).statusCode).toBe(403);
    expect((await call('GET', '/region/list', undefined, manager)).statusCode).toBe(200);
    await setManagerEntry('branch', '0');
  });
});
