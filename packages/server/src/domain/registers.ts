import type { LogisticsMessage } from './logistics-messages.ts';
import { optionalText } from '../free-text.ts';

export type RegisterKind = 'collected' | 'loading' | 'end_of_day';
export type Decision = { ok: true } | { ok: false; message: LogisticsMessage; field?: string };

export interface RegisterState {
  status: 'draft' | 'approved';
  productIds: readonly number[];
}

/** Products appear once per register: the later occurrences of a product id, as `products[i]`. */
export function repeatedProducts(productIds: readonly number[]): number[] {
  const seen = new Set<number>();
  return productIds.flatMap((id, index) => {
    if (seen.has(id)) return [index];
    seen.add(id);
    return [];
  });
}

/** Lines are added to drafts only, a product once. */
export function decideAddProduct(register: RegisterState, productId: number): Decision {
  if (register.status === 'approved') return { ok: false, message: 'registerApproved' };
  if (register.productIds.includes(productId))
    return { ok: false, message: 'productExists', field: 'product_id' };
  return { ok: true };
}

/** draft → approved once, and never an empty register. */
export function decideApproveRegister(register: RegisterState): Decision {
  if (register.status === 'approved') return { ok: false, message: 'registerApproved' };
  if (register.productIds.length === 0) return { ok: false, message: 'registerEmpty' };
  return { ok: true };
}

/**
 * A print is kept with its reason. The first print needs none (one given is kept); a reprint needs one that is not
 * blank. Answers the reason to keep, trimmed (null when none).
 */
export function decidePrint(
  alreadyPrinted: boolean,
  reason: string | null | undefined,
): { ok: true; reason: string | null } | { ok: false; message: LogisticsMessage; field: string } {
  const given = optionalText(reason);
  if (alreadyPrinted && given === null) return { ok: false, message: 'reprintReason', field: 'reason' };
  return { ok: true, reason: given };
}

/** The business day (YYYY-MM-DD) of an instant in Asia/Tashkent (UTC+5 all year). */
export function tashkentDay(instant: Date): string {
  return new Date(instant.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
}

const KIND_PREFIX: Record<RegisterKind, string> = { collected: 'R', loading: 'L', end_of_day: 'E' };

/** R-2026-1120-01: kind, business day and the place among that day's registers of the kind. */
export function registerNumber(kind: RegisterKind, businessDate: string, sequence: number): string {
  const [year, month, day] = businessDate.split('-');
  return `${KIND_PREFIX[kind]}-${year}-${month}${day}-${String(sequence).padStart(2, '0')}`;
}

/**
 * SPEC §4: "a product flagged as double end-of-day is being sent for repeat delivery". A product left in
 * the approved end-of-day registers of its branch on two or more business days was not delivered twice:
 * it goes out again and carries `is_repeat_delivery`. Answers the products of the register being approved
 * that reach that count.
 */
export function repeatDeliveryProducts(
  productIds: readonly number[],
  endOfDayDaysByProduct: ReadonlyMap<number, ReadonlySet<string>>,
  businessDate: string,
): number[] {
  return productIds.filter((id) => {
    const days = new Set(endOfDayDaysByProduct.get(id) ?? []);
    days.add(businessDate);
    return days.size >= 2;
  });
}
