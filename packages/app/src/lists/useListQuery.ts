import { useDeferredValue } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { PageMeta } from '@karvon/sdk';

export interface ListAnswer<Row> {
  data: Row[];
  meta: PageMeta;
}

export interface ListQueryOptions<Row> {
  queryKey: QueryKey;
  queryFn(context: { signal: AbortSignal }): Promise<ListAnswer<Row>>;
}

/**
 * One page of a list. The page shown stays while the next one loads (no flash of an empty table), and an answer's
 * rows are drawn in a transition: drawing them yields to input rather than blocking it.
 */
export function useListQuery<Row>(options: ListQueryOptions<Row>) {
  const list = useQuery({ ...options, placeholderData: keepPreviousData });
  const shown = useDeferredValue(list.data);
  return {
    rows: shown?.data ?? ([] as Row[]),
    meta: shown?.meta,
    isLoading: shown === undefined && !list.isError,
    /** Nothing to show because the first answer failed: the page offers a retry instead of the table. */
    failed: list.isError && !list.data,
    retry: () => void list.refetch(),
  };
}
