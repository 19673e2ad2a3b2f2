// After `vite build`: renders the first screens to HTML in every language and theme, next to index.html: the
// sign-in page (dist/prerendered/auth-login.<locale>.<theme>.html) and the skeletons of the lists and order
// attachment (dist/prerendered/<page>.<locale>.<theme>.html, sent to visitors with a session). The server sends the
// one matching the visitor's saved language and theme cookies, so the first screen paints before the scripts
// arrive; main.tsx hydrates the sign-in page, and draws a page afresh once its session and code are here.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify } from 'vite';

const app = join(import.meta.dirname, '..');
const dist = join(app, 'dist');
const ssrOut = join(app, 'node_modules', '.prerender');

await build({
  root: app,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/pages.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
  },
  // Bundle everything (the design system's .css.ts files need the vanilla-extract plugin), keep Node built-ins out.
  ssr: { noExternal: true },
});
const { renderSignIn, renderSkeleton, skeletonPaths, skeletonName, locales, themeClassNames, intlLocales } =
  await import(pathToFileURL(join(ssrOut, 'pages.js')).href);

// The stylesheet goes inline: linked, it would share the first second of a slow connection with the scripts
// and hold the first paint until all of them had arrived.
let template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>'))
  throw new Error('dist/index.html has no empty #root to fill');
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const linked = stylesheet.exec(template);
if (linked === null) throw new Error('dist/index.html links no stylesheet to inline');
const css = await readFile(join(dist, linked[1]), 'utf8');
template = template.replace(linked[0], () => `<style>${css}</style>`);

// The page is drawn already, so its code is asked for once it is on screen (or after 100 ms in a tab not shown,
// which does not paint): in the head, the scripts would share the first moments of a slow connection with the page
// itself, and Lighthouse counts every request made before the largest paint as holding it back. The loader is a
// file of its own: the Content-Security-Policy allows no inline script.
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const entrySrc = entry.exec(template)?.[1];
if (entrySrc === undefined) throw new Error('dist/index.html has no module script');
// vite.config.ts turns module preloading off (docs/budgets.md says why): the browser finds the entry's imports in it.
if (template.includes('modulepreload'))
  throw new Error('dist/index.html preloads modules: the loader does not');

// The browser builds its number and date formatting data once per process, on first use: 22-55 ms in one piece,
// taken from the page's own thread when the app first formats a number. A worker builds it on a thread of its own
// while the page's code is on its way (measured: the page's first use then takes 0.2 ms).
const warmUp = `try {
  for (const locale of ${JSON.stringify(Object.values(intlLocales))}) {
    new Intl.NumberFormat(locale).formatToParts(12345.5);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.PluralRules(locale).select(2);
  }
} finally {
  close();
}
`;
/** Writes a script the build did not make, minified, under a name that changes with its content. */
async function writeScript(name, source) {
  const { code } = await minify(`${name}.js`, source);
  const path = `assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  await writeFile(join(dist, path), code);
  return path;
}
const warmUpPath = await writeScript('warm-up-intl', warmUp);

const loader = `{
  let load = () => {
    load = () => {};
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entrySrc)};
    document.head.append(script);
    // Only a head start: a browser that will not start it loses nothing else.
    try {
      new Worker(${JSON.stringify(`/${warmUpPath}`)});
    } catch {}
  };
  requestAnimationFrame(() => setTimeout(() => load()));
  setTimeout(() => load(), 100);
}
`;
const loaderPath = await writeScript('load-after-paint', loader);
template = template
  .replace(entry, '')
  .replace('</body>', () => `<script src="/${loaderPath}" async></script></body>`);
await mkdir(join(dist, 'prerendered'), { recursive: true });
/** `root` is the #root element with its attributes: the markup goes inside it. */
async function write(name, locale, root, markup) {
  for (const [theme, className] of Object.entries(themeClassNames)) {
    const html = template
      .replace('<html lang="ru">', `<html lang="${locale}" class="${className}" data-theme="${theme}">`)
      .replace('<div id="root"></div>', `${root}${markup}</div>`);
    await writeFile(join(dist, 'prerendered', `${name}.${locale}.${theme}.html`), html);
  }
}
for (const locale of locales) {
  await write(
    'auth-login',
    locale,
    `<div id="root" data-prerendered="${locale}">`,
    await renderSignIn(locale),
  );
  // Inert: nothing on it works until the app draws the page for real, so nothing typed there can be lost.
  for (const path of skeletonPaths) {
    await write(
      skeletonName(path),
      locale,
      `<div id="root" data-skeleton="${path}" inert>`,
      await renderSkeleton(path, locale),
    );
  }
}
await rm(ssrOut, { recursive: true, force: true });
console.log(
  `Prerendered the sign-in page and the skeletons of ${skeletonPaths.join(', ')}: ${locales.length} languages × ${Object.keys(themeClassNames).length} themes`,
);
