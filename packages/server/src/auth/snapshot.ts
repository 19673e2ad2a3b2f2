import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';

/**
 * The database's current snapshot as text. Two equal snapshots see exactly the same committed transactions (same
 * xmin, same next transaction id, same ones in progress), so whatever was read in one is still true in the other;
 * any write anywhere (through this server, another one, a script or psql) changes it. Selected beside a query's
 * columns, it tells what that query's answer stays valid for.
 */
export const snapshotColumn = sql<string>`pg_current_snapshot()::text`;

export async function currentSnapshot(orm: Orm): Promise<string> {
  const result = await orm.execute(sql`select ${snapshotColumn} as snapshot`);
  const [row] = (result as unknown as { rows: { snapshot: string }[] }).rows;
  return row?.snapshot ?? '';
}
