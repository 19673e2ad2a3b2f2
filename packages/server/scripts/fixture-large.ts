// npm run fixture:large -w @karvon/server  [-- <count>]: (re)builds the benchmark fixture, see README "Benchmarks".
import { buildLargeFixture, LARGE_FIXTURE_COUNT, largeFixtureDir } from './large-fixture.ts';

const count = Number(process.argv[2] ?? LARGE_FIXTURE_COUNT);
if (!Number.isInteger(count) || count < 1)
  throw new Error(`The count must be a positive integer, got ${process.argv[2]}`);
await buildLargeFixture(largeFixtureDir(), { count });
