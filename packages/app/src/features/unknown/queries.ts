import { listUnknownProducts, type ListUnknownProductsQuery } from '@karvon/sdk';
import { clients } from '../../api.ts';
import { resourceKeys } from '../../queries/keys.ts';

/** One page of the unknown goods, as the list view asks for it. */
export const unknownPage = (request: ListUnknownProductsQuery) => ({
  queryKey: [...resourceKeys.unknownProducts, request],
  queryFn: ({ signal }: { signal: AbortSignal }) => listUnknownProducts(clients, request, { signal }),
});
