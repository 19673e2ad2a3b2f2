import type { RoleEntry } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

/** The signed-in user's role entries: permission key and level (SPEC §5–§7). */
export async function listUserRoles(clients: KarvonClients, options?: RequestOptions): Promise<RoleEntry[]> {
  return dataOrThrow(await clients.uz.GET('/role_perms/user_roles', requestInit(options)));
}
