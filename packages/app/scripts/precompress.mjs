// After the build: a Brotli and a gzip copy of every text file the server sends (scripts, styles, pages, icons),
// so it answers compressed without compressing on each request (@fastify/static `preCompressed`). Source maps
// stay as they are: only developer tools read them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const compressible = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(dist, { recursive: true })).filter(
  (file) => compressible.test(file) && !file.startsWith('.vite'),
);
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const content = await readFile(join(dist, file));
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipped(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(join(dist, `${file}.br`), br), writeFile(join(dist, `${file}.gz`), gz)]);
    before += content.length;
    after += br.length;
  }),
);
console.log(
  `Precompressed ${files.length} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
