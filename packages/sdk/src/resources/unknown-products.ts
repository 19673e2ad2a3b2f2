// Goods that match no application (route `unknown`).
import type { UnknownProductList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListUnknownProductsQuery = NonNullable<operations['listUnknownProducts']['parameters']['query']>;

/** Goods that match no application, a page at a time. */
export async function listUnknownProducts(
  clients: KarvonClients,
  query: ListUnknownProductsQuery = {},
  options?: RequestOptions,
): Promise<UnknownProductList> {
  return dataOrThrow(await clients.uz.GET('/unknown/list', { params: { query }, ...requestInit(options) }));
}
