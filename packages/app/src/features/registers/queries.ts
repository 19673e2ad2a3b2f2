import {
  getRegister,
  listProducts,
  listRegisters,
  type ListRegistersQuery,
  type RegisterKind,
} from '@karvon/sdk';
import { clients } from '../../api.ts';
import { resourceKeys } from '../../queries/keys.ts';

/** One page of the registers list, as the list view asks for it. */
export const registersPage = (request: ListRegistersQuery) => ({
  queryKey: [...resourceKeys.registers, 'list', request],
  queryFn: ({ signal }: { signal: AbortSignal }) => listRegisters(clients, request, { signal }),
});

/** One register with its products. */
export const registerItem = (id: number) => ({
  queryKey: [...resourceKeys.registers, 'one', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => getRegister(clients, id, { signal }),
});

/** A branch's registers of one kind on a business day: a few, to name them before another is made. */
export const registersOfDay = (kind: RegisterKind, branchId: number, day: string) => ({
  queryKey: [...resourceKeys.registers, 'day', kind, branchId, day],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (
      await listRegisters(
        clients,
        { kind, branch_id: branchId, date_from: day, date_to: day, per_page: 5 },
        { signal },
      )
    ).data,
});

/** The end-of-day register of a branch on a business day: at most one (the server refuses a second). */
export const endOfDayRegister = (branchId: number, day: string) => ({
  queryKey: [...resourceKeys.registers, 'end_of_day', branchId, day],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const page = await listRegisters(
      clients,
      { kind: 'end_of_day', branch_id: branchId, date_from: day, date_to: day, per_page: 1 },
      { signal },
    );
    return page.data[0] ?? null;
  },
});

/** Catalogue products found by name, code, SKU or IMEI, for the picker of a register's new line. */
export const productSearch = (search: string) => ({
  queryKey: [...resourceKeys.products, 'search', search],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    listProducts(clients, { search: search || undefined, per_page: 20 }, { signal }),
  staleTime: 30_000,
});
