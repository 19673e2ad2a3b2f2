import { listApplications, type ListApplicationsQuery } from '@karvon/sdk';
import { clients, hasStoredSession } from '../../api.ts';
import { earlyAnswers } from '../../routing/earlyAnswers.ts';
import { readListView, requestOf } from './listQuery.ts';

const lists = earlyAnswers((request: ListApplicationsQuery, options) =>
  listApplications(clients, request, options),
);

/** Asks for the rows of the list at `search` (the address's `?…`) while the session and the code still load. */
export function askEarly(search: string) {
  if (hasStoredSession()) lists.askEarly(requestOf(readListView(search)));
}

/** The list's rows: the early answer when there is one, else a request of its own. */
export const listOnce = (request: ListApplicationsQuery, signal?: AbortSignal) => lists.take(request, signal);
