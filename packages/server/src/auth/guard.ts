import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Orm } from '../db/database.ts';
import { rolePermissions } from '../db/schema.ts';
import { HttpError, messages } from '../http-errors.ts';
import { roleEntryAllows, type OperationPermission, type PermissionKey } from '../permissions.ts';
import type { Authenticated, Sessions } from './sessions.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Role entries remembered between requests; roles times keys stay far below this. */
const REMEMBERED_ENTRIES = 5_000;

/**
 * A role's entry for a permission key, remembered with the snapshot it was read in and reused while the database
 * is still in that snapshot (the caller's session was just checked in it): any write to roles or their entries, by
 * whatever means, makes the next request read it again.
 */
function createRoleEntries(orm: Orm) {
  const entries = new Map<string, { value: string | undefined; snapshot: string }>();
  return async (roleId: number | null, key: PermissionKey, snapshot: string): Promise<string | undefined> => {
    if (roleId === null) return undefined;
    const cacheKey = `${roleId}\u0000${key}`;
    const remembered = entries.get(cacheKey);
    if (remembered !== undefined && remembered.snapshot === snapshot) return remembered.value;
    const [entry] = await orm
      .select({ value: rolePermissions.value })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.key, key)));
    // Kept under the snapshot taken a moment before this read: had anything been written in between, the database
    // would never be in that snapshot again and the entry would simply never be used.
    entries.delete(cacheKey);
    entries.set(cacheKey, { value: entry?.value, snapshot });
    if (entries.size > REMEMBERED_ENTRIES) entries.delete(entries.keys().next().value!);
    return entry?.value;
  };
}

/**
 * Runs before body and query validation, so a caller without a valid token or the permission
 * learns nothing about what a valid request would look like.
 */
export function createGuard(orm: Orm, sessions: Sessions): onRequestAsyncHookHandler {
  const roleEntry = createRoleEntries(orm);
  return async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === undefined || permission === 'public') return;

    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) throw new HttpError(401, messages.signInRequired);
    const auth = await sessions.authenticate(token);
    if (auth === null) throw new HttpError(401, messages.sessionNotValid);
    request.auth = auth;

    if (permission === 'authenticated' || auth.user.isAdmin) return;
    const value = await roleEntry(auth.user.roleId, permission, auth.snapshot);
    if (!roleEntryAllows(value)) throw new HttpError(403, messages.forbidden);
    request.scope = scopeOf(value);
  };
}

/**
 * Which rows an operation may touch: `own` limits them to the user's own or their branch's (each resource
 * says which columns make a row "own"); `all` and `1` see everything, as administrators do.
 */
export type RowScope = 'all' | 'own';

function scopeOf(value: string | undefined): RowScope {
  return value === 'own' ? 'own' : 'all';
}

/** The signed-in caller of an operation whose x-permission is not `public`. */
export function authOf(request: FastifyRequest): Authenticated {
  if (request.auth === null)
    throw new Error(`${request.routeOptions.url} was reached without authentication`);
  return request.auth;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: OperationPermission;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
    /** Set by the guard; `all` unless the caller's role entry for the operation's key is `own`. */
    scope: RowScope;
  }
}
