// Branch groups.
import type { BranchGroup, BranchGroupInput, BranchGroupList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListBranchGroupsQuery = NonNullable<operations['listBranchGroups']['parameters']['query']>;

/** Branch groups, a page at a time. */
export async function listBranchGroups(
  clients: KarvonClients,
  query: ListBranchGroupsQuery = {},
  options?: RequestOptions,
): Promise<BranchGroupList> {
  return dataOrThrow(
    await clients.uz.GET('/branch_group/list', { params: { query }, ...requestInit(options) }),
  );
}

/** Add a branch group. */
export async function createBranchGroup(
  clients: KarvonClients,
  body: BranchGroupInput,
  options?: RequestOptions,
): Promise<BranchGroup> {
  return dataOrThrow(await clients.uz.POST('/branch_group', { body, ...requestInit(options) })).data;
}
