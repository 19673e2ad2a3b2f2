import type { LogisticsMessage } from './logistics-messages.ts';

export type CarStatus = 'active' | 'repair' | 'inactive';
export type Decision = { ok: true } | { ok: false; message: LogisticsMessage; field?: string };

/**
 * A car on a route (holding attached applications that are not yet delivered or returned) cannot leave
 * `active`: it would vanish from the order-attachment screen while goods are aboard. Any other change is free.
 */
export function decideCarStatus(current: CarStatus, target: CarStatus, onRoute: boolean): Decision {
  if (current === 'active' && target !== 'active' && onRoute) return { ok: false, message: 'carOnRoute' };
  return { ok: true };
}

/** Plates are compared as the contract writes them: upper case, no spaces (01 A 123 BC = 01A123BC). */
export function plateKey(governmentNumber: string): string {
  return governmentNumber.replace(/\s+/g, '').toUpperCase();
}

/** Every id the caller asked to attach that is not an existing active user, as `user_ids[i]`. */
export function missingUsers(
  requested: readonly number[],
  known: ReadonlySet<number>,
): { index: number; id: number }[] {
  return requested.flatMap((id, index) => (known.has(id) ? [] : [{ index, id }]));
}
