import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { loadContract } from '../src/contract.ts';
import { rolePermissions, roles, users } from '../src/db/schema.ts';
import { PERMISSION_KEYS, isOperationPermission, type PermissionKey } from '../src/permissions.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

interface Operation {
  id: string;
  method: string;
  path: string;
  permission: PermissionKey;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of the contract that needs a role entry, read from the contract itself. */
const guarded: Operation[] = Object.entries((await loadContract()).paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const permission = operation['x-permission'];
    if (!HTTP_METHODS.has(method) || !isOperationPermission(permission)) return [];
    if (permission === 'public' || permission === 'authenticated') return [];
    return [
      {
        id: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path: `/api${path.replace(/\{[^}]+\}/g, '1')}`,
        permission,
      },
    ];
  }),
);

/** What a caller might send: nothing, a body that breaks every schema, a query that breaks every parameter. */
const ATTEMPTS: { name: string; query: string; payload?: unknown; headers?: Record<string, string> }[] = [
  { name: 'nothing', query: '' },
  { name: 'a body of the wrong shape', query: '', payload: { unexpected: ['x'], ids: 'all' } },
  {
    name: 'a body that is not JSON',
    query: '',
    payload: 'not json',
    headers: { 'content-type': 'application/json' },
  },
  { name: 'a malformed query', query: '?page=-1&per_page=100000&date_from=yesterday&step=flying' },
];

const PHONE = '998907770001';
const PASSWORD = 'walk-without-permission';

let server: TestServer;
let token: string;
let roleId: number;
beforeAll(async () => {
  server = await startTestServer();
  // A role that opens every screen; each test closes one key and walks the operations it guards.
  const [role] = await server.db.orm
    .insert(roles)
    .values({ name: 'Обход прав', color: '#334155' })
    .returning({ id: roles.id });
  roleId = role!.id;
  await server.db.orm
    .insert(rolePermissions)
    .values(PERMISSION_KEYS.map((key) => ({ roleId, key, value: 'all' })));
  await server.db.orm.insert(users).values({
    name: 'Тест Обходов',
    phone: PHONE,
    passwordHash: await hashPassword(PASSWORD),
    roleId,
    branchId: 1,
  });
  token = (await server.login({ phone: PHONE, password: PASSWORD })).access_token;
});
afterAll(() => server.close());

const setLevel = (key: PermissionKey, value: string) =>
  server.db.orm
    .update(rolePermissions)
    .set({ value })
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.key, key)));

it('covers every guarded operation of the contract', () => {
  expect(guarded.length).toBeGreaterThan(80);
  for (const operation of guarded) expect(PERMISSION_KEYS).toContain(operation.permission);
});

describe.each([...new Set(guarded.map((operation) => operation.permission))])(
  'without the %s permission',
  (key) => {
    it.each(['0', 'none'])(
      'answers 403 with errors to every operation it guards (entry value %s)',
      async (level) => {
        await setLevel(key, level);
        try {
          for (const operation of guarded.filter((candidate) => candidate.permission === key)) {
            for (const attempt of ATTEMPTS) {
              const response = await server.call({
                method: operation.method,
                url: `${operation.path}${attempt.query}`,
                token,
                headers: attempt.headers,
                ...(attempt.payload !== undefined && { payload: attempt.payload as string }),
              });
              expect(response.statusCode, `${operation.id} with ${attempt.name}`).toBe(403);
              expect(response.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
            }
          }
        } finally {
          await setLevel(key, 'all');
        }
      },
    );
  },
);

it('answers 403 to every guarded operation for a user whose role has no entries at all', async () => {
  await server.db.orm.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  for (const operation of guarded) {
    const response = await server.call({ method: operation.method, url: operation.path, token });
    expect(response.statusCode, operation.id).toBe(403);
  }
});

it('lets the same user through once the entry allows it (the walk can fail)', async () => {
  await server.db.orm.insert(rolePermissions).values({ roleId, key: 'del_application', value: 'own' });
  const response = await server.call({ method: 'GET', url: '/api/uz/application/list', token });
  expect(response.statusCode).toBe(200);
});
