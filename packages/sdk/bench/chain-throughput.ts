// How much the SDK's middleware chain (failure reporting, bearer token, refresh queue) and resource functions cost
// against bare openapi-fetch, both on a stubbed fetch that answers at once. Prints figures; asserts nothing.
import type { AuthorizedPaths } from '@karvon/contracts';
import createClient from 'openapi-fetch';
import { Bench } from 'tinybench';
import { printBudgets, type Figure } from '../../../scripts/budget.js';
import { createKarvonClients } from '../src/clients.ts';
import { createMemoryTokenStore } from '../src/memory-token-store.ts';
import { addApplicationComment, getApplication } from '../src/resources/applications.ts';

/** The budget of issue 3: the chain keeps at least this share of bare openapi-fetch's ops/s. */
const BUDGET = 0.9;
/** Rounds alternate the two clients, so that a busy machine slows both alike; the median ratio is reported. */
const ROUNDS = 7;
const TIME_PER_TASK_MS = 400;

const ANSWER = JSON.stringify({
  data: { id: 1, order_id: 'ORD-2026-000123', status: 'package', step: 'packing', total_amount: 4250000 },
});
const stubFetch = async (_request: Request) =>
  new Response(ANSWER, { status: 200, headers: { 'Content-Type': 'application/json' } });

const bare = createClient<AuthorizedPaths>({
  baseUrl: 'https://karvon.test/api/uz',
  fetch: stubFetch,
  headers: { Accept: 'application/json' },
});
const clients = createKarvonClients({
  baseUrl: 'https://karvon.test',
  fetch: stubFetch,
  tokenStore: createMemoryTokenStore({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    tokenType: 'Bearer',
  }),
  onError: () => undefined,
  isOnline: () => true,
});

const comment = { text: 'Mijoz kechqurun uyda bo‘ladi' };
const cases = [
  {
    name: 'GET one application',
    bare: async () => (await bare.GET('/application/{id}', { params: { path: { id: 1 } } })).data,
    sdk: () => getApplication(clients, 1),
  },
  {
    name: 'POST a comment (JSON body)',
    bare: async () =>
      (await bare.POST('/application/{id}/comment', { params: { path: { id: 1 } }, body: comment })).data,
    sdk: () => addApplicationComment(clients, 1, comment),
  },
];

function opsPerSecond(bench: Bench, name: string): number {
  const result = bench.getTask(name)?.result;
  if (result?.state !== 'completed') throw new Error(`${name}: ${result?.state ?? 'missing'}`);
  return result.throughput.mean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const format = (value: number) => Math.round(value).toLocaleString('en-US');

console.log(
  `Middleware chain vs bare openapi-fetch (stubbed fetch, ${ROUNDS} rounds of ${TIME_PER_TASK_MS} ms)`,
);
const figures: Figure[] = [];
for (const { name, bare: bareCall, sdk: sdkCall } of cases) {
  const ratios: number[] = [];
  const bareRates: number[] = [];
  const sdkRates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bench = new Bench({ time: TIME_PER_TASK_MS, warmupTime: 100 });
    // Alternate the order too: the second task of a round may profit from the first one's warm-up.
    const order = round % 2 === 0 ? ['bare', 'sdk'] : ['sdk', 'bare'];
    for (const task of order) bench.add(task, task === 'bare' ? bareCall : sdkCall);
    await bench.run();
    const bareRate = opsPerSecond(bench, 'bare');
    const sdkRate = opsPerSecond(bench, 'sdk');
    bareRates.push(bareRate);
    sdkRates.push(sdkRate);
    ratios.push(sdkRate / bareRate);
  }
  const ratio = median(ratios);
  figures.push({
    name: `SDK chain / bare openapi-fetch, ${name}`,
    value: ratio * 100,
    unit: '%',
    digits: 1,
    atLeast: BUDGET * 100,
  });
  console.log(
    `  ${name}: bare ${format(median(bareRates))} ops/s, SDK ${format(median(sdkRates))} ops/s, ` +
      `ratio ${(ratio * 100).toFixed(1)} % (rounds: ${ratios.map((r) => (r * 100).toFixed(0)).join(', ')} %) ` +
      `— budget >= ${BUDGET * 100} %: ${ratio >= BUDGET ? 'met' : 'NOT met'}`,
  );
}
printBudgets('SDK middleware chain', figures);
