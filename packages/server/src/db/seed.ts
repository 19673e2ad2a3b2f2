import { inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { seedAdmin } from './seed-admin.ts';
import { seedLogistics } from './seed-logistics.ts';
import type { Orm } from './database.ts';
import { branches, rolePermissions, roles, users } from './schema.ts';
import { SEED_BRANCHES, SEED_ROLES, SEED_USERS } from './seed-data.ts';
import {
  DEFAULT_APPLICATION_COUNT,
  seedApplications,
  type ApplicationSeedOptions,
} from './seed-applications.ts';

export interface SeedOptions {
  /** Demo applications; `count: 0` seeds none. Defaults: 3000 applications around the current time, seed 2026. */
  applications?: Partial<ApplicationSeedOptions>;
}

/**
 * Adds whatever demo data is missing and changes nothing that exists, so it runs on every start.
 * Passwords are hashed only for accounts that are actually added (hashing is the slow part).
 */
export async function seed(orm: Orm, options: SeedOptions = {}): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx
      .insert(branches)
      .values(
        SEED_BRANCHES.map(({ name, address, isMainWarehouse = false, isActive = true }) => ({
          name,
          address,
          isMainWarehouse,
          isActive,
        })),
      )
      .onConflictDoNothing({ target: branches.name });
    await tx
      .insert(roles)
      .values(SEED_ROLES.map(({ name, color }) => ({ name, color })))
      .onConflictDoNothing({ target: roles.name });

    const roleIds = new Map(
      (
        await tx
          .select({ id: roles.id, name: roles.name })
          .from(roles)
          .where(
            inArray(
              roles.name,
              SEED_ROLES.map((role) => role.name),
            ),
          )
      ).map((role) => [role.name, role.id]),
    );
    const entries = SEED_ROLES.flatMap((role) =>
      Object.entries(role.permissions).map(([key, value]) => ({
        roleId: roleIds.get(role.name)!,
        key,
        value,
      })),
    );
    await tx
      .insert(rolePermissions)
      .values(entries)
      .onConflictDoNothing({ target: [rolePermissions.roleId, rolePermissions.key] });

    const existingPhones = new Set(
      (
        await tx
          .select({ phone: users.phone })
          .from(users)
          .where(
            inArray(
              users.phone,
              SEED_USERS.map((user) => user.phone),
            ),
          )
      ).map((user) => user.phone),
    );
    const missing = SEED_USERS.filter((user) => !existingPhones.has(user.phone));
    if (missing.length > 0) await insertUsers(tx, missing, roleIds);

    const {
      count = DEFAULT_APPLICATION_COUNT,
      now = new Date(),
      seed: prngSeed = 2026,
    } = options.applications ?? {};
    if (count > 0) await seedApplications(tx, { count, now, seed: prngSeed });
    await seedAdmin(tx);
    await seedLogistics(tx);
  });
}

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

async function insertUsers(tx: Tx, missing: typeof SEED_USERS, roleIds: Map<string, number>): Promise<void> {
  const branchIds = new Map(
    (
      await tx
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(
          inArray(
            branches.name,
            missing.map((user) => user.branch),
          ),
        )
    ).map((branch) => [branch.name, branch.id]),
  );
  // Hashing is the slow part of the seed: the demo staff share one password, so it is hashed once.
  const hashes = new Map(
    await Promise.all(
      [...new Set(missing.map((user) => user.password))].map(
        async (password) => [password, await hashPassword(password)] as const,
      ),
    ),
  );
  const rows = missing.map((user) => ({
    name: user.name,
    phone: user.phone,
    passwordHash: hashes.get(user.password)!,
    isAdmin: user.isAdmin,
    roleId: user.role === null ? null : (roleIds.get(user.role) ?? null),
    branchId: branchIds.get(user.branch) ?? null,
  }));
  await tx.insert(users).values(rows).onConflictDoNothing({ target: users.phone });
}
