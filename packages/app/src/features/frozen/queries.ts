import { listFrozenApplications, type ListFrozenApplicationsQuery } from '@karvon/sdk';
import { clients } from '../../api.ts';
import { resourceKeys } from '../../queries/keys.ts';

export const frozenPage = (request: ListFrozenApplicationsQuery) => ({
  queryKey: [...resourceKeys.frozen, request],
  queryFn: ({ signal }: { signal: AbortSignal }) => listFrozenApplications(clients, request, { signal }),
});
