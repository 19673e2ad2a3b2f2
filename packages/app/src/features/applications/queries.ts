import { listApplications, type ListApplicationsQuery } from '@karvon/sdk';
import { clients } from '../../api.ts';
import { resourceKeys } from '../../queries/keys.ts';

/** One page of the applications list, as the list view asks for it. */
export const applicationsPage = (request: ListApplicationsQuery) => ({
  queryKey: [...resourceKeys.applications, request],
  queryFn: ({ signal }: { signal: AbortSignal }) => listApplications(clients, request, { signal }),
});
