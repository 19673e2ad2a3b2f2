import { describe, expect, it } from 'vitest';
import { neutralize, written } from './exportXlsx.ts';

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

  it('writes an instant as a real date on the Tashkent wall clock', () => {
    const { value, numFmt } = written({ date: '2026-11-25T14:05:00+05:00' });
    expect(value).toBeInstanceOf(Date);
    // exceljs stores a Date's UTC fields as the cell's date and time.
    expect((value as Date).toISOString()).toBe('2026-11-25T14:05:00.000Z');
    expect(numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(written({ date: '2026-11-25T09:05:00Z' }).value).toEqual(new Date('2026-11-25T14:05:00Z'));
    expect(written({ date: null }).value).toBeNull();
  });

  it('writes minutes as a duration and so‘m as a grouped integer', () => {
    expect(written({ minutes: 135 })).toEqual({ value: 135 / 1440, numFmt: '[h]:mm' });
    expect(written(1_250_000)).toEqual({ value: 1_250_000, numFmt: '#,##0' });
    expect(written('=1+1')).toEqual({ value: `'=1+1` });
  });
});
