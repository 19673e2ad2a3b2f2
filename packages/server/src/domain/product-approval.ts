import type { LogisticsMessage } from './logistics-messages.ts';

export type ApprovalStatus = 'draft' | 'approved';
export type Decision = { ok: true } | { ok: false; message: LogisticsMessage; field?: string };

/** The identifiers that make two catalogue entries the same product. */
export interface ProductIdentity {
  id?: number;
  sku: string;
  code: string;
  series: string | null;
  imei: string | null;
}

/** Which identifiers are compared, in the order a conflict is reported. */
export const IDENTITY_FIELDS = ['sku', 'code', 'series', 'imei'] as const;

const normalised = (value: string | null) => (value === null ? '' : value.trim().toUpperCase());

/**
 * A product duplicates another when it shares its SKU, code (barcode), series or IMEI (empty series and IMEI
 * never match). Answers the first shared field, so the form can point at it.
 */
export function duplicateField(
  candidate: ProductIdentity,
  others: readonly ProductIdentity[],
): (typeof IDENTITY_FIELDS)[number] | null {
  for (const field of IDENTITY_FIELDS) {
    const value = normalised(candidate[field]);
    if (value === '') continue;
    if (others.some((other) => other.id !== candidate.id && normalised(other[field]) === value)) return field;
  }
  return null;
}

/** A draft is approved once; an approved product is never approved again nor sent back to draft. */
export function decideApproveProduct(status: ApprovalStatus): Decision {
  return status === 'draft' ? { ok: true } : { ok: false, message: 'productAlreadyApproved' };
}

/** The catalogue entry is frozen once approved: registers and cargo already point at it. */
export function decideEditProduct(status: ApprovalStatus): Decision {
  return status === 'draft' ? { ok: true } : { ok: false, message: 'productApprovedNoEdit' };
}

export const PRODUCT_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;
