// Permission levels, assigned by role (route `by.role`) or by permission (route `by.perms`).
import type { PermissionGrant, PermissionGrantsInput, RoleGrant, RoleGrantsInput } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

/** Every permission with the level this role has. */
export async function listRoleGrants(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<RoleGrant[]> {
  return dataOrThrow(
    await clients.uz.GET('/role/{id}/permissions', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Set levels of this role for the listed permissions. */
export async function setRoleGrants(
  clients: KarvonClients,
  id: number,
  body: RoleGrantsInput,
  options?: RequestOptions,
): Promise<RoleGrant[]> {
  return dataOrThrow(
    await clients.uz.PUT('/role/{id}/permissions', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}

/** Every role with the level it has of this permission. */
export async function listPermissionGrants(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<PermissionGrant[]> {
  return dataOrThrow(
    await clients.uz.GET('/permission/{id}/roles', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Set levels of this permission for the listed roles. */
export async function setPermissionGrants(
  clients: KarvonClients,
  id: number,
  body: PermissionGrantsInput,
  options?: RequestOptions,
): Promise<PermissionGrant[]> {
  return dataOrThrow(
    await clients.uz.PUT('/permission/{id}/roles', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}
