import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListUrl, ListView, Paged } from './urlState.ts';

/** The events on which the address may have changed (wouter dispatches the two history ones). */
const addressEvents = ['popstate', 'pushState', 'replaceState', 'hashchange'];
const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

/**
 * The address's query string, followed in a transition. wouter's `useSearch` follows it at once, as an external
 * store must: a list page drawn that way would draw the whole page (the table, every filter) inside the click that
 * chose a filter, before the choice can paint. Drawn in a transition, that work yields to the browser.
 */
function useSearchInTransition(): string {
  const [search, setSearch] = useState(currentSearch);
  useEffect(() => {
    const follow = () => startTransition(() => setSearch(currentSearch()));
    // A change between the first draw and this effect.
    follow();
    for (const name of addressEvents) addEventListener(name, follow);
    return () => {
      for (const name of addressEvents) removeEventListener(name, follow);
    };
  }, []);
  return search;
}

/**
 * A list's view, read from and written to the URL; each change is a history entry, so Back undoes it. The page is
 * drawn from the view in a transition when the address changes (`useSearchInTransition`); the filters show the
 * address at once with `useFilterQuery`, so the one just chosen paints its value first. The functions are the same
 * from draw to draw, and change from the address as it is when called, so two quick changes both count.
 */
export function useListView<Query extends Paged>(list: ListUrl<Query>) {
  const search = useSearchInTransition();
  const [path, navigate] = useLocation();
  const view = useMemo(() => list.read(search), [list, search]);
  const latest = useRef({ list, path, navigate });
  useLayoutEffect(() => {
    latest.current = { list, path, navigate };
  });
  const actions = useMemo(() => {
    const now = () => latest.current.list.read(currentSearch());
    const go = (next: ListView<Query>, how?: { replace: boolean }) => {
      const { list: current, path: here, navigate: to } = latest.current;
      to(`${here}${current.write(next)}`, how);
    };
    return {
      /** `replace` takes the current entry's place in the history (a search refined as it is typed). */
      change: (changes: Partial<Query>, how?: { replace: boolean }) =>
        go(latest.current.list.withChanges(now(), changes), how),
      setHiddenColumns: (hiddenColumns: string[]) => go({ ...now(), hiddenColumns }),
      clearFilters: () => go(latest.current.list.withoutFilters(now())),
    };
  }, []);
  const request = useMemo(() => list.requestOf(view), [list, view]);
  return {
    view,
    request,
    /** This list's own address with its view, to come back to (after a bulk action, say). */
    href: `${path}${list.write(view)}`,
    ...actions,
  };
}

/** The list's query as the address has it now, for its filters (see `useListView`). */
export function useFilterQuery<Query extends Paged>(list: ListUrl<Query>): Query {
  const search = useSearch();
  return useMemo(() => list.read(search).query, [list, search]);
}
