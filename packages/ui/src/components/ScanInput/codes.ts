/** Codes as scanned or pasted: separated by spaces, tabs, commas, semicolons or new lines. */
export const splitCodes = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '' && code.length <= 64);

/**
 * Whether a codes field's new text is taken at once, from the text before: a paste of several codes is; typed by
 * hand, a code is taken when a separator is typed at the end after it (not when an edit elsewhere leaves one there). A
 * code typed (or scanned) alone waits for Enter.
 */
export function takesCodesNow(before: string, after: string): boolean {
  const isPaste = after.length - before.length > 1;
  if (isPaste) return splitCodes(after).length > 1;
  const isTypedAtEnd = after.length === before.length + 1 && after.startsWith(before);
  return isTypedAtEnd && /[\s,;]$/.test(after) && splitCodes(after).length > 0;
}
