// The courier-delivery register (route `kdreestr`).
import type { KdRegisterDetail, KdRegisterList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListKdRegistersQuery = NonNullable<operations['listKdRegisters']['parameters']['query']>;

/** Courier-delivery registers, a page at a time. */
export async function listKdRegisters(
  clients: KarvonClients,
  query: ListKdRegistersQuery = {},
  options?: RequestOptions,
): Promise<KdRegisterList> {
  return dataOrThrow(await clients.uz.GET('/kdreestr/list', { params: { query }, ...requestInit(options) }));
}

/** One courier-delivery register with its applications. */
export async function getKdRegister(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<KdRegisterDetail> {
  return dataOrThrow(
    await clients.uz.GET('/kdreestr/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}
