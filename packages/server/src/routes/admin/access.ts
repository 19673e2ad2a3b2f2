import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../auth/guard.ts';
import type {
  CopyPermissionsRequest,
  ErrorItem,
  PermissionGrantsInput,
  PermissionInput,
  RoleGrantsInput,
  RoleInput,
} from '@karvon/contracts';
import {
  permissionById,
  permissionGrants,
  keyHasEntries,
  permissionKeyTaken,
  permissionPage,
  permissionsByIds,
  roleById,
  roleGrants,
  roleNameTaken,
  roleEntries,
  rolePage,
} from '../../db/admin-access.ts';
import type { Tx } from '../../db/application-changes.ts';
import type { Orm } from '../../db/database.ts';
import { permissions, rolePermissions, roles, users } from '../../db/schema.ts';
import { refuse, say } from '../../domain/admin-messages.ts';
import { grantValueAllowed, pageMeta } from '../../domain/admin-rules.ts';
import { holdsFully, rightsBeyond } from '../../domain/role-grants.ts';
import { searchMatches } from '../../domain/search-text.ts';
import { HttpError } from '../../http-errors.ts';
import type { OperationHandler } from '../types.ts';
import type { PageQuery } from './branches.ts';
import { requiredText } from '../../free-text.ts';

type IdParams = { id: number };

/**
 * What the caller may hand out: administrators anything (null), everyone else no more than their own role opens
 * (otherwise editing roles would grant every right).
 */
async function grantableBy(request: FastifyRequest, tx: Tx): Promise<ReadonlyMap<string, string> | null> {
  const { user } = authOf(request);
  return user.isAdmin ? null : roleEntries(tx, user.roleId);
}

const beyond = (reach: ReadonlyMap<string, string> | null, key: string, value: string) =>
  reach !== null && rightsBeyond(new Map([[key, value]]), reach).length > 0;

/**
 * A role that opens more than the caller's is out of their reach altogether: narrowing it first would bring its
 * holders' accounts within reach of `updateUser` (strip the role, then set its holder's password).
 */
async function refuseWiderRoles(request: FastifyRequest, tx: Tx, roleIds: readonly number[]) {
  const reach = await grantableBy(request, tx);
  if (reach === null) return;
  for (const roleId of roleIds)
    if (rightsBeyond(await roleEntries(tx, roleId), reach).length > 0)
      throw refuse(request, 403, 'roleWiderThanYours');
}

/**
 * The key of a permission is what role entries and the guard match on: creating, renaming (from and to) or deleting a
 * key needs that key at `all`, or renaming the caller's `welcome` to `analytic` would open analytics to every role
 * holding `welcome`.
 */
async function refuseKeysBeyond(request: FastifyRequest, tx: Tx, ...keys: string[]) {
  const reach = await grantableBy(request, tx);
  if (reach !== null && keys.some((key) => !holdsFully(reach, key)))
    throw refuse(request, 403, 'keyBeyondRights', 'key');
}

/**
 * Roles, the permission catalogue and the grants between them (SPEC §6). `own` has no meaning on these screens:
 * an `own` entry for roles / perms / by.role / by.perms works as `all`.
 */
export function accessHandlers(orm: Orm) {
  async function lockRole(request: FastifyRequest, tx: Tx, id: number) {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    if (!role) throw refuse(request, 404, 'notFound');
  }
  async function lockPermission(request: FastifyRequest, tx: Tx, id: number) {
    const [permission] = await tx
      .select({ key: permissions.key })
      .from(permissions)
      .where(eq(permissions.id, id))
      .for('update');
    if (!permission) throw refuse(request, 404, 'notFound');
    return permission;
  }
  async function roleAnswer(request: FastifyRequest, id: number) {
    const role = await roleById(orm, id);
    if (role === null) throw refuse(request, 404, 'notFound');
    return { data: role };
  }
  async function permissionAnswer(request: FastifyRequest, id: number) {
    const permission = await permissionById(orm, id);
    if (permission === null) throw refuse(request, 404, 'notFound');
    return { data: permission };
  }

  const listRoles: OperationHandler = async (request) => {
    const { page, per_page, search } = request.query as PageQuery;
    const { rows, total } = await rolePage(orm, searchMatches(search, [roles.name]), page, per_page);
    return { data: rows, meta: pageMeta(page, per_page, total) };
  };

  const getRole: OperationHandler = async (request) => roleAnswer(request, (request.params as IdParams).id);

  const createRole: OperationHandler = async (request, reply) => {
    const { color } = request.body as RoleInput;
    const name = requiredText((request.body as RoleInput).name, 'name');
    const id = await orm.transaction(async (tx) => {
      if (await roleNameTaken(tx, name, null)) throw refuse(request, 400, 'roleNameTaken', 'name');
      const [role] = await tx.insert(roles).values({ name, color }).returning({ id: roles.id });
      if (!role) throw new Error('The role was not inserted');
      return role.id;
    });
    reply.code(201);
    return roleAnswer(request, id);
  };

  const updateRole: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const { color } = request.body as RoleInput;
    const name = requiredText((request.body as RoleInput).name, 'name');
    await orm.transaction(async (tx) => {
      await lockRole(request, tx, id);
      if (await roleNameTaken(tx, name, id)) throw refuse(request, 400, 'roleNameTaken', 'name');
      await tx.update(roles).set({ name, color }).where(eq(roles.id, id));
    });
    return roleAnswer(request, id);
  };

  /** The app confirms before it calls; a role someone still holds is refused rather than silently taken away. */
  const deleteRole: OperationHandler = async (request, reply) => {
    const { id } = request.params as IdParams;
    await orm.transaction(async (tx) => {
      await lockRole(request, tx, id);
      const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.roleId, id)).limit(1);
      if (holder) throw refuse(request, 400, 'roleHasUsers');
      await tx.delete(roles).where(eq(roles.id, id));
    });
    reply.code(204);
    return undefined;
  };

  /** Replaces this role's entries with those of another role; any failure is the app's 'Ошибка копирования'. */
  const copyRolePermissions: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const { from_role_id } = request.body as CopyPermissionsRequest;
    await orm.transaction(async (tx) => {
      await lockRole(request, tx, id);
      await refuseWiderRoles(request, tx, [id]);
      const [source] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, from_role_id));
      if (!source || from_role_id === id) throw refuse(request, 400, 'copyFailed', 'from_role_id');
      const entries = await tx
        .select({ key: rolePermissions.key, value: rolePermissions.value })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, from_role_id));
      const reach = await grantableBy(request, tx);
      if (entries.some((entry) => beyond(reach, entry.key, entry.value)))
        throw refuse(request, 400, 'roleBeyondRights', 'from_role_id');
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
      if (entries.length > 0)
        await tx.insert(rolePermissions).values(entries.map((entry) => ({ ...entry, roleId: id })));
    });
    return roleAnswer(request, id);
  };

  const listPermissions: OperationHandler = async (request) => {
    const { page, per_page, search, category } = request.query as PageQuery & { category?: string };
    const where = and(
      searchMatches(search, [permissions.name, permissions.key, permissions.category]),
      category ? eq(permissions.category, category) : undefined,
    );
    const { rows, total } = await permissionPage(orm, where, page, per_page);
    return { data: rows, meta: pageMeta(page, per_page, total) };
  };

  const getPermission: OperationHandler = async (request) =>
    permissionAnswer(request, (request.params as IdParams).id);

  const permissionColumns = (input: PermissionInput) => ({
    name: requiredText(input.name, 'name'),
    key: input.key,
    category: requiredText(input.category, 'category'),
    type: input.type,
    options: [...input.options],
  });

  const createPermission: OperationHandler = async (request, reply) => {
    const input = request.body as PermissionInput;
    const id = await orm.transaction(async (tx) => {
      await refuseKeysBeyond(request, tx, input.key);
      if (await permissionKeyTaken(tx, input.key, null)) throw refuse(request, 400, 'keyTaken', 'key');
      const [created] = await tx
        .insert(permissions)
        .values(permissionColumns(input))
        .returning({ id: permissions.id });
      if (!created) throw new Error('The permission was not inserted');
      return created.id;
    });
    reply.code(201);
    return permissionAnswer(request, id);
  };

  /** A new key carries the roles' entries along, so renaming a key does not take access away. */
  const updatePermission: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const input = request.body as PermissionInput;
    await orm.transaction(async (tx) => {
      const current = await lockPermission(request, tx, id);
      await refuseKeysBeyond(request, tx, current.key, input.key);
      // Entries may already use a key no catalogue row names (the guard reads entries, not the catalogue).
      if (
        (await permissionKeyTaken(tx, input.key, id)) ||
        (current.key !== input.key && (await keyHasEntries(tx, input.key)))
      )
        throw refuse(request, 400, 'keyTaken', 'key');
      if (current.key !== input.key)
        await tx.update(rolePermissions).set({ key: input.key }).where(eq(rolePermissions.key, current.key));
      await tx.update(permissions).set(permissionColumns(input)).where(eq(permissions.id, id));
    });
    return permissionAnswer(request, id);
  };

  /** Its entries go with it: a grant no screen can show must not keep opening a route. */
  const deletePermission: OperationHandler = async (request, reply) => {
    const { id } = request.params as IdParams;
    await orm.transaction(async (tx) => {
      const { key } = await lockPermission(request, tx, id);
      await refuseKeysBeyond(request, tx, key);
      await tx.delete(rolePermissions).where(eq(rolePermissions.key, key));
      await tx.delete(permissions).where(eq(permissions.id, id));
    });
    reply.code(204);
    return undefined;
  };

  const listRoleGrants: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    if ((await roleById(orm, id)) === null) throw refuse(request, 404, 'notFound');
    return { data: await roleGrants(orm, id) };
  };

  /** The role's grants become exactly the ones sent (catalogue permissions left out lose theirs). */
  const setRoleGrants: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const { grants } = request.body as RoleGrantsInput;
    await orm.transaction(async (tx) => {
      await lockRole(request, tx, id);
      await refuseWiderRoles(request, tx, [id]);
      const catalogue = await permissionsByIds(
        tx,
        grants.map((grant) => grant.permission_id),
      );
      const reach = await grantableBy(request, tx);
      const errors: ErrorItem[] = [];
      const seen = new Set<number>();
      grants.forEach((grant, i) => {
        const permission = catalogue.get(grant.permission_id);
        if (permission === undefined)
          errors.push({ field: `grants[${i}].permission_id`, message: say(request, 'permissionNotFound') });
        else if (seen.has(grant.permission_id))
          errors.push({ field: `grants[${i}].permission_id`, message: say(request, 'duplicateGrant') });
        else if (!grantValueAllowed(permission, grant.value))
          errors.push({ field: `grants[${i}].value`, message: say(request, 'levelNotAllowed') });
        else if (beyond(reach, permission.key, grant.value))
          errors.push({ field: `grants[${i}].value`, message: say(request, 'grantBeyondRights') });
        seen.add(grant.permission_id);
      });
      if (errors.length > 0) throw new HttpError(400, errors);
      const catalogueKeys = tx.select({ key: permissions.key }).from(permissions);
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, id), inArray(rolePermissions.key, catalogueKeys)));
      if (grants.length > 0)
        await tx.insert(rolePermissions).values(
          grants.map((grant) => ({
            roleId: id,
            key: catalogue.get(grant.permission_id)!.key,
            value: grant.value,
          })),
        );
    });
    return { data: await roleGrants(orm, id) };
  };

  const listPermissionGrants: OperationHandler = async (request) => {
    const permission = await permissionById(orm, (request.params as IdParams).id);
    if (permission === null) throw refuse(request, 404, 'notFound');
    return { data: await permissionGrants(orm, permission.key) };
  };

  /** The roles holding this permission become exactly the ones sent. */
  const setPermissionGrants: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const { grants } = request.body as PermissionGrantsInput;
    const key = await orm.transaction(async (tx) => {
      await lockPermission(request, tx, id);
      const permission = (await permissionById(tx, id))!;
      const roleIds = grants.map((grant) => grant.role_id);
      const known = new Set(
        roleIds.length === 0
          ? []
          : (await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds))).map(
              (r) => r.id,
            ),
      );
      const reach = await grantableBy(request, tx);
      const current = new Map(
        (await permissionGrants(tx, permission.key)).map((grant) => [grant.role_id, grant.value]),
      );
      const errors: ErrorItem[] = [];
      const seen = new Set<number>();
      grants.forEach((grant, i) => {
        if (!known.has(grant.role_id))
          errors.push({ field: `grants[${i}].role_id`, message: say(request, 'roleNotFound') });
        else if (seen.has(grant.role_id))
          errors.push({ field: `grants[${i}].role_id`, message: say(request, 'duplicateGrant') });
        else if (!grantValueAllowed(permission, grant.value))
          errors.push({ field: `grants[${i}].value`, message: say(request, 'levelNotAllowed') });
        // A grant sent back unchanged hands out nothing, however wide it is.
        else if (current.get(grant.role_id) !== grant.value && beyond(reach, permission.key, grant.value))
          errors.push({ field: `grants[${i}].value`, message: say(request, 'grantBeyondRights') });
        seen.add(grant.role_id);
      });
      if (errors.length > 0) throw new HttpError(400, errors);
      const sent = new Map(grants.map((grant) => [grant.role_id, grant.value]));
      const touched = new Set([...current.keys(), ...sent.keys()]);
      await refuseWiderRoles(
        request,
        tx,
        [...touched].filter((roleId) => current.get(roleId) !== sent.get(roleId)),
      );
      await tx.delete(rolePermissions).where(eq(rolePermissions.key, permission.key));
      if (grants.length > 0)
        await tx
          .insert(rolePermissions)
          .values(
            grants.map((grant) => ({ roleId: grant.role_id, key: permission.key, value: grant.value })),
          );
      return permission.key;
    });
    return { data: await permissionGrants(orm, key) };
  };

  return {
    listRoles,
    getRole,
    createRole,
    updateRole,
    deleteRole,
    copyRolePermissions,
    listPermissions,
    getPermission,
    createPermission,
    updatePermission,
    deletePermission,
    listRoleGrants,
    setRoleGrants,
    listPermissionGrants,
    setPermissionGrants,
  };
}
