import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PageMeta } from '@karvon/sdk';

/**
 * A page past the end of a list (an old link, rows gone since, an address typed by hand) shows the last page
 * instead, replacing the address rather than adding a step: Back must not lead to the empty page again. `page` is
 * every list's page parameter (`Paged`); page 1 is every list's default, left out of the address.
 */
export function useLastPageIfPast(meta: PageMeta | undefined) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const last = Math.max(1, meta?.last_page ?? 1);
  const isPast = meta !== undefined && meta.current_page > last;
  useEffect(() => {
    if (!isPast) return;
    const params = new URLSearchParams(search);
    if (last === 1) params.delete('page');
    else params.set('page', String(last));
    const query = params.toString();
    navigate(query === '' ? path : `${path}?${query}`, { replace: true });
  }, [isPast, last, search, path, navigate]);
}
