import type { IntlShape } from 'react-intl';
import { listApplications, type Application, type ListApplicationsQuery } from '@karvon/sdk';
import { statusLabel, type RegisterColumn, type UiLocale } from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatMinutes } from './format.ts';

/** The most the contract lets one page hold: fewest requests for a whole export. */
const exportPageSize = 500;

/**
 * A spreadsheet cell that starts with = + - @ (or a tab / carriage return) would run as a formula when opened
 * (CSV/XLSX injection): such text is kept as text by a leading apostrophe.
 */
export function neutralize(value: string | number | boolean | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** What a column says in a spreadsheet: words for codes, as on screen. */
function cellOf(column: RegisterColumn<Application>, row: Application, intl: IntlShape, locale: UiLocale) {
  switch (column.id) {
    case 'status':
      return statusLabel(row.status, locale);
    case 'is_printed':
      return intl.formatMessage({ id: row.is_printed ? 'printed.yes' : 'printed.no' });
    case 'time_spent':
      return formatMinutes(intl, row.time_spent_minutes);
    case 'total_amount':
      return row.total_amount;
    default:
      return neutralize(column.value(row));
  }
}

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Every page of the current view (filters, search, sort) with the visible columns and headers in the user's
 * language, as an XLSX file. exceljs is loaded only now: it is large (ARCHITECTURE.md).
 */
export async function exportApplications(options: {
  query: ListApplicationsQuery;
  columns: RegisterColumn<Application>[];
  intl: IntlShape;
  locale: UiLocale;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}): Promise<Blob> {
  const { query, columns, intl, locale, signal, onProgress } = options;
  const { default: ExcelJS } = await import('exceljs');
  const rows: Application[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listApplications(clients, { ...query, page, per_page: exportPageSize }, { signal });
    rows.push(...result.data);
    onProgress({ done: rows.length, total: result.meta.total });
    if (page >= result.meta.last_page || result.data.length === 0) break;
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(intl.formatMessage({ id: 'apps.table' }).slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.id,
    width: Math.max(10, (column.width ?? 120) / 8),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((column) => cellOf(column, row, intl, locale)));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
