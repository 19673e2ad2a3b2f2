import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import type { Database } from '../src/db/database.ts';
import {
  applicationComments,
  applicationFiles,
  applicationProducts,
  applications,
  applicationSteps,
  branches,
  products,
  rolePermissions,
  roles,
  users,
} from '../src/db/schema.ts';
import { createRandom } from '../src/db/seed-applications.ts';
import { APPLICATION_STATUSES, APPLICATION_STEPS } from '../src/domain/application-enums.ts';
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
    [
      branches,
      roles,
      rolePermissions,
      users,
      products,
      applications,
      applicationProducts,
      applicationSteps,
      applicationComments,
      applicationFiles,
    ].map(async (table) => (await db.orm.select({ n: count() }).from(table))[0]?.n),
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

it('spreads a few thousand applications over every status and step, with frozen and closed ones', async () => {
  const rows = await db.orm
    .select({ status: applications.status, step: applications.step, n: count() })
    .from(applications)
    .groupBy(applications.status, applications.step);
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  expect(total).toBeGreaterThanOrEqual(2000);
  expect(new Set(rows.map((row) => row.status))).toEqual(new Set(APPLICATION_STATUSES));
  expect(new Set(rows.map((row) => row.step))).toEqual(new Set(APPLICATION_STEPS));
  const [flags] = await db.orm
    .select({
      frozen: sql<number>`count(*) filter (where ${applications.isFrozen})::int`,
      closed: sql<number>`count(*) filter (where ${applications.closedAt} is not null)::int`,
      cyrillic: sql<number>`count(*) filter (where ${applications.counteragent} ~ '[А-Яа-яЁёЎўҚқҒғҲҳ]')::int`,
      latin: sql<number>`count(*) filter (where ${applications.counteragent} ~ '^[A-Za-z]')::int`,
    })
    .from(applications);
  expect(flags!.frozen).toBeGreaterThan(20);
  expect(flags!.closed).toBeGreaterThan(0);
  expect(flags!.cyrillic).toBeGreaterThan(100);
  expect(flags!.latin).toBeGreaterThan(100);
});

it('gives every application products adding up to its total, and a history ending at its step', async () => {
  const broken = await db.orm.execute(sql`
    select a.id from ${applications} a
    left join (select application_id, sum(quantity * amount) as total from ${applicationProducts} group by 1) p on p.application_id = a.id
    left join lateral (select step from ${applicationSteps} s where s.application_id = a.id order by started_at desc, id desc limit 1) h on true
    where p.total is distinct from a.total_amount or h.step is distinct from a.step
    limit 5`);
  expect((broken as unknown as { rows: unknown[] }).rows).toEqual([]);
});

it('draws the same demo from the same PRNG seed', () => {
  const draw = (seed: number) => {
    const random = createRandom(seed);
    return Array.from({ length: 5 }, () => random.next());
  };
  expect(draw(2026)).toEqual(draw(2026));
  expect(draw(2026)).not.toEqual(draw(2027));
});
