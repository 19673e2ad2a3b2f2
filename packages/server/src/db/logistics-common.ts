import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

export interface Page {
  page: number;
  per_page: number;
}

export interface PageOf<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export function pageOf<T>(data: T[], total: number, { page, per_page }: Page): PageOf<T> {
  return {
    data,
    meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
  };
}

export const offsetOf = ({ page, per_page }: Page) => (page - 1) * per_page;

/** A reference `{id, name}` from a left join, or null when the joined row is absent. */
export const refOf = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

/** Cyrillic letters spelled with several Latin ones (Uzbek Latin spelling), then the one-to-one letters. */
const MULTI: readonly [string, string][] = [
  ['ё', 'yo'],
  ['ц', 'ts'],
  ['ч', 'ch'],
  ['ш', 'sh'],
  ['щ', 'sh'],
  ['ю', 'yu'],
  ['я', 'ya'],
];
const SINGLE_FROM = 'абвгғдежзийкқлмноўпрстуфхҳыэ';
const SINGLE_TO = 'abvggdejziykklmnooprstufxhie';
/** Hard and soft signs have no sound of their own. */
const DROPPED = 'ъь';

const withCapitals = (pairs: readonly [string, string][]) =>
  pairs.flatMap(([from, to]): [string, string][] => [
    [from, to],
    [from.toUpperCase(), to],
  ]);

/**
 * The search key of the logistics lists: Cyrillic and Latin Uzbek spellings meet (Тошкент = Toshkent,
 * Қарши = Qarshi = Карши), case, q/k and everything but letters and digits are ignored, so "01 A 123" finds
 * 01A123BC. foldedSql does the same in SQL (PostgreSQL's lower() may know only ASCII under the C locale, hence
 * the explicit letters); the tests hold the two to each other.
 */
export function logisticsSearchKey(text: string): string {
  let folded = text;
  for (const [from, to] of withCapitals(MULTI)) folded = folded.split(from).join(to);
  let out = '';
  for (const char of folded) {
    const lower = char.toLowerCase();
    const at = SINGLE_FROM.indexOf(lower);
    if (DROPPED.includes(lower)) continue;
    out += at === -1 ? lower : (SINGLE_TO[at] ?? lower);
  }
  return out.replace(/q/g, 'k').replace(/[^a-z0-9]+/g, '');
}

export function foldedSql(text: SQL): SQL {
  let folded: SQL = text;
  for (const [from, to] of withCapitals(MULTI)) folded = sql`replace(${folded}, ${from}, ${to})`;
  // translate() deletes the letters of `from` past the end of `to`: the signs go last.
  const from = SINGLE_FROM + SINGLE_FROM.toUpperCase() + DROPPED + DROPPED.toUpperCase();
  const to = SINGLE_TO + SINGLE_TO;
  return sql`regexp_replace(translate(lower(translate(${folded}, ${from}, ${to})), 'q', 'k'), '[^a-z0-9]+', '', 'g')`;
}

/** Substring search over the given columns, folded on both sides; an all-punctuation query matches everything. */
export function textMatches(
  search: string | undefined,
  columns: readonly (AnyColumn | SQL)[],
): SQL | undefined {
  const key = logisticsSearchKey(search ?? '');
  if (key === '') return undefined;
  const document = sql.join(
    columns.map((column) => sql`coalesce(${column}::text, '')`),
    sql` || ' ' || `,
  );
  return sql`${foldedSql(document)} like ${`%${key}%`}`;
}
