// Regions and districts (the branch form).
import type { DistrictList, RegionList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListRegionsQuery = NonNullable<operations['listRegions']['parameters']['query']>;

/** Regions, a page at a time. */
export async function listRegions(
  clients: KarvonClients,
  query: ListRegionsQuery = {},
  options?: RequestOptions,
): Promise<RegionList> {
  return dataOrThrow(await clients.uz.GET('/region/list', { params: { query }, ...requestInit(options) }));
}

export type ListDistrictsQuery = NonNullable<operations['listDistricts']['parameters']['query']>;

/** Districts of a region, a page at a time. */
export async function listDistricts(
  clients: KarvonClients,
  id: number,
  query: ListDistrictsQuery = {},
  options?: RequestOptions,
): Promise<DistrictList> {
  return dataOrThrow(
    await clients.uz.GET('/region/{id}/district/list', {
      params: { path: { id }, query },
      ...requestInit(options),
    }),
  );
}
