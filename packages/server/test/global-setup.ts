import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory, dumped once so each test file loads it in well under a second. */
    pgliteDumpPath: string | null;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    await db.migrate();
    await db.close();
    project.provide('pgliteDumpPath', null);
    return;
  }

  const db = await openPglite();
  await db.migrate();
  await seed(db.orm);
  const dump = await db.client.dumpDataDir('none');
  await db.close();
  const folder = await mkdtemp(join(tmpdir(), 'karvon-server-test-'));
  const path = join(folder, 'pglite.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
  return () => rm(folder, { recursive: true, force: true });
}
