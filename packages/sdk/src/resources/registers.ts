// Registers: collected goods, loading, end of day (SPEC §1).
import type {
  CodeCheck,
  CodeCheckRequest,
  RegisterDetail,
  RegisterInput,
  RegisterList,
  RegisterPrintInput,
  RegisterProductInput,
  RegisterProductsInput,
  operations,
} from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListRegistersQuery = NonNullable<operations['listRegisters']['parameters']['query']>;

/** Registers (collected goods, loading, end of day), a page at a time. */
export async function listRegisters(
  clients: KarvonClients,
  query: ListRegistersQuery = {},
  options?: RequestOptions,
): Promise<RegisterList> {
  return dataOrThrow(await clients.uz.GET('/reestr/list', { params: { query }, ...requestInit(options) }));
}

/** One register with its products. */
export async function getRegister(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<RegisterDetail> {
  return dataOrThrow(
    await clients.uz.GET('/reestr/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Create a draft register. */
export async function createRegister(
  clients: KarvonClients,
  body: RegisterInput,
  options?: RequestOptions,
): Promise<RegisterDetail> {
  return dataOrThrow(await clients.uz.POST('/reestr', { body, ...requestInit(options) })).data;
}

/** Add a product to a draft register. */
export async function addRegisterProduct(
  clients: KarvonClients,
  id: number,
  body: RegisterProductInput,
  options?: RequestOptions,
): Promise<RegisterDetail> {
  return dataOrThrow(
    await clients.uz.POST('/reestr/{id}/product', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}

/** Approve a draft register (draft → approved). */
export async function approveRegister(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<RegisterDetail> {
  return dataOrThrow(
    await clients.uz.POST('/reestr/{id}/approve', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/**
 * Mark a register as printed; each print is kept in its `prints`. The first print needs no body; a reprint needs
 * `{reason}` (400 on `reason` without one).
 */
export async function markRegisterPrinted(
  clients: KarvonClients,
  id: number,
  body?: RegisterPrintInput,
  options?: RequestOptions,
): Promise<RegisterDetail> {
  return dataOrThrow(
    await clients.uz.POST('/reestr/{id}/print', {
      params: { path: { id } },
      ...(body !== undefined && { body }),
      ...requestInit(options),
    }),
  ).data;
}

/**
 * Scan to batch: what each code would do in a register (`found`, `already`, `unknown`, `not_allowed`, with the
 * reason), one result per code in order. Nothing is added.
 */
export async function checkRegisterCodes(
  clients: KarvonClients,
  id: number,
  body: CodeCheckRequest,
  options?: RequestOptions,
): Promise<CodeCheck[]> {
  return dataOrThrow(
    await clients.uz.POST('/reestr/{id}/codes/check', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}

/** Add many products to a draft register at once: all or nothing (400 naming `items[<i>].<field>`). */
export async function addRegisterProducts(
  clients: KarvonClients,
  id: number,
  body: RegisterProductsInput,
  options?: RequestOptions,
): Promise<RegisterDetail> {
  return dataOrThrow(
    await clients.uz.POST('/reestr/{id}/products', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}
