import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import {
  branchAttachments,
  branchGroupMembers,
  branchGroups,
  branches,
  districts,
  permissions,
  questionMessages,
  questions,
  regions,
  userSettings,
  users,
} from '../src/db/schema.ts';
import { seed } from '../src/db/seed.ts';
import { PERMISSION_KEYS } from '../src/permissions.ts';
import { openTestDatabase } from './helpers/database.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const tables = {
  regions,
  districts,
  branchGroups,
  branchGroupMembers,
  branchAttachments,
  permissions,
  userSettings,
  questions,
  questionMessages,
};

async function counts() {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await db.orm.select({ total: count() }).from(table);
        return [name, row?.total ?? 0] as const;
      }),
    ),
  );
}

it('seeds the 14 regions, every branch’s place and attachments, groups, permissions and questions', async () => {
  const seeded = await counts();
  expect(seeded.regions).toBe(14);
  expect(seeded.districts).toBeGreaterThanOrEqual(14 * 4);
  expect(seeded.branchGroups).toBe(4);
  expect(seeded.questions).toBe(2);
  const unplaced = await db.orm.select({ id: branches.id }).from(branches).where(isNull(branches.regionId));
  expect(unplaced).toEqual([]);
  const keys = (await db.orm.select({ key: permissions.key }).from(permissions)).map((p) => p.key);
  expect(new Set(keys)).toEqual(new Set(PERMISSION_KEYS.filter((key) => key !== 'movement')));
  const unmanaged = await db.orm.select({ phone: users.phone }).from(users).where(isNull(users.managerId));
  expect(unmanaged.map((u) => u.phone)).toEqual(['998900000001']);
});

it('adds nothing and overwrites no edit when run again', async () => {
  await db.orm.update(branches).set({ director: 'Yangi direktor' }).where(eq(branches.id, 2));
  await db.orm.delete(branchGroupMembers).where(eq(branchGroupMembers.branchId, 2));
  const before = await counts();
  await seed(db.orm);
  expect(await counts()).toEqual(before);
  const [branch] = await db.orm
    .select({ director: branches.director })
    .from(branches)
    .where(eq(branches.id, 2));
  expect(branch?.director).toBe('Yangi direktor');
});
