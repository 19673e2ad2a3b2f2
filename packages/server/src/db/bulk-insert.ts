import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './application-changes.ts';

function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return value;
}

/**
 * Inserts many rows as one JSON parameter (json_populate_recordset): thousands of rows cost one bound value
 * instead of one per cell, which is what makes the demo seed fast on PGlite and on PostgreSQL alike.
 * Only the columns present in the first row are written; the others take their defaults.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  returning?: SQL,
): Promise<Record<string, unknown>[]> {
  const first = rows[0];
  if (first === undefined) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]!.name);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        keys.map((key, i) => [names[i], toJsonValue((row as Record<string, unknown>)[key] ?? null)]),
      ),
    ),
  );
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const result = await tx.execute(
    sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)${returning ? sql` returning ${returning}` : sql``}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
