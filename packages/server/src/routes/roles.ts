import { asc, eq } from 'drizzle-orm';
import type { RoleEntry } from '@karvon/contracts';
import { authOf } from '../auth/guard.ts';
import type { Orm } from '../db/database.ts';
import { rolePermissions } from '../db/schema.ts';
import type { OperationHandler } from './types.ts';

export function roleHandlers(orm: Orm) {
  const listUserRoles: OperationHandler = async (request): Promise<RoleEntry[]> => {
    const { roleId } = authOf(request).user;
    if (roleId === null) return [];
    return orm
      .select({ key: rolePermissions.key, value: rolePermissions.value })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roleId))
      .orderBy(asc(rolePermissions.id));
  };

  return { listUserRoles };
}
