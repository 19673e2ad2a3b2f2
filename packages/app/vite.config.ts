import { readFile } from 'node:fs/promises';
import { defineConfig, transformWithOxc, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { parse } from '@formatjs/icu-messageformat-parser';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// `npm run dev` serves the app with HMR and sends /api to the reference server (`npm start` or the dev script).
const apiTarget = process.env.KARVON_API ?? 'http://127.0.0.1:8080';

const messageFile = /\/src\/(.+\/)?messages\/(ru|uz|uz-Cyrl)\.ts$/;

/**
 * The build ships messages already parsed (ICU ASTs), so the ICU parser stays out of the bundle: react-intl then
 * imports `no-parser.js` (ARCHITECTURE.md). Tests and dev still read the plain strings; a test checks every id.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'karvon-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    // `load`, not `transform`: the module is generated data, with no source map to keep.
    async load(id) {
      if (!messageFile.test(id)) return null;
      const code = await readFile(id, 'utf8');
      const { code: js } = await transformWithOxc(code, id, { lang: 'ts' });
      const cjs = js.replace(/^export const (\w+)/gm, 'exports.$1');
      const module = { exports: {} as Record<string, Record<string, string>> };
      new Function('module', 'exports', cjs)(module, module.exports);
      return Object.entries(module.exports)
        .map(([name, messages]) => {
          const parsed = Object.fromEntries(
            Object.entries(messages).map(([key, text]) => [key, parse(text)]),
          );
          return `export const ${name} = ${JSON.stringify(parsed)};`;
        })
        .join('\n');
    },
  };
}

/**
 * Every import of `@internationalized/date` gets the design system's copy of it whose `createCalendar` makes the
 * Gregorian calendar only (packages/ui/src/components/DatePicker/gregorianCalendar.ts says why): React Aria's date
 * fields call the package's own, which would bring 12 other calendar systems into every date picker.
 */
function gregorianCalendarOnly(): Plugin {
  let gregorianOnly: string | undefined;
  return {
    name: 'karvon-gregorian-calendar-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@internationalized/date') return null;
      gregorianOnly ??= (await this.resolve('@karvon/ui/gregorian-calendar', undefined, options))?.id;
      // The module itself takes the real package.
      return importer === gregorianOnly ? null : gregorianOnly;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    precompiledMessages(),
    gregorianCalendarOnly(),
    // React Aria ships its few built-in strings (date field placeholders, 'Dismiss', …) for 34 languages in every
    // chunk that uses them. Keep Russian and English: it has no Uzbek, and Uzbek falls back to English there
    // (the design system gives explicit Uzbek labels where those strings show).
    { ...optimizeLocales.vite({ locales: ['ru-RU', 'en-US'] }), enforce: 'pre' },
    react(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (bench/bundle-size.mjs reads it).
    manifest: true,
    // One stylesheet (about 10 KB gzip for every screen): the sign-in page paints after one request, not a dozen
    // render-blocking ones, and moving between screens never waits for CSS.
    cssCodeSplit: false,
    // No <link rel="modulepreload"> and no preload helper: adding a link costs the page's thread up to 4 ms each in
    // a fresh tab, and the helper adds a lazy page's dozen in one task. The browser finds a chunk's imports in the
    // chunk (Rollup lists every one a chunk needs, not only its own), one round trip later (docs/budgets.md).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports, in one chunk: it loads on every route anyway, and in a dozen small ones
          // the browser spent up to 18 ms of one task asking for them (docs/budgets.md).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
}));
