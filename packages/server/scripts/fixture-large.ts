// npm run fixture:large -w @karvon/server  [-- <count>] [-- --if-missing]: (re)builds the benchmark fixture, or
// with --if-missing builds it only when no fixture of that count and version is there yet; see README "Benchmarks".
import {
  buildLargeFixture,
  LARGE_FIXTURE_COUNT,
  largeFixtureDir,
  largeFixtureExists,
} from './large-fixture.ts';

const args = process.argv.slice(2);
const ifMissing = args.includes('--if-missing');
const [countArg] = args.filter((arg) => arg !== '--if-missing');
const count = Number(countArg ?? LARGE_FIXTURE_COUNT);
if (!Number.isInteger(count) || count < 1)
  throw new Error(`The count must be a positive integer, got ${countArg}`);
const dir = largeFixtureDir();
if (!ifMissing || !largeFixtureExists(dir, count)) await buildLargeFixture(dir, { count });
