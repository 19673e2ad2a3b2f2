// Packing waiting time and time history (route `wating_time`).
import type {
  PackingTimeInput,
  TimeHistory,
  WaitingTime,
  WaitingTimeList,
  operations,
} from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListWaitingTimesQuery = NonNullable<operations['listWaitingTimes']['parameters']['query']>;

/** Applications waiting to be packed, a page at a time. */
export async function listWaitingTimes(
  clients: KarvonClients,
  query: ListWaitingTimesQuery = {},
  options?: RequestOptions,
): Promise<WaitingTimeList> {
  return dataOrThrow(
    await clients.uz.GET('/wating_time/list', { params: { query }, ...requestInit(options) }),
  );
}

/** Add packing time: moves the packing deadline later. */
export async function addPackingTime(
  clients: KarvonClients,
  id: number,
  body: PackingTimeInput,
  options?: RequestOptions,
): Promise<WaitingTime> {
  return dataOrThrow(
    await clients.uz.POST('/wating_time/{id}/time', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}

/** Changes of the packing deadline, oldest first. */
export async function listTimeHistory(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<TimeHistory[]> {
  return dataOrThrow(
    await clients.uz.GET('/wating_time/{id}/history', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}
