// The cargo register.
import type { CargoDetail, CargoInput, CargoList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListCargoQuery = NonNullable<operations['listCargo']['parameters']['query']>;

/** Cargo register, a page at a time. */
export async function listCargo(
  clients: KarvonClients,
  query: ListCargoQuery = {},
  options?: RequestOptions,
): Promise<CargoList> {
  return dataOrThrow(await clients.uz.GET('/cargo/list', { params: { query }, ...requestInit(options) }));
}

/** One cargo with its products. */
export async function getCargo(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<CargoDetail> {
  return dataOrThrow(
    await clients.uz.GET('/cargo/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Add a cargo with its products (a draft). */
export async function createCargo(
  clients: KarvonClients,
  body: CargoInput,
  options?: RequestOptions,
): Promise<CargoDetail> {
  return dataOrThrow(await clients.uz.POST('/cargo', { body, ...requestInit(options) })).data;
}

/** Edit a draft cargo. */
export async function updateCargo(
  clients: KarvonClients,
  id: number,
  body: CargoInput,
  options?: RequestOptions,
): Promise<CargoDetail> {
  return dataOrThrow(
    await clients.uz.PUT('/cargo/{id}', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}

/** Send a draft cargo (draft → sent); refused (400) when not a draft, empty, or not the caller's branch's to send. */
export async function sendCargo(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<CargoDetail> {
  return dataOrThrow(
    await clients.uz.POST('/cargo/{id}/send', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Receive a sent cargo (sent → received); refused (400) when not sent, already received, or not the receiver's. */
export async function receiveCargo(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<CargoDetail> {
  return dataOrThrow(
    await clients.uz.POST('/cargo/{id}/receive', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}
