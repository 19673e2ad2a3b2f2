import type { BranchDetail, BranchInput, BranchList, BranchStatusInput, operations } from '@karvon/contracts';
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

/** One branch (deleted ones too). */
export async function getBranch(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<BranchDetail> {
  return dataOrThrow(
    await clients.uz.GET('/branch/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Add a branch. */
export async function createBranch(
  clients: KarvonClients,
  body: BranchInput,
  options?: RequestOptions,
): Promise<BranchDetail> {
  return dataOrThrow(await clients.uz.POST('/branch', { body, ...requestInit(options) })).data;
}

/** Edit a branch. */
export async function updateBranch(
  clients: KarvonClients,
  id: number,
  body: BranchInput,
  options?: RequestOptions,
): Promise<BranchDetail> {
  return dataOrThrow(
    await clients.uz.PUT('/branch/{id}', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}

/** Activate or deactivate a branch. */
export async function setBranchStatus(
  clients: KarvonClients,
  id: number,
  body: BranchStatusInput,
  options?: RequestOptions,
): Promise<BranchDetail> {
  return dataOrThrow(
    await clients.uz.PUT('/branch/{id}/status', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}

/** Delete a branch (it can be restored). */
export async function deleteBranch(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  dataOrThrow(await clients.uz.DELETE('/branch/{id}', { params: { path: { id } }, ...requestInit(options) }));
}

/** Restore a deleted branch. */
export async function restoreBranch(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<BranchDetail> {
  return dataOrThrow(
    await clients.uz.POST('/branch/{id}/restore', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** The main warehouse. */
export async function getMainWarehouse(
  clients: KarvonClients,
  options?: RequestOptions,
): Promise<BranchDetail> {
  return dataOrThrow(await clients.uz.GET('/branch/main_warehouse', { ...requestInit(options) })).data;
}
