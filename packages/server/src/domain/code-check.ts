// Scan to batch: codes checked against a register or a cargo before anything is added, then the chosen lines added
// all or nothing.
import type { LogisticsMessage } from './logistics-messages.ts';

export type CodeCheckResult = 'found' | 'already' | 'unknown' | 'not_allowed';
export type Refusal = { message: LogisticsMessage; field: string };

/**
 * How a code is compared: trimmed (a scanner ends its line with Enter, a paste may carry spaces or tabs) and in
 * upper case, as the duplicate rule of products compares codes, so at most one product answers to it. The database
 * side is `upper(btrim(code))` (index `products_code_key_idx`).
 */
export function codeKey(code: string): string {
  return code.trim().toUpperCase();
}

/** What a document (register or cargo) tells the check. */
export interface CheckedDocument {
  /** Products already in it. */
  productIds: ReadonlySet<number>;
  /** Why it takes no more lines (approved register, sent cargo, another branch's cargo), or null when it does. */
  locked: LogisticsMessage | null;
  /** The sentence for a product it already holds. */
  already: LogisticsMessage;
}

export interface CodeOutcome<P> {
  code: string;
  result: CodeCheckResult;
  product: P | null;
  message: LogisticsMessage | null;
}

/**
 * One outcome per code, in order. An unknown code is `unknown` whatever the document; a product already in the
 * document, or named by an earlier code of the same request, is `already`; otherwise a locked document makes it
 * `not_allowed`; else it is `found`.
 */
export function checkCodes<P extends { id: number }>(
  codes: readonly string[],
  productsByKey: ReadonlyMap<string, P>,
  document: CheckedDocument,
): CodeOutcome<P>[] {
  const seen = new Set<number>();
  return codes.map((code) => {
    const product = productsByKey.get(codeKey(code)) ?? null;
    if (product === null) return { code, result: 'unknown', product, message: 'codeUnknown' };
    const earlier = seen.has(product.id);
    seen.add(product.id);
    if (document.productIds.has(product.id))
      return { code, result: 'already', product, message: document.already };
    if (earlier) return { code, result: 'already', product, message: 'codeRepeated' };
    if (document.locked !== null) return { code, result: 'not_allowed', product, message: document.locked };
    return { code, result: 'found', product, message: null };
  });
}

/**
 * The refusals of a batch of lines for a document that takes lines: each item naming a product that does not
 * exist, that the document holds, or that an earlier item names, as `items[<i>].product_id`.
 */
export function batchRefusals(
  productIds: readonly number[],
  exists: (id: number) => boolean,
  inDocument: ReadonlySet<number>,
): Refusal[] {
  const seen = new Set<number>();
  return productIds.flatMap((id, index): Refusal[] => {
    const field = `items[${index}].product_id`;
    if (!exists(id)) return [{ message: 'productNotFound', field }];
    const repeated = seen.has(id) || inDocument.has(id);
    seen.add(id);
    return repeated ? [{ message: 'productExists', field }] : [];
  });
}
