// The cargo register.
import type {
  CargoDetail,
  CargoInput,
  CargoList,
  CargoProductsInput,
  CodeCheck,
  CodeCheckRequest,
  operations,
} from '@karvon/contracts';
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

/**
 * Scan to batch: what each code would do in a cargo (`found`, `already`, `unknown`, `not_allowed`, with the
 * reason), one result per code in order. Nothing is added.
 */
export async function checkCargoCodes(
  clients: KarvonClients,
  id: number,
  body: CodeCheckRequest,
  options?: RequestOptions,
): Promise<CodeCheck[]> {
  return dataOrThrow(
    await clients.uz.POST('/cargo/{id}/codes/check', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}

/** Add many products to a draft cargo at once: all or nothing (400 naming `items[<i>].<field>`). */
export async function addCargoProducts(
  clients: KarvonClients,
  id: number,
  body: CargoProductsInput,
  options?: RequestOptions,
): Promise<CargoDetail> {
  return dataOrThrow(
    await clients.uz.POST('/cargo/{id}/products', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}
