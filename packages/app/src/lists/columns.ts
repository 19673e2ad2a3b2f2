import type { RegisterColumn } from '@karvon/ui';

/**
 * What a cell is in a spreadsheet: text and numbers as they are, an instant as a real date in Tashkent time, a
 * business day ('2026-11-20') as a real date without a time, a duration in minutes as a real duration, so'm as a
 * grouped integer. `null` leaves the cell empty.
 */
export type SheetCell =
  | string
  | number
  | boolean
  | null
  | undefined
  | { date: string | null }
  | { day: string }
  | { minutes: number }
  | { sum: number };

/** A list column: the table's column, and what it exports when it is not its `value` (codes become words…). */
export interface ListColumn<Row> extends RegisterColumn<Row> {
  sheet?(row: Row): SheetCell;
}
