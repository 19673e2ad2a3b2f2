import type { ListAnswer } from './useListQuery.ts';
import type { ListColumn, SheetCell } from './columns.ts';

/** The most the contract lets one page hold: fewest requests for a whole export. */
const exportPageSize = 500;
const tashkentOffsetMs = 5 * 60 * 60 * 1000;

interface Written {
  value: string | number | boolean | Date | null;
  numFmt?: string;
}

/**
 * Spreadsheets have no time zones: an instant is written as the wall clock in Tashkent (UTC+5, no daylight saving),
 * which is what the screens show. A duration is a fraction of a day, shown as hours and minutes.
 */
export function written(cell: SheetCell): Written {
  if (cell === undefined) return { value: null };
  if (cell !== null && typeof cell === 'object') {
    if ('minutes' in cell) return { value: cell.minutes / 1440, numFmt: '[h]:mm' };
    if ('sum' in cell) return { value: cell.sum, numFmt: '#,##0' };
    if ('day' in cell) return { value: new Date(`${cell.day}T00:00:00Z`), numFmt: 'dd.mm.yyyy' };
    if (cell.date === null) return { value: null };
    return { value: new Date(Date.parse(cell.date) + tashkentOffsetMs), numFmt: 'dd.mm.yyyy hh:mm' };
  }
  // Text goes in as a string cell, which a spreadsheet never runs as a formula ('=HYPERLINK(…)' stays text).
  return { value: cell };
}

export interface ExportProgress {
  done: number;
  total: number;
}

export interface ExportOptions<Row> {
  /** One page of the list as shown (filters, search, sort kept). */
  fetchPage(page: number, perPage: number, signal: AbortSignal): Promise<ListAnswer<Row>>;
  columns: readonly ListColumn<Row>[];
  sheetName: string;
  signal: AbortSignal;
  onProgress(progress: ExportProgress): void;
}

/** Every page of a list, with the visible columns and their headers, as an XLSX file. exceljs loads only now. */
export async function exportList<Row>(options: ExportOptions<Row>): Promise<Blob> {
  const { fetchPage, columns, sheetName, signal, onProgress } = options;
  const { default: ExcelJS } = await import('exceljs');
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page, exportPageSize, signal);
    rows.push(...result.data);
    onProgress({ done: rows.length, total: result.meta.total });
    if (page >= result.meta.last_page || result.data.length === 0) break;
  }
  const workbook = new ExcelJS.Workbook();
  // Sheet names are at most 31 characters and may not hold : \ / ? * [ ].
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.id,
    width: Math.max(10, (column.width ?? 120) / 8),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    const added = sheet.addRow([]);
    columns.forEach((column, index) => {
      const { value, numFmt } = written(column.sheet ? column.sheet(row) : column.value(row));
      const cell = added.getCell(index + 1);
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
