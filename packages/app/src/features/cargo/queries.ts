import type { QueryClient } from '@tanstack/react-query';
import { getCargo, listCargo, listCars, listProducts, type ListCargoQuery } from '@karvon/sdk';
import { clients } from '../../api.ts';
import { resourceKeys } from '../../queries/keys.ts';

/** One page of the cargo register, as the list view asks for it. */
export const cargoPage = (request: ListCargoQuery) => ({
  queryKey: [...resourceKeys.cargo, 'list', request],
  queryFn: ({ signal }: { signal: AbortSignal }) => listCargo(clients, request, { signal }),
});

/** One cargo with its products. */
export const oneCargo = (id: number) => ({
  queryKey: [...resourceKeys.cargo, 'one', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => getCargo(clients, id, { signal }),
});

/** The cars a cargo can go with: few enough for one page. */
export const carsForCargo = {
  queryKey: [...resourceKeys.cars, 'for-cargo'],
  queryFn: ({ signal }: { signal: AbortSignal }) => listCars(clients, { per_page: 500 }, { signal }),
};

/** Products found by code, SKU, IMEI or name as the user types; an answer is reused for half a minute. */
export async function findProducts(queryClient: QueryClient, text: string, signal?: AbortSignal) {
  const search = text.trim() || undefined;
  const { data } = await queryClient.fetchQuery({
    queryKey: [...resourceKeys.cargo, 'products', search ?? ''],
    queryFn: ({ signal: querySignal }) =>
      listProducts(clients, { search, per_page: 20 }, { signal: signal ?? querySignal }),
    staleTime: 30_000,
  });
  return data;
}
