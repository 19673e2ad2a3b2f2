// Permissions: CRUD with category, key, type and levels.
import type { Permission, PermissionInput, PermissionList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListPermissionsQuery = NonNullable<operations['listPermissions']['parameters']['query']>;

/** Permissions, a page at a time. */
export async function listPermissions(
  clients: KarvonClients,
  query: ListPermissionsQuery = {},
  options?: RequestOptions,
): Promise<PermissionList> {
  return dataOrThrow(
    await clients.uz.GET('/permission/list', { params: { query }, ...requestInit(options) }),
  );
}

/** One permission. */
export async function getPermission(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<Permission> {
  return dataOrThrow(
    await clients.uz.GET('/permission/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Add a permission. */
export async function createPermission(
  clients: KarvonClients,
  body: PermissionInput,
  options?: RequestOptions,
): Promise<Permission> {
  return dataOrThrow(await clients.uz.POST('/permission', { body, ...requestInit(options) })).data;
}

/** Edit a permission. */
export async function updatePermission(
  clients: KarvonClients,
  id: number,
  body: PermissionInput,
  options?: RequestOptions,
): Promise<Permission> {
  return dataOrThrow(
    await clients.uz.PUT('/permission/{id}', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}

/** Delete a permission and its grants. */
export async function deletePermission(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  dataOrThrow(
    await clients.uz.DELETE('/permission/{id}', { params: { path: { id } }, ...requestInit(options) }),
  );
}
