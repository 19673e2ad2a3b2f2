// Roles: CRUD, colour, copying permissions from another role.
import type { CopyPermissionsRequest, Role, RoleInput, RoleList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListRolesQuery = NonNullable<operations['listRoles']['parameters']['query']>;

/** Roles, a page at a time. */
export async function listRoles(
  clients: KarvonClients,
  query: ListRolesQuery = {},
  options?: RequestOptions,
): Promise<RoleList> {
  return dataOrThrow(await clients.uz.GET('/role/list', { params: { query }, ...requestInit(options) }));
}

/** One role. */
export async function getRole(clients: KarvonClients, id: number, options?: RequestOptions): Promise<Role> {
  return dataOrThrow(
    await clients.uz.GET('/role/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Add a role. */
export async function createRole(
  clients: KarvonClients,
  body: RoleInput,
  options?: RequestOptions,
): Promise<Role> {
  return dataOrThrow(await clients.uz.POST('/role', { body, ...requestInit(options) })).data;
}

/** Edit a role (name, colour). */
export async function updateRole(
  clients: KarvonClients,
  id: number,
  body: RoleInput,
  options?: RequestOptions,
): Promise<Role> {
  return dataOrThrow(
    await clients.uz.PUT('/role/{id}', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}

/** Delete a role. */
export async function deleteRole(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  dataOrThrow(await clients.uz.DELETE('/role/{id}', { params: { path: { id } }, ...requestInit(options) }));
}

/** Replace the role's grants with a copy of another role's. */
export async function copyRolePermissions(
  clients: KarvonClients,
  id: number,
  body: CopyPermissionsRequest,
  options?: RequestOptions,
): Promise<Role> {
  return dataOrThrow(
    await clients.uz.POST('/role/{id}/copy_permissions', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}
