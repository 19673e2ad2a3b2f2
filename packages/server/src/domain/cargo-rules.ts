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

export type Decision = { ok: true } | { ok: false; message: LogisticsMessage };

/** What sending and receiving look at: the cargo's status and lines, and who asks (`own`: their branch only). */
export interface CargoMove {
  status: CargoStatus;
  productsCount: number;
  senderBranchId: number;
  receiverBranchId: number;
  /** The caller's branch when their role entry is `own`; undefined for `all` (every branch is theirs). */
  ownBranchId?: number | null;
}

/** Lines go into a draft only, by the sender branch (the branch that loads it). */
export function decideFillCargo(cargo: Omit<CargoMove, 'productsCount'>): Decision {
  if (cargo.ownBranchId !== undefined && cargo.ownBranchId !== cargo.senderBranchId)
    return { ok: false, message: 'cargoSenderOnly' };
  if (cargo.status !== 'draft') return { ok: false, message: 'cargoSent' };
  return { ok: true };
}

/** draft → sent, by the sender branch, and never an empty cargo. */
export function decideSendCargo(cargo: CargoMove): Decision {
  const fillable = decideFillCargo(cargo);
  if (!fillable.ok) return fillable;
  if (cargo.productsCount === 0) return { ok: false, message: 'cargoEmpty' };
  return { ok: true };
}

/** sent → received, by the receiver branch. */
export function decideReceiveCargo(cargo: CargoMove): Decision {
  if (cargo.ownBranchId !== undefined && cargo.ownBranchId !== cargo.receiverBranchId)
    return { ok: false, message: 'cargoReceiverOnly' };
  if (cargo.status === 'draft') return { ok: false, message: 'cargoNotSent' };
  if (cargo.status === 'received') return { ok: false, message: 'cargoReceived' };
  return { ok: true };
}
