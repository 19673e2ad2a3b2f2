import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Orm } from '../../src/db/database.ts';
import {
  applications,
  branchGroups,
  branches,
  districts,
  passwordResetCodes,
  passwordResetRequests,
  permissions,
  questions,
  regions,
  rolePermissions,
  roles,
  userSettings,
  users,
} from '../../src/db/schema.ts';
import { seed } from '../../src/db/seed.ts';
import { MANAGER_ROLE, SEED_BRANCHES, SEED_ROLES, SEED_USERS } from '../../src/db/seed-data.ts';
import { RESET_CODE } from '../../src/domain/admin-rules.ts';

type StateFunc = () => Promise<undefined>;
/** A state is set up before its interaction; the teardown (when there is one) runs right after it. */
type StateHandler = StateFunc | { setup: StateFunc; teardown: StateFunc };

const ADMIN_PHONE = '998900000001';
const MANAGER_PHONE = '998900000002';
/** The consumer creates a user with this phone, which the seed gives to an agent: the agent steps aside meanwhile. */
const NEW_USER_PHONE = '998900000009';
const SPARE_PHONE = '998900000099';
const ROLE_2 = { id: 2, name: 'Menejer', color: '#1677ff' };
const SEEDED_BRANCH_COUNT = SEED_BRANCHES.length;

async function userIdOf(orm: Orm, phone: string): Promise<number> {
  const [user] = await orm.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!user) throw new Error(`The seed has no user ${phone}`);
  return user.id;
}

/**
 * Branches 1–12 are the seed's (in SEED_BRANCHES order): back to their seeded names and flags, live, and
 * branches the pacts created are gone, so the by-name seed neither duplicates nor misses one.
 */
async function resetBranches(orm: Orm) {
  await orm.delete(branches).where(gt(branches.id, SEEDED_BRANCH_COUNT));
  for (const [i, branch] of SEED_BRANCHES.entries()) {
    await orm
      .update(branches)
      .set({
        name: branch.name,
        address: branch.address,
        isMainWarehouse: branch.isMainWarehouse ?? false,
        isActive: branch.isActive ?? true,
        deletedAt: null,
      })
      .where(eq(branches.id, i + 1));
  }
}

/** Role 2 back to the seed's manager role with the seed's entries. */
async function resetRole2(orm: Orm) {
  const seeded = SEED_ROLES.find((role) => role.name === MANAGER_ROLE)!;
  await orm.update(roles).set({ name: seeded.name, color: seeded.color }).where(eq(roles.id, ROLE_2.id));
  await orm.delete(rolePermissions).where(eq(rolePermissions.roleId, ROLE_2.id));
  await orm
    .insert(rolePermissions)
    .values(Object.entries(seeded.permissions).map(([key, value]) => ({ roleId: ROLE_2.id, key, value })));
}

/** Permission 1 as the pacts know it, and every seeded role's entry for its key. */
async function resetPermission1(orm: Orm) {
  await orm.execute(sql`
    insert into ${permissions} (id, name, key, category, type, options) overriding system value
    values (1, 'Arizalar', 'del_application', 'Arizalar', 'list', array['0', 'own', 'all'])
    on conflict (id) do update set name = excluded.name, key = excluded.key, category = excluded.category,
      type = excluded.type, options = excluded.options`);
  const seededRoles = await orm
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      inArray(
        roles.name,
        SEED_ROLES.map((role) => role.name),
      ),
    );
  await orm.delete(rolePermissions).where(eq(rolePermissions.key, 'del_application'));
  const entries = seededRoles.flatMap((role) => {
    const value = SEED_ROLES.find((seeded) => seeded.name === role.name)?.permissions.del_application;
    return value === undefined ? [] : [{ roleId: role.id, key: 'del_application', value }];
  });
  if (entries.length > 0) await orm.insert(rolePermissions).values(entries);
}

/** User 2 as seeded. */
async function resetUser2(orm: Orm) {
  const seeded = SEED_USERS.find((user) => user.phone === MANAGER_PHONE)!;
  const [branch] = await orm
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.name, seeded.branch));
  await orm
    .update(users)
    .set({
      name: seeded.name,
      roleId: ROLE_2.id,
      branchId: branch?.id ?? null,
      managerId: await userIdOf(orm, ADMIN_PHONE),
      isActive: true,
    })
    .where(eq(users.phone, MANAGER_PHONE));
}

/**
 * Runs the by-name seed while role 2 carries the pact's name and the seeded agent lends the phone the pact
 * creates a user with: both are put back for the seed (else it would add a second manager role and agent)
 * and taken again after it.
 */
async function seedAroundPactChanges(orm: Orm) {
  const [role2] = await orm
    .select({ name: roles.name, color: roles.color })
    .from(roles)
    .where(eq(roles.id, ROLE_2.id));
  const seededManager = SEED_ROLES.find((role) => role.name === MANAGER_ROLE)!;
  const [lent] = await orm.select({ id: users.id }).from(users).where(eq(users.phone, SPARE_PHONE));
  if (role2) await orm.update(roles).set({ name: seededManager.name }).where(eq(roles.id, ROLE_2.id));
  if (lent) {
    await orm.delete(users).where(eq(users.phone, NEW_USER_PHONE));
    await orm.update(users).set({ phone: NEW_USER_PHONE }).where(eq(users.id, lent.id));
  }
  await seed(orm);
  if (role2) await orm.update(roles).set({ name: role2.name }).where(eq(roles.id, ROLE_2.id));
  if (lent) await orm.update(users).set({ phone: SPARE_PHONE }).where(eq(users.id, lent.id));
}

/** Provider states of the admin area (contracts/README.md); each sets up exactly what its name says. */
export function adminStates(orm: () => Orm): Record<string, StateHandler> {
  // The SMS a reset request 'sends' go to a throw-away folder, never into the checkout's .data.
  process.env.SMS_OUTBOX_DIR ||= mkdtempSync(join(tmpdir(), 'karvon-pact-sms-'));

  return {
    // Overrides the shared state: branches 1–3 live and active, branch 3 free of work (it is deleted by a pact).
    'branches exist': {
      setup: async () => {
        await resetBranches(orm());
        await orm()
          .delete(userSettings)
          .where(eq(userSettings.userId, await userIdOf(orm(), ADMIN_PHONE)));
        await seedAroundPactChanges(orm());
        await orm()
          .update(applications)
          .set({ registerBranchId: 2 })
          .where(
            and(
              eq(applications.registerBranchId, 3),
              ne(applications.step, 'delivered'),
              isNull(applications.closedAt),
            ),
          );
        return undefined;
      },
      teardown: async () => {
        await resetBranches(orm());
        return undefined;
      },
    },
    'branch 2 is deleted': async () => {
      await orm().update(branches).set({ deletedAt: new Date() }).where(eq(branches.id, 2));
      return undefined;
    },
    'branch 2 has applications in work': async () => {
      const [inWork] = await orm()
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.registerBranchId, 2),
            ne(applications.step, 'delivered'),
            isNull(applications.closedAt),
          ),
        )
        .limit(1);
      if (!inWork)
        await orm()
          .update(applications)
          .set({ registerBranchId: 2 })
          .where(
            eq(
              applications.id,
              sql`(select min(id) from ${applications} where ${applications.step} <> 'delivered' and ${applications.closedAt} is null and ${applications.id} > 3)`,
            ),
          );
      return undefined;
    },
    'region 1 with district 1 exists': async () => {
      const [district] = await orm()
        .select({ id: districts.id })
        .from(districts)
        .where(and(eq(districts.id, 1), eq(districts.regionId, 1)));
      if (!district) throw new Error('The seed has no district 1 of region 1');
      return undefined;
    },
    'branch group 1 Markaz exists': async () => {
      await orm().update(branchGroups).set({ name: 'Markaz' }).where(eq(branchGroups.id, 1));
      return undefined;
    },
    // The consumer's user list expects a manager on every row: the administrator gets one for the interaction.
    'user 2 is the manager with phone 998900000002': {
      setup: async () => {
        await resetUser2(orm());
        await orm()
          .update(users)
          .set({ managerId: await userIdOf(orm(), MANAGER_PHONE) })
          .where(and(isNull(users.managerId), ne(users.phone, MANAGER_PHONE)));
        return undefined;
      },
      teardown: async () => {
        await resetUser2(orm());
        await orm().update(users).set({ managerId: null }).where(eq(users.phone, ADMIN_PHONE));
        return undefined;
      },
    },
    'role 2 Menejer exists and has users': {
      setup: async () => {
        await orm()
          .update(roles)
          .set({ name: ROLE_2.name, color: ROLE_2.color })
          .where(eq(roles.id, ROLE_2.id));
        await orm().update(users).set({ phone: SPARE_PHONE }).where(eq(users.phone, NEW_USER_PHONE));
        return undefined;
      },
      teardown: async () => {
        await resetRole2(orm());
        await orm().delete(users).where(eq(users.phone, NEW_USER_PHONE));
        await orm().update(users).set({ phone: NEW_USER_PHONE }).where(eq(users.phone, SPARE_PHONE));
        return undefined;
      },
    },
    'permission 1 with key del_application exists': {
      setup: async () => {
        await resetPermission1(orm());
        return undefined;
      },
      teardown: async () => {
        await resetPermission1(orm());
        return undefined;
      },
    },
    'question 1 is open': async () => {
      const [question] = await orm()
        .update(questions)
        .set({ isClosed: false })
        .where(eq(questions.id, 1))
        .returning({ id: questions.id });
      if (!question) throw new Error('The seed has no question 1');
      return undefined;
    },
    'question 1 is closed': async () => {
      await orm().update(questions).set({ isClosed: true }).where(eq(questions.id, 1));
      return undefined;
    },
    'the reset code 123456 was sent to 998900000001': {
      setup: async () => {
        const userId = await userIdOf(orm(), ADMIN_PHONE);
        await orm().delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
        await orm()
          .insert(passwordResetCodes)
          .values({
            userId,
            codeHash: await hashPassword('123456'),
            expiresAt: new Date(Date.now() + RESET_CODE.ttlMs),
          });
        return undefined;
      },
      // The right code changes the administrator's password: later interactions sign in with the demo one.
      teardown: async () => {
        const seeded = SEED_USERS.find((user) => user.phone === ADMIN_PHONE)!;
        await orm()
          .update(users)
          .set({ passwordHash: await hashPassword(seeded.password) })
          .where(eq(users.phone, ADMIN_PHONE));
        return undefined;
      },
    },
    'this client has asked for too many password resets': {
      setup: async () => {
        const now = new Date();
        await orm()
          .insert(passwordResetRequests)
          .values(
            Array.from({ length: RESET_CODE.perPhone }, () => ({
              phone: ADMIN_PHONE,
              client: '127.0.0.1',
              createdAt: now,
            })),
          );
        return undefined;
      },
      teardown: async () => {
        await orm().delete(passwordResetRequests);
        return undefined;
      },
    },
  };
}

/** 'no record has id 999999': removes that id from this area's tables. */
export async function forgetAdminRecord999999(orm: Orm): Promise<void> {
  const id = 999_999;
  await orm.delete(questions).where(eq(questions.id, id));
  await orm.delete(permissions).where(eq(permissions.id, id));
  await orm.delete(branchGroups).where(eq(branchGroups.id, id));
  await orm.delete(districts).where(eq(districts.id, id));
  await orm.delete(regions).where(eq(regions.id, id));
  await orm.delete(users).where(eq(users.id, id));
  await orm.delete(roles).where(eq(roles.id, id));
  await orm.delete(branches).where(eq(branches.id, id));
}
