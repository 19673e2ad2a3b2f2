// The driver and online-user pickers of the applications list, under the list's own permission.
import type { StaffList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListApplicationStaffQuery = operations['listApplicationStaff']['parameters']['query'];

/** The people who drive (`kind: 'driver'`) or are the online user of applications the caller may list, by name. */
export async function listApplicationStaff(
  clients: KarvonClients,
  query: ListApplicationStaffQuery,
  options?: RequestOptions,
): Promise<StaffList> {
  return dataOrThrow(
    await clients.uz.GET('/application/staff', { params: { query }, ...requestInit(options) }),
  );
}
