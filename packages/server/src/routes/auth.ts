import { and, eq } from 'drizzle-orm';
import type { AuthUser, LoginRequest, RefreshResponse, TokenResponse, components } from '@karvon/contracts';
import { createDeviceCookies } from '../auth/device-cookie.ts';
import { authOf } from '../auth/guard.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Sessions } from '../auth/sessions.ts';
import { createSignInThrottle, tooManySignIns } from '../auth/sign-in-throttle.ts';
import type { Orm } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { languageOf } from '../domain/application-messages.ts';
import { HttpError, messages } from '../http-errors.ts';
import type { OperationHandler } from './types.ts';

type RefreshRequest = components['schemas']['RefreshRequest'];

export function authHandlers(orm: Orm, sessions: Sessions) {
  const throttle = createSignInThrottle(orm);
  const deviceCookies = createDeviceCookies(orm);

  const login: OperationHandler = async (request, reply): Promise<TokenResponse> => {
    const { phone, password } = request.body as LoginRequest;
    // A browser that signed in to this phone before is counted on its own; any other under the phone.
    const device = await deviceCookies.deviceOf(request.headers.cookie, phone);
    const throttleKey = device === null ? phone : `device:${device}`;
    // While locked the password is not even checked.
    const lockedFor = await throttle.attempt(throttleKey);
    if (lockedFor > 0) {
      reply.header('retry-after', String(lockedFor));
      throw new HttpError(429, tooManySignIns(languageOf(request.headers['accept-language']), lockedFor));
    }
    const [user] = await orm
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      // A deactivated account cannot sign in; it gets the same answer as a wrong password.
      .where(and(eq(users.phone, phone), eq(users.isActive, true)));
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? null);
    // One answer for an unknown phone and a wrong password, so the form does not reveal who has an account.
    if (!user || !passwordMatches) throw new HttpError(400, messages.wrongCredentials);
    await throttle.succeeded(throttleKey);
    reply.header('set-cookie', await deviceCookies.issue(phone, request.protocol === 'https'));
    return sessions.start(user.id);
  };

  const refreshToken: OperationHandler = async (request): Promise<RefreshResponse> => {
    const { refresh_token } = request.body as RefreshRequest;
    const tokens = await sessions.refresh(refresh_token);
    if (tokens === null) throw new HttpError(401, messages.refreshNotValid);
    return tokens;
  };

  const logout: OperationHandler = async (request, reply) => {
    await sessions.revoke(authOf(request).sessionId);
    return reply.code(204).send();
  };

  const getCurrentUser: OperationHandler = async (request): Promise<AuthUser> => {
    const { user } = authOf(request);
    return {
      id: user.id,
      name: user.name,
      phone: user.phone,
      is_admin: user.isAdmin,
      role: user.roleId === null || user.roleName === null ? null : { id: user.roleId, name: user.roleName },
      branch_id: user.branchId,
    };
  };

  return { login, refreshToken, logout, getCurrentUser };
}
