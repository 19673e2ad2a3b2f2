// The invariant of handing out rights (contracts/README.md, "Handing out rights"), proven over random sequences of
// calls on users, roles, permissions and grants made by a delegated administrator who is not an administrator:
//  1. no account holds a right (key and level, own < all) it did not hold before, unless the caller holds it at
//     least as wide;
//  2. no administrator account, and no account whose role opens more than the caller's, is changed in any field;
//  3. no permission key the caller does not hold at `all` is created, renamed to, renamed from or deleted.
// The world is read from the database before and after every call and checked; the tables are put back between runs.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../src/permissions.ts';
import { rightsBeyond } from '../src/domain/role-grants.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

const CALLER = { phone: '998977000001', password: 'Delegat-ishonch-2026' };

/** The delegated administrator: every admin-area key, some others, some of them `own` only. */
const CALLER_ENTRIES: Record<string, string> = {
  users: 'all',
  'user.update': 'all',
  roles: 'all',
  perms: 'all',
  'by.role': 'all',
  'by.perms': 'all',
  welcome: 'all',
  reestr: 'all',
  car: 'own',
  del_application: 'own',
};
/** A role that opens more than the caller's (analytics, the dashboard, cars for all). */
const WIDE_ENTRIES = { ...CALLER_ENTRIES, analytic: 'all', dashboard: 'all', car: 'all' };
/** A role that opens less. */
const NARROW_ENTRIES = { welcome: 'all', car: 'own' };

const LEVELS = ['0', 'own', 'all', '1'] as const;
const KEYS = [...PERMISSION_KEYS, 'hisobot', 'hisobot.eski'];
const PASSWORDS = ['Qovun-sayil-7431', 'Tarvuz-bozori-0925'];
const NAMES = ['Alisher Navoiy', 'Zulfiya Isroilova', 'Yangi rol', 'Omborchi'];

const TABLES = ['users', 'roles', 'role_permissions', 'permissions'] as const;

interface Account {
  name: string;
  phone: string;
  passwordHash: string;
  isActive: boolean;
  isAdmin: boolean;
  roleId: number | null;
  branchId: number | null;
}

interface World {
  users: Map<number, Account>;
  /** Role id → its entries (key → value). */
  entries: Map<number, Map<string, string>>;
  /** Permission id → key. */
  catalogue: Map<number, string>;
}

let server: TestServer;
let callerId: number;
/** The accounts and roles the commands mostly aim at. */
const cast = { users: [] as number[], roles: [] as number[], permissions: [] as number[] };
let callerToken: string;
let callerSignIn = CALLER;
let branchIds: number[];

const asCaller = (method: string, url: string, payload?: object) =>
  server.call({ method, url: `/api/uz${url}`, token: callerToken, ...(payload && { payload }) });

async function rows<T>(query: string): Promise<T[]> {
  const result = await server.db.orm.execute(sql.raw(query));
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function readWorld(): Promise<World> {
  const [users, entries, catalogue] = await Promise.all([
    rows<{
      id: number;
      name: string;
      phone: string;
      password_hash: string;
      is_active: boolean;
      is_admin: boolean;
      role_id: number | null;
      branch_id: number | null;
    }>('select id, name, phone, password_hash, is_active, is_admin, role_id, branch_id from users'),
    rows<{ role_id: number; key: string; value: string }>('select role_id, key, value from role_permissions'),
    rows<{ id: number; key: string }>('select id, key from permissions'),
  ]);
  const world: World = { users: new Map(), entries: new Map(), catalogue: new Map() };
  for (const user of users)
    world.users.set(user.id, {
      name: user.name,
      phone: user.phone,
      passwordHash: user.password_hash,
      isActive: user.is_active,
      isAdmin: user.is_admin,
      roleId: user.role_id,
      branchId: user.branch_id,
    });
  for (const entry of entries) {
    if (!world.entries.has(entry.role_id)) world.entries.set(entry.role_id, new Map());
    world.entries.get(entry.role_id)!.set(entry.key, entry.value);
  }
  for (const permission of catalogue) world.catalogue.set(permission.id, permission.key);
  return world;
}

const reach = (value: string | undefined) => (value === 'all' || value === '1' ? 2 : value === 'own' ? 1 : 0);
const rightsOf = (world: World, account: Account) =>
  account.roleId === null ? new Map<string, string>() : (world.entries.get(account.roleId) ?? new Map());

const callerRightsIn = (world: World) => rightsOf(world, world.users.get(callerId)!);

/**
 * Every way the calls from `before` to `after` broke the invariant, in words; empty when it held. `callerRights` are
 * the caller's as the calls began (checked after each call, and from the start of the sequence: an account wider than
 * the caller stays out of reach even after its role was narrowed).
 */
function violations(before: World, after: World, callerRights = callerRightsIn(before)): string[] {
  const found: string[] = [];
  const heldAtAll = (key: string) => reach(callerRights.get(key)) === 2;

  for (const [id, account] of after.users) {
    const previous = before.users.get(id);
    if (account.isAdmin && !previous?.isAdmin) found.push(`user ${id} became an administrator`);
    if (account.isAdmin) continue;
    const had = previous === undefined ? new Map<string, string>() : rightsOf(before, previous);
    for (const [key, value] of rightsOf(after, account)) {
      const level = reach(value);
      if (level > reach(had.get(key)) && level > reach(callerRights.get(key)))
        found.push(`user ${id} gained ${key}=${value}, which the caller does not hold as wide`);
    }
  }
  for (const [id, previous] of before.users) {
    const protectedAccount =
      previous.isAdmin || rightsBeyond(rightsOf(before, previous), callerRights).length > 0;
    if (!protectedAccount) continue;
    const now = after.users.get(id);
    const changed = (Object.keys(previous) as (keyof Account)[]).filter(
      (field) => now?.[field] !== previous[field],
    );
    if (changed.length > 0) found.push(`user ${id}, wider than the caller, changed: ${changed.join(', ')}`);
  }
  for (const [id, key] of before.catalogue) {
    const now = after.catalogue.get(id);
    if (now === undefined && !heldAtAll(key)) found.push(`permission ${key} deleted`);
    if (now !== undefined && now !== key && !(heldAtAll(key) && heldAtAll(now)))
      found.push(`permission ${key} renamed to ${now}`);
  }
  for (const [id, key] of after.catalogue)
    if (!before.catalogue.has(id) && !heldAtAll(key)) found.push(`permission ${key} created`);
  return found;
}

// Commands name their targets by position (taken modulo what exists when they run), so they shrink well.
const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;
/** Mostly one of the cast (listed first: administrator, manager, wide, narrow, caller, and their roles), else any. */
const target = fc.oneof({ arbitrary: fc.nat(4), weight: 4 }, { arbitrary: fc.nat(), weight: 1 });
/** Mostly a permission the caller holds at `all` (listed first), so that grants of it are often accepted. */
const permissionTarget = fc.oneof({ arbitrary: fc.nat(7), weight: 3 }, { arbitrary: fc.nat(), weight: 1 });
/** The cast first, then everything else in id order. */
const castFirst = (cast: readonly number[], ids: Iterable<number>) => [
  ...cast,
  ...[...ids].filter((id) => !cast.includes(id)).sort((a, b) => a - b),
];
const level = fc.constantFrom(...LEVELS);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
// Accounts are changed and roles narrowed most often: the two-step attacks need both.
const command = fc.oneof(
  weighted(
    3,
    fc.record({
      kind: fc.constant('updateUser' as const),
      user: target,
      password: fc.option(fc.constantFrom(...PASSWORDS), { nil: undefined }),
      phone: fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
      isActive: fc.option(fc.boolean(), { nil: undefined }),
      role: fc.option(target, { nil: undefined }),
      branch: fc.option(fc.nat(), { nil: undefined }),
      name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }),
    }),
  ),
  fc.record({
    kind: fc.constant('createUser' as const),
    role: fc.nat(),
    branch: fc.nat(),
    phone: fc.nat(99),
  }),
  fc.record({ kind: fc.constant('createRole' as const), name: fc.constantFrom(...NAMES) }),
  fc.record({ kind: fc.constant('deleteRole' as const), role: target }),
  fc.record({ kind: fc.constant('copyRole' as const), role: target, from: target }),
  weighted(
    2,
    fc.record({
      kind: fc.constant('setRoleGrants' as const),
      role: target,
      grants: fc.array(fc.record({ permission: permissionTarget, value: level }), { maxLength: 4 }),
    }),
  ),
  weighted(
    2,
    fc.record({
      kind: fc.constant('setPermissionGrants' as const),
      permission: fc.nat(),
      grants: fc.array(fc.record({ role: target, value: level }), { maxLength: 4 }),
    }),
  ),
  fc.record({ kind: fc.constant('createPermission' as const), key: fc.constantFrom(...KEYS) }),
  fc.record({
    kind: fc.constant('renamePermission' as const),
    permission: fc.nat(),
    key: fc.constantFrom(...KEYS),
  }),
  fc.record({ kind: fc.constant('deletePermission' as const), permission: fc.nat() }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

async function run(step: Command, world: World) {
  const userIds = castFirst(cast.users, world.users.keys());
  const allRoles = castFirst(
    cast.roles,
    (await rows<{ id: number }>('select id from roles')).map((r) => r.id),
  );
  const permissionIds = castFirst(cast.permissions, world.catalogue.keys());
  const permissionInput = (key: string) => ({
    name: `Ruxsat ${key}`,
    key,
    category: 'Sinov',
    type: 'flag',
    options: ['0', 'own', 'all'],
  });
  switch (step.kind) {
    case 'updateUser': {
      const id = pick(userIds, step.user);
      const changes = {
        ...(step.password !== undefined && { password: step.password }),
        ...(step.phone !== undefined && { phone: `9987710000${String(step.phone).padStart(2, '0')}` }),
        ...(step.isActive !== undefined && { is_active: step.isActive }),
        ...(step.role !== undefined && { role_id: pick(allRoles, step.role) }),
        ...(step.branch !== undefined && { branch_id: pick(branchIds, step.branch) }),
        ...(step.name !== undefined && { name: step.name }),
      };
      const answer = await asCaller('PUT', `/user/${id}`, changes);
      // The caller may change their own sign-in; the runner signs in with it next time.
      if (answer.statusCode === 200 && id === callerId)
        callerSignIn = {
          phone: changes.phone ?? callerSignIn.phone,
          password: changes.password ?? callerSignIn.password,
        };
      return answer;
    }
    case 'createUser':
      return asCaller('POST', '/user', {
        name: 'Yangi xodim',
        phone: `9987720000${String(step.phone).padStart(2, '0')}`,
        password: PASSWORDS[0],
        role_id: pick(allRoles, step.role),
        branch_id: pick(branchIds, step.branch),
      });
    case 'createRole':
      return asCaller('POST', '/role', { name: `${step.name} ${allRoles.length}`, color: '#336699' });
    case 'deleteRole':
      return asCaller('DELETE', `/role/${pick(allRoles, step.role)}`);
    case 'copyRole':
      return asCaller('POST', `/role/${pick(allRoles, step.role)}/copy_permissions`, {
        from_role_id: pick(allRoles, step.from),
      });
    case 'setRoleGrants':
      return asCaller('PUT', `/role/${pick(allRoles, step.role)}/permissions`, {
        grants: step.grants.map((grant) => ({
          permission_id: pick(permissionIds, grant.permission),
          value: grant.value,
        })),
      });
    case 'setPermissionGrants':
      return asCaller('PUT', `/permission/${pick(permissionIds, step.permission)}/roles`, {
        grants: step.grants.map((grant) => ({ role_id: pick(allRoles, grant.role), value: grant.value })),
      });
    case 'createPermission':
      return asCaller('POST', '/permission', permissionInput(step.key));
    case 'renamePermission':
      return asCaller(
        'PUT',
        `/permission/${pick(permissionIds, step.permission)}`,
        permissionInput(step.key),
      );
    case 'deletePermission':
      return asCaller('DELETE', `/permission/${pick(permissionIds, step.permission)}`);
  }
}

async function createRole(name: string, entries: Record<string, string>): Promise<number> {
  const [role] = await rows<{ id: number }>(
    `insert into roles (name, color) values ('${name}', '#112233') returning id`,
  );
  const values = Object.entries(entries).map(([key, value]) => `(${role!.id}, '${key}', '${value}')`);
  await rows(`insert into role_permissions (role_id, key, value) values ${values.join(', ')}`);
  return role!.id;
}

async function signInCaller() {
  callerToken = (await server.login(callerSignIn)).access_token;
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = (await server.login(ADMIN)).access_token;
  branchIds = (
    await rows<{ id: number }>('select id from branches where deleted_at is null order by id')
  ).map((b) => b.id);
  const roleOf = { caller: 0, wide: 0, narrow: 0 };
  roleOf.caller = await createRole('Delegat', CALLER_ENTRIES);
  roleOf.wide = await createRole('Keng', WIDE_ENTRIES);
  roleOf.narrow = await createRole('Tor', NARROW_ENTRIES);
  const create = async (name: string, phone: string, roleId: number) => {
    const answer = await server.call({
      method: 'POST',
      url: '/api/uz/user',
      token: admin,
      payload: { name, phone, password: CALLER.password, role_id: roleId, branch_id: branchIds[0] },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ data: { id: number } }>().data.id;
  };
  callerId = await create('Delegat Karimov', CALLER.phone, roleOf.caller);
  const wide = await create('Keng Rahimova', '998977000002', roleOf.wide);
  const narrow = await create('Tor Sodiqov', '998977000003', roleOf.narrow);
  const idOfPhone = async (phone: string) =>
    (
      await rows<{ id: number; role_id: number }>(`select id, role_id from users where phone = '${phone}'`)
    )[0]!;
  const [administrator, manager] = [await idOfPhone(ADMIN.phone), await idOfPhone(MANAGER.phone)];
  cast.users = [administrator.id, manager.id, wide, narrow, callerId];
  cast.roles = [roleOf.wide, manager.role_id, roleOf.narrow, roleOf.caller];
  const heldFully = Object.keys(CALLER_ENTRIES).filter((key) => CALLER_ENTRIES[key] === 'all');
  cast.permissions = (await rows<{ id: number; key: string }>('select id, key from permissions order by id'))
    .filter((permission) => heldFully.includes(permission.key))
    .map((permission) => permission.id);
  // The world every run starts from.
  for (const table of TABLES) {
    await rows(`drop table if exists "saved_${table}"`);
    await rows(`create table "saved_${table}" as select * from "${table}"`);
  }
}, 120_000);

afterAll(() => server?.close());

async function restoreWorld() {
  for (const statement of [
    'delete from role_permissions',
    'delete from users where id not in (select id from saved_users)',
    'update users set role_id = null where role_id not in (select id from saved_roles)',
    'delete from roles where id not in (select id from saved_roles)',
    'update roles r set name = s.name, color = s.color from saved_roles s where r.id = s.id',
    // A role the run deleted (one nobody held) comes back with its id.
    'insert into roles overriding system value select * from saved_roles where id not in (select id from roles)',
    'insert into role_permissions overriding system value select * from saved_role_permissions',
    'delete from permissions',
    'insert into permissions overriding system value select * from saved_permissions',
    `update users u set name = s.name, phone = s.phone, password_hash = s.password_hash, is_active = s.is_active,
       is_admin = s.is_admin, role_id = s.role_id, branch_id = s.branch_id, manager_id = s.manager_id
       from saved_users s where u.id = s.id`,
  ])
    await rows(statement);
  callerSignIn = CALLER;
  await signInCaller();
}

it('no sequence of calls by a delegated administrator hands anyone a right the caller does not hold', async () => {
  let steps = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
      await restoreWorld();
      const start = await readWorld();
      for (const step of commands) {
        const before = await readWorld();
        let answer = await run(step, before);
        if (answer.statusCode === 401) {
          // The caller signed themselves out (a new password of their own): sign in again and go on.
          await signInCaller();
          answer = await run(step, before);
        }
        steps += 1;
        expect(answer.statusCode, `${JSON.stringify(step)} → ${answer.body}`).toBeLessThan(500);
        const after = await readWorld();
        expect(violations(before, after), JSON.stringify(step)).toEqual([]);
        expect(violations(start, after, callerRightsIn(start)), JSON.stringify(commands)).toEqual([]);
      }
    }),
    { numRuns: 100, endOnFailure: false },
  );
  expect(steps).toBeGreaterThan(60);
}, 600_000);

it('the manager, a seeded account whose role opens screens the caller lacks, counts as wider', async () => {
  await restoreWorld();
  const world = await readWorld();
  const manager = [...world.users.values()].find((account) => account.phone === MANAGER.phone)!;
  expect(
    rightsBeyond(rightsOf(world, manager), rightsOf(world, world.users.get(callerId)!)).length,
  ).toBeGreaterThan(0);
});

describe('the two escalations found from outside', () => {
  it('a user administrator cannot take over the administrator’s account', async () => {
    await restoreWorld();
    const adminId = [...(await readWorld()).users].find(([, account]) => account.phone === ADMIN.phone)![0];
    const takeover = await asCaller('PUT', `/user/${adminId}`, {
      password: PASSWORDS[0],
      phone: '998977000099',
      is_active: false,
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().errors).toEqual([
      { message: 'Учётную запись администратора может изменить только администратор' },
    ]);
    const signIn = await server.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: ADMIN.phone, password: PASSWORDS[0] },
    });
    expect(signIn.statusCode).not.toBe(200);
    expect((await server.login(ADMIN)).access_token).toBeTruthy();
  });

  it('the permission catalogue is no back door to analytics', async () => {
    await restoreWorld();
    const { catalogue } = await readWorld();
    const idOf = (key: string) => [...catalogue].find(([, k]) => k === key)![0];
    const removed = await asCaller('DELETE', `/permission/${idOf('analytic')}`);
    expect(removed.statusCode).toBe(403);
    const renamed = await asCaller('PUT', `/permission/${idOf('welcome')}`, {
      name: 'Analitika',
      key: 'analytic',
      category: 'Sinov',
      type: 'flag',
      options: ['0', 'own', 'all'],
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().errors[0].field).toBe('key');
    const analytics = await server.call({ method: 'GET', url: '/api/uz/analytic/sales', token: callerToken });
    expect(analytics.statusCode).toBe(403);
  });

  it('a wider role is out of reach: not narrowed first to bring its holders within reach', async () => {
    await restoreWorld();
    const [wideRole, narrowRole] = [cast.roles[0]!, cast.roles[2]!];
    const wideUser = cast.users[2]!;
    const { catalogue } = await readWorld();
    const idOf = (key: string) => [...catalogue].find(([, k]) => k === key)![0];
    const stripped = await asCaller('PUT', `/role/${wideRole}/permissions`, { grants: [] });
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().errors).toEqual([
      { message: 'Права этой роли шире ваших: изменить их может только администратор' },
    ]);
    expect(
      (await asCaller('POST', `/role/${wideRole}/copy_permissions`, { from_role_id: narrowRole })).statusCode,
    ).toBe(403);
    // Taking analytics away from the wide role through the permission's own list is the same narrowing.
    expect((await asCaller('PUT', `/permission/${idOf('analytic')}/roles`, { grants: [] })).statusCode).toBe(
      403,
    );
    expect((await asCaller('PUT', `/user/${wideUser}`, { password: PASSWORDS[1] })).statusCode).toBe(403);
  });

  it('a permission list sent back with a wider role’s grant unchanged is saved', async () => {
    await restoreWorld();
    const { catalogue } = await readWorld();
    const car = [...catalogue].find(([, k]) => k === 'car')![0];
    // The caller holds car at own; the wide role at all. Giving the narrow role `own` keeps the wide role's `all`.
    const holders = (await asCaller('GET', `/permission/${car}/roles`)).json<{
      data: { role_id: number; value: string }[];
    }>().data;
    const grants = [
      ...holders.map(({ role_id, value }) => ({ role_id, value })).filter((g) => g.role_id !== cast.roles[2]),
      { role_id: cast.roles[2]!, value: 'own' },
    ];
    const saved = await asCaller('PUT', `/permission/${car}/roles`, { grants });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a permission the caller does not hold at all is not relabelled either', async () => {
    await restoreWorld();
    const { catalogue } = await readWorld();
    const analytic = [...catalogue].find(([, k]) => k === 'analytic')![0];
    const relabelled = await asCaller('PUT', `/permission/${analytic}`, {
      name: 'Приветствие',
      key: 'analytic',
      category: 'Sinov',
      type: 'flag',
      options: ['0', 'own', 'all'],
    });
    expect(relabelled.statusCode).toBe(403);
  });
});
