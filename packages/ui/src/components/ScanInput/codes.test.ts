import { describe, expect, it } from 'vitest';
import { splitCodes, takesCodesNow } from './codes.ts';

/** The texts a field goes through as its text is typed one character at a time. */
const typing = (text: string) => [...text].map((_, index) => text.slice(0, index + 1));

describe('takesCodesNow', () => {
  it('takes a code typed by hand when a separator follows it, not at the first character after a separator', () => {
    const taken: string[][] = [];
    let field = '';
    for (const after of typing('1149 467')) {
      const next = field + after.slice(-1);
      if (takesCodesNow(field, next)) {
        taken.push(splitCodes(next));
        field = '';
      } else field = next;
    }
    expect(taken).toEqual([['1149']]);
    expect(field).toBe('467');
  });

  it('takes a paste of several codes whole, and leaves one pasted code for Enter', () => {
    expect(takesCodesNow('', 'ORD-1 ORD-2\nORD-3')).toBe(true);
    expect(takesCodesNow('12', '12 34 56')).toBe(true);
    expect(takesCodesNow('', 'ORD-2026-000001')).toBe(false);
  });

  it('takes nothing when an edit other than typing at the end leaves a separator last', () => {
    // '12 ' pasted as one code, a '3' typed and taken back with Backspace.
    expect(takesCodesNow('12 3', '12 ')).toBe(false);
    // A character typed at the start.
    expect(takesCodesNow('12 ', '512 ')).toBe(false);
  });

  it('takes nothing for separators alone', () => {
    expect(takesCodesNow('', ' ')).toBe(false);
    expect(takesCodesNow(' ', ' ,')).toBe(false);
  });
});
