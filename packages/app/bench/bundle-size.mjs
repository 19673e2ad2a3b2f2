// Bundle budget report (ARCHITECTURE.md "Performance budgets"): gzip sizes of the built app's JavaScript.
// A route loads the entry with its static imports, then its own lazy chunk(s) with theirs; the manifest Vite writes
// (build.manifest) says which. Run after a build (the `bench` script does both). Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** The manifest key of the chunk that holds a page's module. */
function chunkOf(source) {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
  if (key) return key;
  // A page whose chunk also holds modules shared with other pages is listed under its name, not its path.
  const name = source
    .split('/')
    .pop()
    .replace(/\.tsx?$/, '');
  const shared = Object.keys(manifest).find((candidate) => manifest[candidate].name === name);
  if (!shared) throw new Error(`No chunk holds ${source}`);
  return shared;
}
const route = (...lazy) => closure([entry, ...lazy.map(chunkOf)]);
const sum = (files) =>
  [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipKb(file), 0);
// Loaded only when the user exports: exceljs and the export's own code.
const onDemand = (file) => /\/(exceljs\.min|exportXlsx)-/.test(file);
// Uzbek messages load in one script or the other (Russian is built in): count the larger of the two.
const languageFiles = Object.entries(manifest)
  .filter(([key]) => /src\/i18n\/messages\/uz(-Cyrl)?\.ts$/.test(key))
  .map(([, chunk]) => chunk.file)
  .sort((a, b) => gzipKb(b) - gzipKb(a));
const allRoutes = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js') && !onDemand(file) && !languageFiles.slice(1).includes(file));

const rows = [
  ['sign-in route', sum(route()), 120],
  [
    'sign-in + applications list',
    sum(route('shell/SignedInRoute.tsx', 'features/applications/ApplicationsPage.tsx')),
    150,
  ],
  ['every route, one language', sum(new Set(allRoutes)), 300],
];
console.log('JavaScript, KB gzip (budget)');
for (const [what, kb, budget] of rows)
  console.log(
    `  ${what.padEnd(30)} ${kb.toFixed(1).padStart(7)}  (≤ ${budget})${kb > budget ? '  OVER' : ''}`,
  );
const exportFiles = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter(onDemand);
if (exportFiles.length > 0)
  console.log(`  ${'export, on export only'.padEnd(30)} ${sum(new Set(exportFiles)).toFixed(1).padStart(7)}`);
