// Movement of applications between branches.
import type { MovementList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListMovementsQuery = NonNullable<operations['listMovements']['parameters']['query']>;

/** Movements of applications between branches, a page at a time. */
export async function listMovements(
  clients: KarvonClients,
  query: ListMovementsQuery = {},
  options?: RequestOptions,
): Promise<MovementList> {
  return dataOrThrow(await clients.uz.GET('/movement/list', { params: { query }, ...requestInit(options) }));
}
