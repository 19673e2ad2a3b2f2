import type { LogisticsMessage } from './logistics-messages.ts';
import { repeatedProducts } from './registers.ts';

export type CargoStatus = 'draft' | 'sent' | 'received';
export type Refusal = { message: LogisticsMessage; field?: string };

/** A cargo goes between two different branches, each product once; a sent cargo is no longer edited. */
export function cargoRefusals(input: {
  status?: CargoStatus;
  senderBranchId: number;
  receiverBranchId: number;
  productIds: readonly number[];
}): Refusal[] {
  if (input.status !== undefined && input.status !== 'draft') return [{ message: 'cargoSent' }];
  const refusals: Refusal[] = [];
  if (input.senderBranchId === input.receiverBranchId)
    refusals.push({ message: 'sameBranches', field: 'receiver_branch_id' });
  for (const index of repeatedProducts(input.productIds))
    refusals.push({ message: 'productExists', field: `products[${index}]` });
  return refusals;
}

/** CG-2026-0042: the year the cargo was made and its id. */
export function cargoNumber(year: number, id: number): string {
  return `CG-${year}-${String(id).padStart(4, '0')}`;
}
