import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../src/db/application-changes.ts';
import { bulkInsert } from '../src/db/bulk-insert.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { openPglite, type EmbeddedDatabase } from '../src/db/database.ts';
import { branches, products, registerProducts, registers } from '../src/db/schema.ts';
import { seed } from '../src/db/seed.ts';
import { seedApplications } from '../src/db/seed-applications.ts';
import { registerNumber } from '../src/domain/registers.ts';

/** The benchmark fixture: the demo's staff and branches with 100,000 applications, and one register of 5,000 products. */
export const LARGE_FIXTURE_COUNT = 100_000;

/**
 * What the fixture holds beyond its applications; raised when that changes, so that a fixture built before is built
 * again (the marker records the count and this version). 2: the register of 5,000 products.
 */
const LARGE_FIXTURE_VERSION = 2;

/** The register of 5,000 products the app's bench scrolls (packages/app/bench/register-scroll.mjs finds it by number). */
export const LARGE_REGISTER = {
  number: registerNumber('collected', '2026-11-13', 1),
  businessDate: '2026-11-13',
  products: 5_000,
};

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** `BENCH_PGLITE_DIR`, or packages/server/.data/bench-pglite (gitignored). */
export function largeFixtureDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.BENCH_PGLITE_DIR;
  return dir ? resolve(dir) : resolve(packageRoot, '.data/bench-pglite');
}

/** A data directory is complete once the build wrote its marker (PG_VERSION alone appears at the start). */
const markerOf = (dir: string) => resolve(dir, 'karvon-large-fixture');

const markerText = (count: number) => `${count} v${LARGE_FIXTURE_VERSION}\n`;

/** Whether `dir` holds a complete fixture of `count` applications, of this version (the marker records both). */
export function largeFixtureExists(dir: string, count = LARGE_FIXTURE_COUNT): boolean {
  const marker = markerOf(dir);
  return existsSync(marker) && readFileSync(marker, 'utf8') === markerText(count);
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
  // Refused before anything is deleted when a server has the directory open.
  lockDataDir(dir)();
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
    await db.orm.transaction((tx) => seedLargeRegister(tx));
    log(
      `register ${LARGE_REGISTER.number} of ${LARGE_REGISTER.products.toLocaleString('en')} products (${elapsed()})`,
    );
    await db.client.exec('vacuum analyze');
    log(`vacuumed (${elapsed()})`);
  } finally {
    await db.close();
  }
  await writeFile(markerOf(dir), markerText(count));
  const seconds = (performance.now() - started) / 1000;
  log(`built ${count.toLocaleString('en')} applications in ${dir} in ${seconds.toFixed(1)} s`);
  return seconds;
}

const KINDS = [
  'Смартфон',
  'Telefon g‘ilofi',
  'Наушники',
  'Zaryadlovchi',
  'Пылесос',
  'Televizor',
  'Чайник',
  'Konditsioner',
];
const BRANDS = ['Samsung', 'Artel', 'Xiaomi', 'Apple', 'Tefal', 'LG', 'Philips', 'Huawei', 'Shivaki'];
const COLORS = ['qora', 'белый', 'kumush', 'синий', null];

/**
 * One draft collected-goods register of the first branch, on a day before the demo's week (so the registers list,
 * newest day first, does not open with it), holding 5,000 products of their own: varied names, codes, SKUs and
 * prices, every third with an IMEI, every fourth still a draft, no images. Deterministic: the index decides all.
 */
async function seedLargeRegister(tx: Tx): Promise<void> {
  const [branch] = await tx.select({ id: branches.id }).from(branches).orderBy(asc(branches.id)).limit(1);
  if (!branch) throw new Error('The large register needs a branch first');
  const rows = Array.from({ length: LARGE_REGISTER.products }, (_, i) => {
    const brand = BRANDS[i % BRANDS.length]!;
    const kind = KINDS[(i * 7) % KINDS.length]!;
    return {
      name: `${kind} ${brand} ${String.fromCharCode(65 + (i % 26))}${100 + ((i * 37) % 900)}`,
      sku: `BENCH-${String(i + 1).padStart(5, '0')}`,
      code: `4780${String(1_000_000_00 + i * 7919).padStart(9, '0')}`,
      series: i % 5 === 0 ? `SR${String(i).padStart(6, '0')}` : null,
      brand,
      category: kind,
      amount: 50_000 + ((i * 104_729) % 20_000_000),
      quantity: 1 + (i % 40),
      volumeM3: ((i % 50) + 1) / 100,
      color: COLORS[i % COLORS.length] ?? null,
      imei: i % 3 === 0 ? `35${String(i).padStart(13, '0')}` : null,
      imageUrl: null,
      status: i % 4 === 0 ? ('draft' as const) : ('approved' as const),
    };
  });
  const created = await bulkInsert(tx, products, rows, sql`id`);
  const [register] = await tx
    .insert(registers)
    .values({
      number: LARGE_REGISTER.number,
      kind: 'collected',
      status: 'draft',
      branchId: branch.id,
      businessDate: LARGE_REGISTER.businessDate,
      createdAt: new Date(`${LARGE_REGISTER.businessDate}T09:00:00+05:00`),
    })
    .returning({ id: registers.id });
  const addedAt = Date.parse(`${LARGE_REGISTER.businessDate}T09:05:00+05:00`);
  await bulkInsert(
    tx,
    registerProducts,
    created.map((product, i) => ({
      registerId: register!.id,
      productId: Number(product.id),
      quantity: 1 + (i % 5),
      addedAt: new Date(addedAt + i * 5_000),
    })),
  );
}

/** Opens the fixture (building it first when it is missing). */
export async function openLargeFixture(dir: string, log?: (line: string) => void): Promise<EmbeddedDatabase> {
  if (!largeFixtureExists(dir)) await buildLargeFixture(dir, { log });
  return openPglite({ dataDir: dir });
}
