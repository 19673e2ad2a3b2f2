import { listCars, listOrderAttachments, type ListOrderAttachmentsQuery } from '@karvon/sdk';
import { clients } from '../../api.ts';
import { resourceKeys } from '../../queries/keys.ts';

export const attachmentsPage = (request: ListOrderAttachmentsQuery) => ({
  queryKey: [...resourceKeys.orderAttachments, request],
  queryFn: ({ signal }: { signal: AbortSignal }) => listOrderAttachments(clients, request, { signal }),
});

/** The cars a manager can pick from: few enough for one page. */
export const carsToAttach = {
  queryKey: [...resourceKeys.cars, 'for-attachment'],
  queryFn: ({ signal }: { signal: AbortSignal }) => listCars(clients, { per_page: 500 }, { signal }),
};
