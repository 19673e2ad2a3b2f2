import { useLocation, useSearch } from 'wouter';
import type { ListUrl, ListView, Paged } from './urlState.ts';

/** A list's view, read from and written to the URL; each change is a history entry, so Back undoes it. */
export function useListView<Query extends Paged>(list: ListUrl<Query>) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const view = list.read(search);
  const go = (next: ListView<Query>) => navigate(`${path}${list.write(next)}`);
  return {
    view,
    request: list.requestOf(view),
    /** This list's own address with its view, to come back to (after a bulk action, say). */
    href: `${path}${list.write(view)}`,
    change: (changes: Partial<Query>) => go(list.withChanges(view, changes)),
    setHiddenColumns: (hiddenColumns: string[]) => go({ ...view, hiddenColumns }),
    clearFilters: () => go(list.withoutFilters(view)),
  };
}
