// Bundle budget report (ARCHITECTURE.md "Performance budgets"): gzip sizes of the built app's JavaScript.
// The sign-in route loads what index.html references (the entry and its modulepreloads); the rest loads with the
// routes that need it. Run after `npm run build` (the `bench` script does both). Prints figures; asserts nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const signIn = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const all = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const sum = (files) => files.reduce((total, file) => total + gzipKb(file), 0);

const rows = [
  ['sign-in route (entry + preloads)', sum(signIn), 120],
  ['every route together', sum(all), 300],
];
console.log('JavaScript, KB gzip (budget)');
for (const [what, kb, budget] of rows)
  console.log(
    `  ${what.padEnd(36)} ${kb.toFixed(1).padStart(7)}  (≤ ${budget})${kb > budget ? '  OVER' : ''}`,
  );
console.log('\nLargest chunks:');
all
  .map((file) => [file, gzipKb(file)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
  .forEach(([file, kb]) => console.log(`  ${kb.toFixed(1).padStart(7)}  ${file}`));
