import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import type { Database } from '../src/db/database.ts';
import { branches, rolePermissions, roles, users } from '../src/db/schema.ts';
import { seed } from '../src/db/seed.ts';
import { PERMISSION_KEYS } from '../src/permissions.ts';
import { openTestDatabase } from './helpers/database.ts';
import { ADMIN, MANAGER } from './helpers/server.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const counts = async () =>
  Promise.all(
    [branches, roles, rolePermissions, users].map(
      async (table) => (await db.orm.select({ n: count() }).from(table))[0]?.n,
    ),
  );

it('adds nothing and changes nothing when run again', async () => {
  const before = await counts();
  const [adminBefore] = await db.orm.select().from(users).where(eq(users.phone, ADMIN.phone));
  await seed(db.orm);
  expect(await counts()).toEqual(before);
  const [adminAfter] = await db.orm.select().from(users).where(eq(users.phone, ADMIN.phone));
  expect(adminAfter?.passwordHash).toBe(adminBefore?.passwordHash);
});

it('stores the demo passwords as salted scrypt hashes that verify', async () => {
  const demo = await db.orm
    .select({ phone: users.phone, hash: users.passwordHash, isAdmin: users.isAdmin })
    .from(users);
  const admin = demo.find((user) => user.phone === ADMIN.phone);
  const manager = demo.find((user) => user.phone === MANAGER.phone);
  expect(admin?.isAdmin).toBe(true);
  expect(manager?.isAdmin).toBe(false);
  expect(admin?.hash).toMatch(/^scrypt\$/);
  expect(admin?.hash).not.toContain(ADMIN.password);
  expect(await verifyPassword(ADMIN.password, admin?.hash ?? null)).toBe(true);
  expect(await verifyPassword(MANAGER.password, manager?.hash ?? null)).toBe(true);
});

it('keys every role entry by a known route name', async () => {
  const keys = await db.orm.selectDistinct({ key: rolePermissions.key }).from(rolePermissions);
  for (const { key } of keys) expect(PERMISSION_KEYS).toContain(key);
});
