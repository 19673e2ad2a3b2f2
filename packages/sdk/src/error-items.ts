import type { ErrorItem } from '@karvon/contracts';

/** SPEC §8–§9: at most five error messages are shown for one failure. */
export const MAX_ERROR_MESSAGES = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The well-formed `{message, field?}` entries of an `{errors: [...]}` body; anything else (HTML, broken JSON,
 * entries without a text message) yields none. Never throws.
 */
export function errorItemsOf(body: unknown): ErrorItem[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  const items: ErrorItem[] = [];
  for (const entry of body.errors as unknown[]) {
    if (!isRecord(entry) || typeof entry.message !== 'string' || entry.message.trim() === '') continue;
    items.push(
      typeof entry.field === 'string'
        ? { message: entry.message, field: entry.field }
        : { message: entry.message },
    );
  }
  return items;
}

/** The first messages of an error body, at most `MAX_ERROR_MESSAGES`. */
export function errorMessagesOf(body: unknown): string[] {
  return errorItemsOf(body)
    .slice(0, MAX_ERROR_MESSAGES)
    .map((item) => item.message);
}
