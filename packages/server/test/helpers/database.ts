import { readFile } from 'node:fs/promises';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema.ts';
import { seed } from '../../src/db/seed.ts';

const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/**
 * A migrated database holding exactly the seed: in-memory PGlite by default, or the PostgreSQL of
 * DATABASE_URL (emptied and reseeded, which is why test files then run one at a time).
 */
export async function openTestDatabase(): Promise<Database> {
  const dumpPath = inject('pgliteDumpPath');
  if (dumpPath !== null) {
    return openPglite({ loadDataDir: new Blob([await readFile(dumpPath)]) });
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The global setup provided no PGlite dump, so DATABASE_URL must be set');
  const db = await openPostgres(databaseUrl);
  await db.orm.execute(sql.raw(`TRUNCATE ${tableNames.join(', ')} RESTART IDENTITY CASCADE`));
  await seed(db.orm);
  return db;
}
