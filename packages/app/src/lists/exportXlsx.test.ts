import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { exportList, written } from './exportXlsx.ts';
import type { ListColumn } from './columns.ts';

describe('spreadsheet cells', () => {
  it('writes an instant as a real date on the Tashkent wall clock', () => {
    const { value, numFmt } = written({ date: '2026-11-25T14:05:00+05:00' });
    expect(value).toBeInstanceOf(Date);
    // exceljs stores a Date's UTC fields as the cell's date and time.
    expect((value as Date).toISOString()).toBe('2026-11-25T14:05:00.000Z');
    expect(numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(written({ date: '2026-11-25T09:05:00Z' }).value).toEqual(new Date('2026-11-25T14:05:00Z'));
    expect(written({ date: null }).value).toBeNull();
  });

  it('writes a business day as a real date without a time', () => {
    const { value, numFmt } = written({ day: '2026-11-20' });
    expect((value as Date).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(numFmt).toBe('dd.mm.yyyy');
  });

  it('writes minutes as a duration, so‘m grouped, and other numbers (ids) as they are', () => {
    expect(written({ minutes: 135 })).toEqual({ value: 135 / 1440, numFmt: '[h]:mm' });
    expect(written({ sum: 1_250_000 })).toEqual({ value: 1_250_000, numFmt: '#,##0' });
    expect(written(10234)).toEqual({ value: 10234 });
  });

  it('keeps text that looks like a formula as text, without a visible apostrophe', async () => {
    interface Row {
      id: number;
      note: string;
    }
    const columns: ListColumn<Row>[] = [
      { id: 'id', header: 'ID', value: (row) => row.id },
      { id: 'note', header: 'Note', value: (row) => row.note },
    ];
    const rows = [
      { id: 1, note: '=HYPERLINK("http://evil")' },
      { id: 2, note: '- клиент отказался' },
    ];
    const blob = await exportList<Row>({
      fetchPage: async () => ({
        data: rows,
        meta: { current_page: 1, per_page: 500, total: 2, last_page: 1 },
      }),
      columns,
      sheetName: 'Test',
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('B2').value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getCell('B2').formula).toBeUndefined();
    expect(sheet.getCell('B3').value).toBe('- клиент отказался');
  });
});
