import { listTimeHistory, listWaitingTimes, type ListWaitingTimesQuery } from '@karvon/sdk';
import { clients } from '../../api.ts';
import { resourceKeys } from '../../queries/keys.ts';

/** One page of the waiting-time list, as the list view asks for it. */
export const waitingPage = (request: ListWaitingTimesQuery) => ({
  queryKey: [...resourceKeys.waitingTimes, request],
  queryFn: ({ signal }: { signal: AbortSignal }) => listWaitingTimes(clients, request, { signal }),
});

/** The changes of one application's packing deadline (it is outdated with the list, under the same key). */
export const timeHistory = (id: number) => ({
  queryKey: [...resourceKeys.waitingTimes, 'history', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => listTimeHistory(clients, id, { signal }),
});
