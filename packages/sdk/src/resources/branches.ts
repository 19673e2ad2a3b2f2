import type { BranchList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

/** SPEC §7, §9: branches are fetched 500 at a time. */
export const BRANCH_PAGE_SIZE = 500;

export type BranchListQuery = NonNullable<operations['listBranches']['parameters']['query']>;

export async function listBranches(
  clients: KarvonClients,
  { page = 1, per_page = BRANCH_PAGE_SIZE }: BranchListQuery = {},
  options?: RequestOptions,
): Promise<BranchList> {
  return dataOrThrow(
    await clients.uz.GET('/branch/list', { params: { query: { page, per_page } }, ...requestInit(options) }),
  );
}
