import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, type EmbeddedDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';
import { seedApplications } from '../src/db/seed-applications.ts';

/** The benchmark fixture: the demo's staff and branches with 100,000 applications. */
export const LARGE_FIXTURE_COUNT = 100_000;

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** `BENCH_PGLITE_DIR`, or packages/server/.data/bench-pglite (gitignored). */
export function largeFixtureDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.BENCH_PGLITE_DIR;
  return dir ? resolve(dir) : resolve(packageRoot, '.data/bench-pglite');
}

/** A data directory is complete once the build wrote its marker (PG_VERSION alone appears at the start). */
const markerOf = (dir: string) => resolve(dir, 'karvon-large-fixture');

/** Whether `dir` holds a complete fixture of `count` applications (the marker records the count). */
export function largeFixtureExists(dir: string, count = LARGE_FIXTURE_COUNT): boolean {
  const marker = markerOf(dir);
  return existsSync(marker) && Number(readFileSync(marker, 'utf8')) === count;
}

export interface BuildOptions {
  count?: number;
  log?: (line: string) => void;
}

/**
 * Builds the fixture into `dir` from scratch: migrations, the demo's branches, roles and staff, then
 * `count` applications with their history, comments and files (the same generator as the demo, PRNG seed 2026,
 * so its first 3,000 applications are the demo's and a server start adds nothing).
 */
export async function buildLargeFixture(dir: string, options: BuildOptions = {}): Promise<number> {
  const { count = LARGE_FIXTURE_COUNT, log = (line: string) => console.log(line) } = options;
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const db = await openPglite({ dataDir: dir });
  try {
    await db.migrate();
    await seed(db.orm, { applications: { count: 0 } });
    log(`migrated and seeded staff (${elapsed()})`);
    let lastStage = '';
    await db.orm.transaction((tx) =>
      seedApplications(tx, {
        count,
        now: new Date(),
        seed: 2026,
        onProgress: (stage, done, total) => {
          if (stage !== lastStage || done === total || done % 20_000 === 0) {
            log(`${stage}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${elapsed()})`);
          }
          lastStage = stage;
        },
      }),
    );
    await db.client.exec('vacuum analyze');
    log(`vacuumed (${elapsed()})`);
  } finally {
    await db.close();
  }
  await writeFile(markerOf(dir), `${count}\n`);
  const seconds = (performance.now() - started) / 1000;
  log(`built ${count.toLocaleString('en')} applications in ${dir} in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Opens the fixture (building it first when it is missing). */
export async function openLargeFixture(dir: string, log?: (line: string) => void): Promise<EmbeddedDatabase> {
  if (!largeFixtureExists(dir)) await buildLargeFixture(dir, { log });
  return openPglite({ dataDir: dir });
}
