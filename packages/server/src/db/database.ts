import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The query builder over either driver; code above this module never knows which one it has. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  orm: Orm;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface EmbeddedDatabase extends Database {
  client: PGlite;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PGlite in a data directory, or in memory when `options.dataDir` is not given; with pg_trgm for search. */
export async function openPglite(options: PGliteOptions = {}): Promise<EmbeddedDatabase> {
  const client = await PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm } });
  const orm = drizzlePglite({ client, schema });
  return {
    client,
    orm,
    migrate: () => migratePglite(orm, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const client = new pg.Pool({ connectionString, max: 10 });
  await client.query('select 1');
  const orm = drizzlePostgres({ client, schema });
  return {
    orm,
    migrate: () => migratePostgres(orm, { migrationsFolder }),
    close: () => client.end(),
  };
}
