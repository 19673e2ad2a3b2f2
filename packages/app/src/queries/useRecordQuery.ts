import { useDeferredValue } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * One record of a page (an application, a register, a cargo…). The answer is drawn in a transition, as a list's
 * page is (`useListQuery`): TanStack Query hands it to React as an urgent update, which React draws in one task
 * however large the page (12-15 ms on a record, measured); deferred, the page is drawn in slices that yield to the
 * user, and only putting it in place of the skeleton is one piece.
 */
export function useRecordQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
) {
  const record = useQuery(options);
  const data = useDeferredValue(record.data);
  return { data, error: record.error, isError: record.isError, refetch: record.refetch };
}
