import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Role, RoleGrant } from '@karvon/contracts';
import { rolePermissions, roles } from '../src/db/schema.ts';
import { MANAGER_ROLE } from '../src/db/seed-data.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let admin: string;
let manager: string;
let managerRole: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
  const [role] = await server.db.orm.select({ id: roles.id }).from(roles).where(eq(roles.name, MANAGER_ROLE));
  managerRole = role!.id;
});
afterAll(() => server.close());

const call = (method: string, url: string, payload?: object, token = admin) =>
  server.call({ method, url: `/api/uz${url}`, token, ...(payload && { payload }) });

async function entriesOf(roleId: number) {
  return server.db.orm
    .select({ key: rolePermissions.key, value: rolePermissions.value })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
}

async function permissionId(key: string): Promise<number> {
  const list = await call('GET', `/permission/list?per_page=500&search=${encodeURIComponent(key)}`);
  const found = list.json<{ data: Permission[] }>().data.find((p) => p.key === key);
  if (!found) throw new Error(`no permission ${key}`);
  return found.id;
}

describe('roles', () => {
  it('lists roles with their users and the entries that open something', async () => {
    const list = await call('GET', '/role/list');
    const seeded = list.json<{ data: Role[] }>().data.find((role) => role.id === managerRole)!;
    const entries = await entriesOf(managerRole);
    expect(seeded.users_count).toBeGreaterThan(0);
    expect(seeded.permissions_count).toBe(entries.filter((e) => e.value !== '0').length);
  });

  it('creates, renames and deletes a role; names are unique', async () => {
    const created = await call('POST', '/role', { name: 'Omborchi', color: '#52c41a' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: Role }>().data.id;
    expect(created.json().data).toEqual({
      id,
      name: 'Omborchi',
      color: '#52c41a',
      users_count: 0,
      permissions_count: 0,
    });
    const clash = await call('PUT', `/role/${id}`, { name: MANAGER_ROLE, color: '#000000' });
    expect(clash.json().errors).toEqual([{ field: 'name', message: 'Роль с таким названием уже есть' }]);
    expect(
      (await call('PUT', `/role/${id}`, { name: 'Ombor mudiri', color: '#000000' })).json().data.name,
    ).toBe('Ombor mudiri');
    expect((await call('DELETE', `/role/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/role/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a role users still hold', async () => {
    const response = await call('DELETE', `/role/${managerRole}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: 'У роли есть пользователи' }]);
  });

  it('copies the entries of another role in place of its own, or fails with the app’s message', async () => {
    const target = (await call('POST', '/role', { name: 'Nusxa', color: '#123456' })).json<{ data: Role }>()
      .data.id;
    const copied = await call('POST', `/role/${target}/copy_permissions`, { from_role_id: managerRole });
    expect(copied.statusCode).toBe(200);
    expect(new Set(await entriesOf(target))).toEqual(new Set(await entriesOf(managerRole)));
    for (const from of [target, 999999]) {
      const failed = await call('POST', `/role/${target}/copy_permissions`, { from_role_id: from });
      expect(failed.json().errors).toEqual([{ field: 'from_role_id', message: 'Ошибка копирования' }]);
    }
    expect((await call('POST', '/role/999999/copy_permissions', { from_role_id: 1 })).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('has the route names in the catalogue, applications first', async () => {
    const first = (await call('GET', '/permission/1')).json<{ data: Permission }>().data;
    expect(first).toMatchObject({ key: 'del_application', type: 'list', options: ['0', 'own', 'all'] });
    const reports = await call('GET', '/permission/list?category=Hisobotlar');
    expect(reports.json<{ data: Permission[] }>().data.map((p) => p.key)).toEqual(['dashboard', 'analytic']);
  });

  it('creates a permission and refuses a taken key', async () => {
    const input = {
      name: 'Harakat',
      key: 'movement',
      category: 'Arizalar',
      type: 'list',
      options: ['0', 'own', 'all'],
    };
    expect((await call('POST', '/permission', input)).statusCode).toBe(201);
    const taken = await call('POST', '/permission', input);
    expect(taken.json().errors).toEqual([{ field: 'key', message: 'Этот ключ уже занят' }]);
  });

  it('carries the roles’ entries along when a key is renamed, and removes them with the permission', async () => {
    const created = await call('POST', '/permission', {
      name: 'Sinov',
      key: 'sinov',
      category: 'Sinov',
      type: 'flag',
      options: ['0', 'all'],
    });
    const id = created.json<{ data: Permission }>().data.id;
    await call('PUT', `/permission/${id}/roles`, { grants: [{ role_id: managerRole, value: 'all' }] });
    await call('PUT', `/permission/${id}`, {
      name: 'Sinov',
      key: 'sinov.v2',
      category: 'Sinov',
      type: 'flag',
      options: ['0', 'all'],
    });
    expect(await entriesOf(managerRole)).toContainEqual({ key: 'sinov.v2', value: 'all' });
    expect((await call('DELETE', `/permission/${id}`)).statusCode).toBe(204);
    expect((await entriesOf(managerRole)).map((e) => e.key)).not.toContain('sinov.v2');
    expect((await call('DELETE', `/permission/${id}`)).statusCode).toBe(404);
  });
});

describe('grants', () => {
  it('sets a role’s grants to exactly those sent, and the guard follows them', async () => {
    const role = (await call('POST', '/role', { name: 'Kuzatuvchi', color: '#abcdef' })).json<{
      data: Role;
    }>().data.id;
    const applications = await permissionId('del_application');
    const cars = await permissionId('car');
    const set = await call('PUT', `/role/${role}/permissions`, {
      grants: [
        { permission_id: applications, value: 'own' },
        { permission_id: cars, value: '1' },
      ],
    });
    expect(set.json<{ data: RoleGrant[] }>().data.map((g) => [g.key, g.value])).toEqual([
      ['del_application', 'own'],
      ['car', '1'],
    ]);
    const replaced = await call('PUT', `/role/${role}/permissions`, {
      grants: [{ permission_id: cars, value: 'all' }],
    });
    expect(replaced.json<{ data: RoleGrant[] }>().data.map((g) => [g.key, g.value])).toEqual([
      ['car', 'all'],
    ]);
  });

  it('refuses a level the permission does not offer, a duplicate and an unknown permission', async () => {
    const applications = await permissionId('del_application');
    const response = await call('PUT', `/role/${managerRole}/permissions`, {
      grants: [
        { permission_id: applications, value: '5' },
        { permission_id: 999999, value: 'all' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'grants[0].value', message: 'Недопустимый уровень доступа' },
      { field: 'grants[1].permission_id', message: 'Разрешение не найдено' },
    ]);
  });

  it('accepts a whole number for a numeric permission', async () => {
    const created = await call('POST', '/permission', {
      name: 'Kunlik limit',
      key: 'daily_limit',
      category: 'Limitlar',
      type: 'numeric',
      options: ['0'],
    });
    const id = created.json<{ data: Permission }>().data.id;
    const set = await call('PUT', `/permission/${id}/roles`, {
      grants: [{ role_id: managerRole, value: '25' }],
    });
    expect(set.json().data).toEqual([{ role_id: managerRole, role_name: MANAGER_ROLE, value: '25' }]);
    expect((await call('GET', `/permission/${id}/roles`)).json().data).toHaveLength(1);
  });

  it('opens a screen to the manager once granted by permission, and closes it when taken away', async () => {
    const usersPermission = await permissionId('users');
    expect((await call('GET', '/user/list', undefined, manager)).statusCode).toBe(403);
    await call('PUT', `/permission/${usersPermission}/roles`, {
      grants: [{ role_id: managerRole, value: 'all' }],
    });
    expect((await call('GET', '/user/list', undefined, manager)).statusCode).toBe(200);
    await call('PUT', `/permission/${usersPermission}/roles`, { grants: [] });
    expect((await call('GET', '/user/list', undefined, manager)).statusCode).toBe(403);
  });

  it('answers 404 for the grants of unknown roles and permissions', async () => {
    expect((await call('GET', '/role/999999/permissions')).statusCode).toBe(404);
    expect((await call('GET', '/permission/999999/roles')).statusCode).toBe(404);
    expect((await call('PUT', '/permission/999999/roles', { grants: [] })).statusCode).toBe(404);
  });

  it('lets someone who is not an administrator grant no more than their own role opens', async () => {
    const setManagerEntry = (key: string, value: string) =>
      server.db.orm
        .insert(rolePermissions)
        .values({ roleId: managerRole, key, value })
        .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.key], set: { value } });
    await setManagerEntry('roles', 'all');
    await setManagerEntry('by.role', 'all');
    await setManagerEntry('by.perms', 'all');
    await setManagerEntry('del_application', 'own');
    const token = (await server.login(MANAGER)).access_token;
    const applications = await permissionId('del_application');
    const role = (await call('POST', '/role', { name: 'Yordamchi', color: '#123456' })).json<{ data: Role }>()
      .data.id;

    const wider = await call(
      'PUT',
      `/role/${role}/permissions`,
      { grants: [{ permission_id: applications, value: 'all' }] },
      token,
    );
    expect(wider.statusCode).toBe(400);
    expect(wider.json().errors).toEqual([
      { field: 'grants[0].value', message: 'Нельзя выдать право шире вашего' },
    ]);
    // On their own role too: that is how a grant would reach the caller.
    const byPermission = await call(
      'PUT',
      `/permission/${applications}/roles`,
      { grants: [{ role_id: managerRole, value: 'all' }] },
      token,
    );
    expect(byPermission.statusCode).toBe(400);
    const everything = await call('POST', '/role', { name: 'Hammasi', color: '#654321' });
    const everythingId = everything.json<{ data: Role }>().data.id;
    await call('PUT', `/role/${everythingId}/permissions`, {
      grants: [{ permission_id: applications, value: 'all' }],
    });
    const copied = await call(
      'POST',
      `/role/${role}/copy_permissions`,
      { from_role_id: everythingId },
      token,
    );
    expect(copied.statusCode).toBe(400);

    const same = await call(
      'PUT',
      `/role/${role}/permissions`,
      { grants: [{ permission_id: applications, value: 'own' }] },
      token,
    );
    expect(same.statusCode).toBe(200);
    // The administrator is not limited.
    expect(
      (await call('POST', `/role/${role}/copy_permissions`, { from_role_id: everythingId })).statusCode,
    ).toBe(200);
  });
});
