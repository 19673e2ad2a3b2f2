import { eq } from 'drizzle-orm';
import type { ProfileUpdate, User } from '@karvon/contracts';
import { authOf } from '../auth/guard.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Orm } from '../db/database.ts';
import { branches, roles, users } from '../db/schema.ts';
import { HttpError, messages } from '../http-errors.ts';
import type { OperationHandler } from './types.ts';

/** A user as the contract shows one. */
export async function userView(orm: Orm, id: number): Promise<User> {
  const [row] = await orm
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      roleId: roles.id,
      roleName: roles.name,
      branchId: branches.id,
      branchName: branches.name,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(eq(users.id, id));
  if (!row) throw new HttpError(404, messages.notFound);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    is_admin: row.isAdmin,
    // Accounts cannot be deactivated or given a manager yet: every account that signs in is active, with none.
    is_active: true,
    manager: null,
    role: row.roleId === null || row.roleName === null ? null : { id: row.roleId, name: row.roleName },
    branch:
      row.branchId === null || row.branchName === null ? null : { id: row.branchId, name: row.branchName },
    created_at: row.createdAt.toISOString(),
  };
}

/** The signed-in user's own profile: name and password; the phone is the sign-in and changes only by an admin. */
export function accountHandlers(orm: Orm) {
  const getProfile: OperationHandler = async (request) => ({
    data: await userView(orm, authOf(request).user.id),
  });

  const updateProfile: OperationHandler = async (request) => {
    const { user } = authOf(request);
    const { name, current_password, password } = request.body as ProfileUpdate;
    const changes: Partial<typeof users.$inferInsert> = {};
    if (name !== undefined) {
      if (name.trim() === '') throw new HttpError(422, [{ message: messages.required, field: 'name' }]);
      changes.name = name.trim();
    }
    if (password !== undefined) {
      const [stored] = await orm
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (
        current_password === undefined ||
        !(await verifyPassword(current_password, stored?.passwordHash ?? null))
      )
        throw new HttpError(422, [{ message: messages.wrongCurrentPassword, field: 'current_password' }]);
      changes.passwordHash = await hashPassword(password);
    }
    if (Object.keys(changes).length > 0) await orm.update(users).set(changes).where(eq(users.id, user.id));
    return { data: await userView(orm, user.id) };
  };

  return { getProfile, updateProfile };
}
