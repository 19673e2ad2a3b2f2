import { asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { User } from '@karvon/contracts';
import type { Tx } from './application-changes.ts';
import type { Orm } from './database.ts';
import { branches, roles, users } from './schema.ts';

type Reader = Orm | Tx;

const managers = alias(users, 'managers');

/** Users as the contract shows them, in id order. */
export async function userViews(
  db: Reader,
  where: SQL | undefined,
  page = 1,
  perPage = 500,
): Promise<User[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      isAdmin: users.isAdmin,
      isActive: users.isActive,
      createdAt: users.createdAt,
      roleId: roles.id,
      roleName: roles.name,
      branchId: branches.id,
      branchName: branches.name,
      managerId: managers.id,
      managerName: managers.name,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    is_admin: row.isAdmin,
    is_active: row.isActive,
    role: row.roleId === null || row.roleName === null ? null : { id: row.roleId, name: row.roleName },
    branch:
      row.branchId === null || row.branchName === null ? null : { id: row.branchId, name: row.branchName },
    manager:
      row.managerId === null || row.managerName === null
        ? null
        : { id: row.managerId, name: row.managerName },
    created_at: row.createdAt.toISOString(),
  }));
}

export async function countUsers(db: Reader, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}
