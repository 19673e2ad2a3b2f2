// npm run bench -w @karvon/server: the application list with search and two filters over the 100,000-application
// fixture, 20 concurrent clients on loopback against the real server on PGlite. Prints figures; asserts nothing.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { printBudgets, type Figure } from '../../../scripts/budget.js';
import { asc } from 'drizzle-orm';
import { APPLICATION_STATUSES } from '../src/domain/application-enums.ts';
import { buildServer } from '../src/app.ts';
import { setListTotalsCache } from '../src/db/application-queries.ts';
import { branches } from '../src/db/schema.ts';
import { seed } from '../src/db/seed.ts';
import { largeFixtureDir, openLargeFixture } from '../scripts/large-fixture.ts';

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 15);
const ADMIN = { phone: '998900000001', password: 'karvon-admin' };

/**
 * What operators type into the search box: customers' surnames and companies in both spellings, staff names,
 * car plates, order, invoice and contract numbers and PINFL fragments. Some match a quarter of the fixture, some a
 * handful of rows, some nothing.
 */
const SEARCHES = [
  'Каримова',
  'karimova',
  'Юсупов',
  'Yusupov',
  'Абдуллаева',
  'Abdullayeva',
  'Рахимов',
  'Raximov',
  'Мирзаев',
  'Mirzayev',
  'Хасанов',
  'Xasanov',
  'Назарова',
  'Nazarova',
  'Ёқубов',
  'Yoqubov',
  "To'xtayev",
  'Тўхтаев',
  "G'ulomov",
  'Ғуломов',
  'Qodirov',
  'Кодиров',
  'Ergasheva',
  'Эргашева',
  'Xolmatov',
  'Холматов',
  'Usmonov',
  'Rashidova',
  'Saidova',
  'Baraka Savdo',
  'Навруз',
  'Navruz Market',
  'Самарқанд Электроника',
  'Samarqand',
  'Техномир',
  'Umid Stroy',
  'Asia Trade',
  'Farg‘ona Mebel',
  '01A777AA',
  '30B456',
  'ORD-2026-0004',
  '000123',
  'INV-4',
  'INV-51',
  'C-2026/7',
  '31234',
  'Ким',
  'Иванова Ольга',
];
/** Statuses an operator filters by most: the start, the middle and the end of the workflow, and the returns. */
const STATUSES = ['new', 'collect', 'package', 'on_the_way', 'loading', 'finish', 'return', 'reject'];

/** A fixed shuffle (mulberry32), so that every run asks the same requests in the same order. */
function shuffled<T>(items: readonly T[], seed = 2026): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const query = (fields: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

/** The three kinds of list request, each rotated over many distinct requests so that no per-URL effect helps. */
function scenarios(branchIds: number[]): { name: string; queries: string[] }[] {
  for (const status of STATUSES) {
    if (!(APPLICATION_STATUSES as readonly string[]).includes(status))
      throw new Error(`Unknown status ${status}`);
  }
  const searchStatusBranch = SEARCHES.flatMap((search, i) =>
    [0, 1, 2].map((k) =>
      query({
        search,
        status: STATUSES[(i + k * 3) % STATUSES.length]!,
        branch_id: branchIds[(i * 5 + k * 7) % branchIds.length]!,
        per_page: 20,
      }),
    ),
  );
  const statusBranch = STATUSES.flatMap((status) =>
    branchIds.flatMap((branchId) =>
      [1, 2].map((page) => query({ status, branch_id: branchId, page, per_page: 20 })),
    ),
  );
  const noFilters = [1, 2, 3, 4, 5, 10, 25, 50].flatMap((page) =>
    [20, 50].map((perPage) => query({ page, per_page: perPage })),
  );
  return [
    { name: 'search + status + branch', queries: shuffled(searchStatusBranch) },
    { name: 'status + branch (no search)', queries: shuffled(statusBranch) },
    { name: 'no filters (count of all rows)', queries: shuffled(noFilters) },
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return token;
}

async function measure(
  origin: string,
  paths: string[],
  token: string,
  duration: number,
  connections = CONNECTIONS,
) {
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration,
        // As a browser asks: the answers come compressed, as they do to the app.
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
        // Every request of every client takes the next path of the rotation.
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    // CPU of this process (server, PGlite and autocannon itself) per answered request: unlike wall time, it barely
    // depends on how busy the machine's other processes keep its cores.
    cpuPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    ok: latencies.length,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const load = () => `load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

const dir = largeFixtureDir();
const opened = performance.now();
const db = await openLargeFixture(dir);
try {
  // What `npm start` does before listening: migrations, then the (idempotent) demo seed.
  await db.migrate();
  await seed(db.orm);
  console.log(`PGlite fixture ${dir} ready in ${((performance.now() - opened) / 1000).toFixed(1)} s`);
  const branchIds = (await db.orm.select({ id: branches.id }).from(branches).orderBy(asc(branches.id))).map(
    (branch) => branch.id,
  );
  const app = await buildServer({ db, log: { level: 'warn' } });
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = await signIn(origin);
    console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each, GET /api/uz/application/list`);
    const printed: Figure[] = [];
    for (const scenario of scenarios(branchIds)) {
      const paths = scenario.queries.map((q) => `/api/uz/application/list?${q}`);
      const totals: number[] = [];
      for (const path of paths) {
        const sample = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!sample.ok) throw new Error(`${path} answered ${sample.status}: ${await sample.text()}`);
        totals.push(((await sample.json()) as { meta: { total: number } }).meta.total);
      }
      totals.sort((a, b) => a - b);
      console.log(
        `${scenario.name}: ${paths.length} distinct requests, totals ${totals[0]}..${totals.at(-1)} ` +
          `(median ${percentile(totals, 50)}), e.g. ${scenario.queries[0]}`,
      );
      // Counting every time is the worst case (a write between any two requests); remembered totals the usual one.
      for (const remember of [false, true]) {
        setListTotalsCache(remember);
        await measure(origin, paths, token, 2); // warm-up: pages in shared buffers
        const figures = await measure(origin, paths, token, DURATION_SECONDS);
        const during = load();
        // One client alone gives the cost of a request; 20 queue behind each other on PGlite's single thread.
        const alone = await measure(origin, paths, token, 3, 1);
        printed.push({
          name: `${scenario.name}, ${remember ? 'totals remembered' : 'counted each time'}: p95`,
          value: figures.p95,
          unit: 'ms',
          digits: 1,
        });
        console.log(
          `  ${remember ? 'totals remembered' : 'counted each time '}: p50 ${figures.p50.toFixed(1)} ms, ` +
            `p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.rps.toFixed(0)} req/s ` +
            `(${figures.ok} answered 200, ${figures.failed} failed, ${during}); ` +
            `one client alone: p50 ${alone.p50.toFixed(1)} ms, ${alone.rps.toFixed(0)} req/s, ` +
            `${alone.cpuPerRequest.toFixed(2)} ms CPU per request`,
        );
      }
    }
    // ARCHITECTURE's budget for this list is "p95 printed" (no bound): compare before and after on one machine.
    printBudgets(`Server list, ${CONNECTIONS} concurrent clients`, printed);
  } finally {
    await app.close();
  }
} finally {
  await db.close();
}
