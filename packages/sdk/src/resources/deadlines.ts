// Task deadlines by month.
import type { Deadline, DeadlineInput, DeadlineList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListDeadlinesQuery = NonNullable<operations['listDeadlines']['parameters']['query']>;

/** Deadlines, a page at a time. */
export async function listDeadlines(
  clients: KarvonClients,
  query: ListDeadlinesQuery = {},
  options?: RequestOptions,
): Promise<DeadlineList> {
  return dataOrThrow(await clients.uz.GET('/deadline/list', { params: { query }, ...requestInit(options) }));
}

/** Set the deadline of a task for a month (creates or replaces). */
export async function setDeadline(
  clients: KarvonClients,
  body: DeadlineInput,
  options?: RequestOptions,
): Promise<Deadline> {
  return dataOrThrow(await clients.uz.PUT('/deadline', { body, ...requestInit(options) })).data;
}
