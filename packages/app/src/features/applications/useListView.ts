import { useLocation, useSearch } from 'wouter';
import type { ListApplicationsQuery } from '@karvon/sdk';
import { readListView, withChanges, writeListView, type ListView } from './listQuery.ts';

/** The list's view, read from and written to the URL; each change is a history entry, so Back undoes it. */
export function useListView() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const view = readListView(search);
  const go = (next: ListView) => navigate(`${path}${writeListView(next)}`);
  return {
    view,
    change: (changes: Partial<ListApplicationsQuery>) => go(withChanges(view, changes)),
    setHiddenColumns: (hiddenColumns: string[]) => go({ ...view, hiddenColumns }),
    clearFilters: () => go({ ...view, query: { search: view.query.search, sort: view.query.sort } }),
  };
}
