// What the SDK adds to the app's bundle: esbuild bundles, minified, gzip level 9. Prints figures; asserts nothing.
// An app's bundler keeps the code it uses but not the library's export names, so the first two cases are what the
// app pays with every operation in use; the library build of src/index.ts, which keeps every export name, is an upper
// bound. Each case is shown without and with the SDK's runtime dependencies.
import { build, type BuildOptions } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as sdk from '../src/index.ts';
import { printBudgets, type Figure } from '../../../scripts/budget.js';

/** The budget of issue 3, in bytes of gzip added to the app. */
const BUDGET = 5 * 1024;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const DEPENDENCIES = ['openapi-fetch', 'js-cookie'];

interface Size {
  minified: number;
  gzip: number;
}

async function sizeOf(contents: string, external: string[]): Promise<Size> {
  const options: BuildOptions = {
    absWorkingDir: packageDir,
    stdin: { contents, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    external,
  };
  const code = (await build(options)).outputFiles![0]!.contents;
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

/** An app that uses `names`: the bundler keeps the code, not the export names a library build would. */
const appUsing = (names: string[]) =>
  `import { ${names.join(', ')} } from './src/index.ts';\nexport default [${names.join(', ')}];`;

const values = Object.keys(sdk);
const binding = ['createKarvonApi', 'bindResources'];
// The resource functions are what createKarvonApi binds; everything else is the core (clients, stores, errors).
const resources = new Set(Object.keys(sdk.createKarvonApi({ tokenStore: sdk.createMemoryTokenStore() })));
const unbound = values.filter((name) => !binding.includes(name));
const bound = values.filter((name) => !resources.has(name) && name !== 'bindResources');

const cases: [string, string][] = [
  [`all ${unbound.length} unbound exports`, appUsing(unbound)],
  ['createKarvonApi (every resource bound)', appUsing(bound)],
  [`library build (${values.length} named exports)`, `export * from './src/index.ts';`],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const verdict = (bytes: number) => (bytes <= BUDGET ? 'within budget' : 'OVER budget');

console.log(`SDK bundle size (esbuild, minified, gzip -9; budget <= ${kb(BUDGET)} gzip added)`);
const figures: Figure[] = [];
for (const [label, entry] of cases) {
  const own = await sizeOf(entry, DEPENDENCIES);
  const whole = await sizeOf(entry, []);
  for (const [what, size] of [
    ['SDK code only', own],
    ['with its dependencies', whole],
  ] as const)
    figures.push({
      name: `${label}, ${what}`,
      value: size.gzip / 1024,
      unit: 'KB',
      digits: 2,
      atMost: BUDGET / 1024,
    });
  console.log(`  ${label}:`);
  const row = (what: string, size: Size) =>
    `    ${what.padEnd(34)} ${kb(size.minified).padStart(9)} min ${kb(size.gzip).padStart(8)} gzip  ${verdict(size.gzip)}`;
  console.log(row('SDK code only', own));
  console.log(row(`with ${DEPENDENCIES.join(' and ')}`, whole));
}
for (const name of DEPENDENCIES) {
  const alone = await sizeOf(`export * from '${name}';`, []);
  console.log(`  ${name} alone: ${kb(alone.minified)} min, ${kb(alone.gzip)} gzip`);
}
printBudgets('SDK bundle size (gzip added to the app)', figures);
