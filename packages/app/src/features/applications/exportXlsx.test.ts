import { describe, expect, it } from 'vitest';
import { neutralize } from './exportXlsx.ts';

describe('spreadsheet cells', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+998901234567', `'+998901234567`],
    ['-5', `'-5`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['ООО «Навруз»', 'ООО «Навруз»'],
    [42, 42],
    [null, ''],
    [undefined, ''],
  ])('%j becomes %j', (input, output) => {
    expect(neutralize(input)).toBe(output);
  });
});
