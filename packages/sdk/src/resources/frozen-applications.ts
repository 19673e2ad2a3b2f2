// Frozen applications: accept, close, send to delivery — one at a time or several at once.
import type {
  Application,
  BulkResult,
  CloseFrozenRequest,
  FrozenApplicationDetail,
  FrozenApplicationList,
  IdsRequest,
  ReasonRequest,
  operations,
} from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListFrozenApplicationsQuery = NonNullable<
  operations['listFrozenApplications']['parameters']['query']
>;

/** Frozen applications, a page at a time. */
export async function listFrozenApplications(
  clients: KarvonClients,
  query: ListFrozenApplicationsQuery = {},
  options?: RequestOptions,
): Promise<FrozenApplicationList> {
  return dataOrThrow(
    await clients.uz.GET('/freeze_application/list', { params: { query }, ...requestInit(options) }),
  );
}

/** One frozen application with its products. */
export async function getFrozenApplication(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<FrozenApplicationDetail> {
  return dataOrThrow(
    await clients.uz.GET('/freeze_application/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Accept a frozen application back into the branch. */
export async function acceptFrozenApplication(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<Application> {
  return dataOrThrow(
    await clients.uz.POST('/freeze_application/{id}/accept', {
      params: { path: { id } },
      ...requestInit(options),
    }),
  ).data;
}

/** Close (reject) a frozen application. */
export async function closeFrozenApplication(
  clients: KarvonClients,
  id: number,
  body: ReasonRequest,
  options?: RequestOptions,
): Promise<Application> {
  return dataOrThrow(
    await clients.uz.POST('/freeze_application/{id}/close', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}

/** Send a frozen application to loading for delivery. */
export async function sendFrozenApplicationToDelivery(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<Application> {
  return dataOrThrow(
    await clients.uz.POST('/freeze_application/{id}/send_to_delivery', {
      params: { path: { id } },
      ...requestInit(options),
    }),
  ).data;
}

/** Accept several frozen applications. */
export async function acceptFrozenApplications(
  clients: KarvonClients,
  body: IdsRequest,
  options?: RequestOptions,
): Promise<BulkResult> {
  return dataOrThrow(await clients.uz.POST('/freeze_application/accept', { body, ...requestInit(options) }))
    .data;
}

/** Close several frozen applications. */
export async function closeFrozenApplications(
  clients: KarvonClients,
  body: CloseFrozenRequest,
  options?: RequestOptions,
): Promise<BulkResult> {
  return dataOrThrow(await clients.uz.POST('/freeze_application/close', { body, ...requestInit(options) }))
    .data;
}

/** Send several frozen applications to delivery. */
export async function sendFrozenApplicationsToDelivery(
  clients: KarvonClients,
  body: IdsRequest,
  options?: RequestOptions,
): Promise<BulkResult> {
  return dataOrThrow(
    await clients.uz.POST('/freeze_application/send_to_delivery', { body, ...requestInit(options) }),
  ).data;
}
