import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Permission, PermissionGrant, PermissionType, Role, RoleGrant } from '@karvon/contracts';
import type { Tx } from './application-changes.ts';
import type { Orm } from './database.ts';
import { permissions, rolePermissions, roles } from './schema.ts';

type Reader = Orm | Tx;

// Correlated subqueries name their columns in full: drizzle renders a bare column unqualified inside select fields.
const usersCount = sql<number>`(select count(*) from "users" u where u.role_id = "roles"."id")::int`;
/** Entries that open something; a `0` entry is kept (the screen shows it) but grants nothing. */
const permissionsCount = sql<number>`(select count(*) from "role_permissions" rp where rp.role_id = "roles"."id" and rp.value <> '0')::int`;

export async function rolePage(
  db: Reader,
  where: SQL | undefined,
  page: number,
  perPage: number,
): Promise<{ rows: Role[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: roles.id,
        name: roles.name,
        color: roles.color,
        users_count: usersCount,
        permissions_count: permissionsCount,
      })
      .from(roles)
      .where(where)
      .orderBy(asc(roles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function roleById(db: Reader, id: number): Promise<Role | null> {
  return (await rolePage(db, eq(roles.id, id), 1, 1)).rows[0] ?? null;
}

export async function roleNameTaken(db: Reader, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), exceptId === null ? undefined : ne(roles.id, exceptId)));
  return row !== undefined;
}

const permissionColumns = {
  id: permissions.id,
  name: permissions.name,
  key: permissions.key,
  category: permissions.category,
  type: sql<PermissionType>`${permissions.type}`,
  options: permissions.options,
};

export async function permissionPage(
  db: Reader,
  where: SQL | undefined,
  page: number,
  perPage: number,
): Promise<{ rows: Permission[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(permissionColumns)
      .from(permissions)
      .where(where)
      .orderBy(asc(permissions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(permissions).where(where),
  ]);
  return { rows: rows as Permission[], total: totals?.total ?? 0 };
}

export async function permissionById(db: Reader, id: number): Promise<Permission | null> {
  const [row] = await db.select(permissionColumns).from(permissions).where(eq(permissions.id, id));
  return (row as Permission | undefined) ?? null;
}

export async function permissionsByIds(db: Reader, ids: readonly number[]): Promise<Map<number, Permission>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(permissionColumns)
    .from(permissions)
    .where(inArray(permissions.id, [...ids]));
  return new Map((rows as Permission[]).map((row) => [row.id, row]));
}

export async function permissionKeyTaken(db: Reader, key: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.key, key), exceptId === null ? undefined : ne(permissions.id, exceptId)));
  return row !== undefined;
}

/** Whether any role holds an entry for this key, catalogued or not. */
export async function keyHasEntries(db: Reader, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rolePermissions.id })
    .from(rolePermissions)
    .where(eq(rolePermissions.key, key))
    .limit(1);
  return row !== undefined;
}

/** A role's entries for the catalogue's permissions, in catalogue order. */
export async function roleGrants(db: Reader, roleId: number): Promise<RoleGrant[]> {
  const rows = await db
    .select({
      permission_id: permissions.id,
      key: permissions.key,
      name: permissions.name,
      category: permissions.category,
      type: sql<PermissionType>`${permissions.type}`,
      value: rolePermissions.value,
    })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.key, rolePermissions.key))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(permissions.id));
  return rows;
}

/** The roles holding a permission's key, in role order. */
export async function permissionGrants(db: Reader, key: string): Promise<PermissionGrant[]> {
  return db
    .select({ role_id: roles.id, role_name: roles.name, value: rolePermissions.value })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(eq(rolePermissions.key, key))
    .orderBy(asc(roles.id));
}

/** A role's entries as key → value (none for no role). */
export async function roleEntries(db: Reader, roleId: number | null): Promise<Map<string, string>> {
  if (roleId === null) return new Map();
  const rows = await db
    .select({ key: rolePermissions.key, value: rolePermissions.value })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return new Map(rows.map((row) => [row.key, row.value]));
}
