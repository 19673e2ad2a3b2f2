import { getKdRegister, listApplicationStaff, listKdRegisters, type ListKdRegistersQuery } from '@karvon/sdk';
import { clients } from '../../api.ts';
import { resourceKeys } from '../../queries/keys.ts';

/** One page of the KD registers, as the list view asks for it. */
export const kdPage = (request: ListKdRegistersQuery) => ({
  queryKey: [...resourceKeys.kdRegisters, request],
  queryFn: ({ signal }: { signal: AbortSignal }) => listKdRegisters(clients, request, { signal }),
});

/** One KD register with its applications. */
export const kdRegister = (id: number) => ({
  queryKey: [...resourceKeys.kdRegisters, 'one', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => getKdRegister(clients, id, { signal }),
});

/**
 * Drivers by name as the user types, for the driver filter: the people who drive applications the user may list
 * (the contract's one list of drivers; it needs the applications screen). Reused for half a minute.
 */
export const kdDrivers = (search: string) => ({
  queryKey: [...resourceKeys.staff, 'driver', search],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    listApplicationStaff(clients, { kind: 'driver', search: search || undefined, per_page: 20 }, { signal }),
  staleTime: 30_000,
});
