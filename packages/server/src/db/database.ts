import { fileURLToPath } from 'node:url';
import {
  PGlite,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** The query builder over either driver; code above this module never knows which one it has. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  orm: Orm;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface EmbeddedDatabase extends Database {
  /** Its parsers leave timestamps, dates and intervals as text, as drizzle reads them (see forDrizzle). */
  client: PGlite;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The types drizzle's PGlite driver asks to receive as text (it maps them itself): timestamps, dates, intervals and
 * their arrays. It sends these parsers with every query, and PGlite merges them into a copy of its whole table of
 * ~370 parsers each time (~0.1 ms a query, as much as running a simple one). The client is given them once instead,
 * and drizzle's copies are dropped on the way in, so every query parses exactly as before.
 */
const DRIZZLE_TEXT_TYPES: ReadonlySet<number> = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (value: string) => value;

/** The options without parsers the client already has; any other parser keeps the options as they are. */
function withoutInstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options;
  for (const oid of Object.keys(options.parsers)) if (!DRIZZLE_TEXT_TYPES.has(Number(oid))) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

type Client = Pick<PGlite, 'query' | 'exec'>;

/**
 * `query` as drizzle calls it, without the parsers the client already has. A statement without parameters goes by
 * the simple-query protocol: PGlite makes two calls into PostgreSQL for it where the extended protocol takes six
 * (parse, describe, bind, describe, execute, sync), and the answer is the same text; the list's per-request
 * snapshot check is one (~0.11 → ~0.06 ms).
 */
function leanQuery(client: Client): PGlite['query'] {
  return async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const lean = withoutInstalledParsers(options);
    if (params !== undefined && params.length > 0) return client.query<T>(text, params, lean);
    const [result] = await client.exec(text, lean);
    return result as Results<T>;
  };
}

/** The client as drizzle sees it: drizzle calls nothing but `query` and `transaction` (and `query` of a transaction). */
function forDrizzle(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const driverClient: Pick<PGlite, 'query' | 'transaction'> = {
    query: leanQuery(client),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback(Object.create(tx, { query: { value: leanQuery(tx) } }) as Transaction),
      ),
  };
  return driverClient as PGlite;
}

/**
 * PGlite in a data directory, which it holds alone until closed (see `lockDataDir`), or in memory when
 * `options.dataDir` is not given; with pg_trgm for search.
 */
export async function openPglite(options: PGliteOptions = {}): Promise<EmbeddedDatabase> {
  const dataDir = options.dataDir?.replace(/^file:\/\//, '');
  const release = dataDir && !dataDir.includes('://') ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  const orm = drizzlePglite({ client: forDrizzle(client), schema });
  let closed: Promise<void> | undefined;
  return {
    client,
    orm,
    migrate: () => migratePglite(orm, { migrationsFolder }),
    // Once, however many ask (a signal may come while a failed start is closing it).
    close: () => (closed ??= client.close().finally(release)),
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
