import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@karvon/contracts';
import { rolePermissions, roles, users } from '../src/db/schema.ts';
import { MANAGER_ROLE } from '../src/db/seed-data.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let admin: string;
let adminId: number;
let managerRole: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  const [role] = await server.db.orm.select({ id: roles.id }).from(roles).where(eq(roles.name, MANAGER_ROLE));
  managerRole = role!.id;
  const [me] = await server.db.orm.select({ id: users.id }).from(users).where(eq(users.phone, ADMIN.phone));
  adminId = me!.id;
});
afterAll(() => server.close());

const call = (method: string, url: string, payload?: object, token = admin) =>
  server.call({ method, url: `/api/uz${url}`, token, ...(payload && { payload }) });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nodira Yusupova',
  phone: '998901234567',
  password: 'yangi-parol-2026',
  role_id: managerRole,
  branch_id: 2,
  ...overrides,
});

async function setManagerEntry(key: string, value: string) {
  await server.db.orm
    .insert(rolePermissions)
    .values({ roleId: managerRole, key, value })
    .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.key], set: { value } });
}

describe('creating users', () => {
  it('creates an active user whose manager is, unless named, the creator; the new user signs in', async () => {
    const response = await call('POST', '/user', newUser());
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: User }>().data).toMatchObject({
      name: 'Nodira Yusupova',
      is_active: true,
      is_admin: false,
      role: { id: managerRole },
      branch: { id: 2 },
      manager: { id: adminId },
    });
    await expect(server.login({ phone: '998901234567', password: 'yangi-parol-2026' })).resolves.toBeTruthy();
  });

  it('needs a branch (SPEC §5), a free phone and known role and manager', async () => {
    const response = await call(
      'POST',
      '/user',
      newUser({ phone: MANAGER.phone, role_id: 999999, branch_id: null, manager_id: 999999 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'phone', message: 'Этот номер телефона уже занят' },
      { field: 'role_id', message: 'Роль не найдена' },
      { field: 'branch_id', message: 'Не выбран филиал' },
      { field: 'manager_id', message: 'Руководитель не найден' },
    ]);
    const withoutBranch = newUser({ phone: '998901234568' }) as Record<string, unknown>;
    delete withoutBranch.branch_id;
    expect((await call('POST', '/user', withoutBranch)).json().errors).toEqual([
      { field: 'branch_id', message: 'Не выбран филиал' },
    ]);
  });
});

describe('editing users', () => {
  it('changes only what is sent', async () => {
    const [manager] = await server.db.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, MANAGER.phone));
    const response = await call('PUT', `/user/${manager!.id}`, { branch_id: 3 });
    expect(response.json<{ data: User }>().data).toMatchObject({ branch: { id: 3 }, phone: MANAGER.phone });
    expect((await call('PUT', `/user/${manager!.id}`, { manager_id: manager!.id })).json().errors).toEqual([
      { field: 'manager_id', message: 'Пользователь не может быть своим руководителем' },
    ]);
    expect((await call('PUT', `/user/${manager!.id}`, { branch_id: null })).statusCode).toBe(400);
  });

  it('signs a user out everywhere when deactivated or given a new password', async () => {
    const created = await call('POST', '/user', newUser({ phone: '998901234569' }));
    const id = created.json<{ data: User }>().data.id;
    const session = await server.login({ phone: '998901234569', password: 'yangi-parol-2026' });
    expect((await call('GET', '/profile', undefined, session.access_token)).statusCode).toBe(200);
    await call('PUT', `/user/${id}`, { password: 'boshqa-parol-2026' });
    expect((await call('GET', '/profile', undefined, session.access_token)).statusCode).toBe(401);

    const again = await server.login({ phone: '998901234569', password: 'boshqa-parol-2026' });
    const deactivated = await call('PUT', `/user/${id}`, { is_active: false });
    expect(deactivated.json<{ data: User }>().data.is_active).toBe(false);
    expect((await call('GET', '/profile', undefined, again.access_token)).statusCode).toBe(401);
  });

  it('does not let administrators deactivate themselves; unknown users are 404', async () => {
    expect((await call('PUT', `/user/${adminId}`, { is_active: false })).json().errors).toEqual([
      { field: 'is_active', message: 'Нельзя деактивировать себя' },
    ]);
    expect((await call('PUT', '/user/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/user/999999')).statusCode).toBe(404);
  });
});

describe('listing users', () => {
  it('searches by name and phone and filters by role and branch', async () => {
    const byPhone = await call('GET', `/user/list?search=${MANAGER.phone.slice(-4)}`);
    expect(byPhone.json<{ data: User[] }>().data.map((u) => u.phone)).toContain(MANAGER.phone);
    const byRole = await call('GET', `/user/list?role_id=${managerRole}&per_page=500`);
    expect(byRole.json<{ data: User[] }>().data.every((u) => u.role?.id === managerRole)).toBe(true);
    const byBranch = await call('GET', '/user/list?branch_id=1&per_page=500');
    expect(byBranch.json<{ data: User[] }>().data.every((u) => u.branch?.id === 1)).toBe(true);
  });

  it('shows an `own` manager only the users of their branch, and creates users only there', async () => {
    await setManagerEntry('users', 'own');
    await setManagerEntry('user.update', 'own');
    const token = (await server.login(MANAGER)).access_token;
    const [me] = await server.db.orm
      .select({ id: users.id, branchId: users.branchId })
      .from(users)
      .where(eq(users.phone, MANAGER.phone));
    const list = await call('GET', '/user/list?per_page=500', undefined, token);
    const seen = list.json<{ data: User[] }>().data;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((u) => u.branch?.id === me!.branchId)).toBe(true);
    expect((await call('GET', `/user/${adminId}`, undefined, token)).statusCode).toBe(404);
    expect((await call('PUT', `/user/${adminId}`, { name: 'X' }, token)).statusCode).toBe(404);
    const elsewhere = newUser({ phone: '998901234570', branch_id: me!.branchId === 1 ? 2 : 1 });
    expect((await call('POST', '/user', elsewhere, token)).statusCode).toBe(403);
    expect((await call('POST', '/user', { ...elsewhere, branch_id: me!.branchId }, token)).statusCode).toBe(
      201,
    );
  });

  it('lets no one but an administrator change their own role, or give a role wider than their own', async () => {
    await setManagerEntry('users', 'own');
    await setManagerEntry('user.update', 'own');
    const token = (await server.login(MANAGER)).access_token;
    const [me] = await server.db.orm
      .select({ id: users.id, branchId: users.branchId })
      .from(users)
      .where(eq(users.phone, MANAGER.phone));
    const [wide] = await server.db.orm
      .insert(roles)
      .values({ name: 'Шире менеджера', color: '#0f766e' })
      .returning({ id: roles.id });
    await server.db.orm.insert(rolePermissions).values([
      { roleId: wide!.id, key: 'users', value: 'all' },
      { roleId: wide!.id, key: 'roles', value: 'all' },
    ]);
    const refusedOn = async (response: { statusCode: number; json: <T>() => T }) => {
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: { field?: string; message: string }[] }>().errors;
    };

    const self = await refusedOn(await call('PUT', `/user/${me!.id}`, { role_id: wide!.id }, token));
    expect(self).toEqual([{ field: 'role_id', message: 'Свою роль может изменить только администратор' }]);
    const colleague = await call(
      'POST',
      '/user',
      newUser({ phone: '998901234571', branch_id: me!.branchId }),
      token,
    );
    expect(colleague.statusCode).toBe(201);
    const colleagueId = colleague.json<{ data: User }>().data.id;
    const wider = await refusedOn(await call('PUT', `/user/${colleagueId}`, { role_id: wide!.id }, token));
    expect(wider).toEqual([{ field: 'role_id', message: 'Нельзя назначить роль с правами шире ваших' }]);
    await refusedOn(
      await call(
        'POST',
        '/user',
        newUser({ phone: '998901234572', branch_id: me!.branchId, role_id: wide!.id }),
        token,
      ),
    );
    // Keeping one's own role, or giving a colleague a role no wider than one's own, is fine; an administrator may do anything.
    expect(
      (await call('PUT', `/user/${me!.id}`, { role_id: managerRole, name: 'Менеджер' }, token)).statusCode,
    ).toBe(200);
    expect((await call('PUT', `/user/${colleagueId}`, { role_id: managerRole }, token)).statusCode).toBe(200);
    expect((await call('PUT', `/user/${colleagueId}`, { role_id: wide!.id })).statusCode).toBe(200);
  });
});
