import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openPglite, openPostgres, type Database } from './db/database.ts';
import { seed } from './db/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function openDatabase(databaseUrl: string | null, pgliteDir: string): Promise<Database> {
  if (databaseUrl !== null) return openPostgres(databaseUrl);
  return openPglite({ dataDir: pgliteDir });
}

/** PGlite keeps Node alive until it is closed, and closing it flushes the data directory. */
function closeOnSignals(app: FastifyInstance, db: Database) {
  const stop = async (signal: NodeJS.Signals) => {
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await db.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main() {
  const { server, listen, database, logLevel } = readConfig(process.env);
  const db = await openDatabase(database.databaseUrl, database.pgliteDir);
  try {
    await db.migrate();
    await seed(db.orm);
    const app = await buildServer({ db, config: server, log: { level: logLevel } });
    closeOnSignals(app, db);
    const store =
      database.databaseUrl === null ? `PGlite in ${database.pgliteDir}` : 'PostgreSQL from DATABASE_URL';
    await app.listen({
      ...listen,
      listenTextResolver: (address) =>
        `Karvon is listening at ${address} (${store}, ready ${Math.round(performance.now())} ms after start)`,
    });
  } catch (error) {
    // A server that cannot start (its port taken, say) closes the database, which releases its lock.
    await db.close().catch((closing: unknown) => console.error(closing));
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
