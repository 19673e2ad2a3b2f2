// Built for Node by scripts/prerender.mjs: the sign-in page as HTML, so it paints before any script has run
// (the first screen everyone loads; ARCHITECTURE.md's LCP budget). The browser then hydrates the same tree.
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { Root } from '../Root.tsx';
import { setLocale, type Locale } from '../i18n/locale.ts';

export { locales } from '../i18n/locale.ts';
export { themeClassNames } from '@karvon/ui';

export async function renderSignIn(locale: Locale): Promise<string> {
  await setLocale(locale);
  return renderToString(
    <Router ssrPath="/auth/login">
      <Root />
    </Router>,
  );
}
