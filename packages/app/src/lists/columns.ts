import type { RegisterColumn } from '@karvon/ui';

/**
 * What a cell is in a spreadsheet: text and numbers as they are, an instant as a real date in Tashkent time, a
 * business day ('2026-11-25', already a Tashkent day) as a real date without a time, a duration in minutes as a real
 * duration, so'm as a grouped integer. `null` leaves the cell empty.
 */
export type SheetCell =
  | string
  | number
  | boolean
  | null
  | undefined
  | { date: string | null }
  | { day: string | null }
  | { minutes: number }
  | { sum: number };

/** A list column: the table's column, and what it exports when it is not its `value` (codes become words…). */
export interface ListColumn<Row> extends RegisterColumn<Row> {
  sheet?(row: Row): SheetCell;
}

/** The columns a list shows, on screen and in its export: all but the hidden, and the key column (the row's link). */
export function shownColumns<Column extends { id: string; isKey?: boolean }>(
  columns: readonly Column[],
  hidden: readonly string[],
): Column[] {
  return columns.filter((column) => column.isKey || !hidden.includes(column.id));
}
