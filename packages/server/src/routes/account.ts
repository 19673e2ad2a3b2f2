import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ProfileUpdate, User } from '@karvon/contracts';
import { authOf } from '../auth/guard.ts';
import { passwordError } from '../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Orm } from '../db/database.ts';
import { userViews } from '../db/admin-users.ts';
import { sessions, users } from '../db/schema.ts';
import { HttpError, messages } from '../http-errors.ts';
import type { OperationHandler } from './types.ts';

/** A user as the contract shows one. */
export async function userView(orm: Orm, id: number): Promise<User> {
  const [user] = await userViews(orm, eq(users.id, id));
  if (!user) throw new HttpError(404, messages.notFound);
  return user;
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
      if (name.trim() === '') throw new HttpError(400, [{ message: messages.required, field: 'name' }]);
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
        throw new HttpError(400, [{ message: messages.wrongCurrentPassword, field: 'current_password' }]);
      const weakPassword = passwordError(request, password, {
        name: changes.name ?? user.name,
        phone: user.phone,
      });
      if (weakPassword) throw new HttpError(400, [weakPassword]);
      changes.passwordHash = await hashPassword(password);
    }
    await orm.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, user.id));
      // A new password signs out every other session (ASVS 3.3.3: whoever knew the old one), this one stays.
      if (changes.passwordHash !== undefined)
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(sessions.userId, user.id),
              isNull(sessions.revokedAt),
              ne(sessions.id, authOf(request).sessionId),
            ),
          );
    });
    return { data: await userView(orm, user.id) };
  };

  return { getProfile, updateProfile };
}
