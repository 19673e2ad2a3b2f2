// npm run bench -w @karvon/server: the application list with search and two filters over the 100,000-application
// fixture, 20 concurrent clients on loopback against the real server on PGlite. Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { buildServer } from '../src/app.ts';
import { setListTotalsCache } from '../src/db/application-queries.ts';
import { seed } from '../src/db/seed.ts';
import { largeFixtureDir, openLargeFixture } from '../scripts/large-fixture.ts';

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 15);
const ADMIN = { phone: '998900000001', password: 'karvon-admin' };

/** What an operator types and picks: a customer's name (matches Каримова and Karimova), a status and a branch. */
const SCENARIOS: { name: string; query: string }[] = [
  { name: 'search + status + branch', query: 'search=karimova&status=new&branch_id=1&per_page=20' },
  { name: 'status + branch (no search)', query: 'status=finish&branch_id=2&per_page=20' },
  { name: 'no filters (count of all rows)', query: 'per_page=20' },
];

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

async function measure(url: string, token: string, duration: number, connections = CONNECTIONS) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration, headers: { authorization: `Bearer ${token}` } },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    ok: latencies.length,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const dir = largeFixtureDir();
const opened = performance.now();
const db = await openLargeFixture(dir);
try {
  // What `npm start` does before listening: migrations, then the (idempotent) demo seed.
  await db.migrate();
  await seed(db.orm);
  console.log(`PGlite fixture ${dir} ready in ${((performance.now() - opened) / 1000).toFixed(1)} s`);
  const app = await buildServer({ db, log: { level: 'warn' } });
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = await signIn(origin);
    console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each, GET /api/uz/application/list`);
    for (const scenario of SCENARIOS) {
      const url = `${origin}/api/uz/application/list?${scenario.query}`;
      const sample = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const { meta } = (await sample.json()) as { meta: { total: number } };
      console.log(`${scenario.name} [${scenario.query}], total ${meta.total}:`);
      // Counting every time is the worst case (a write between any two requests); remembered totals the usual one.
      for (const remember of [false, true]) {
        setListTotalsCache(remember);
        await measure(url, token, 2); // warm-up: pages in shared buffers
        const figures = await measure(url, token, DURATION_SECONDS);
        // One client alone gives the cost of a request; 20 queue behind each other on PGlite's single thread.
        const alone = await measure(url, token, 3, 1);
        console.log(
          `  ${remember ? 'totals remembered' : 'counted each time '}: p50 ${figures.p50.toFixed(1)} ms, ` +
            `p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.rps.toFixed(0)} req/s ` +
            `(${figures.ok} answered 200, ${figures.failed} failed); one client alone: p50 ${alone.p50.toFixed(1)} ms`,
        );
      }
    }
  } finally {
    await app.close();
  }
} finally {
  await db.close();
}
