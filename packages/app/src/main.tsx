import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import '@karvon/ui/global-styles';
import { Root } from './Root.tsx';
import { loadSession } from './session/store.ts';
import { localeState, savedLocale, setLocale } from './i18n/locale.ts';
import { subscribeKey } from 'valtio/utils';
import { watchConnectivity } from './notify/connectivity.ts';
import { applyThemeToDocument } from './preferences/theme.ts';
import { writePreferenceCookie } from './preferences/storage.ts';
import { preloadPage } from './routing/preload.ts';

applyThemeToDocument();

const syncDocumentLanguage = () => {
  document.documentElement.setAttribute('lang', localeState.locale);
  writePreferenceCookie('karvon.locale', localeState.locale);
};
syncDocumentLanguage();
subscribeKey(localeState, 'locale', syncDocumentLanguage);

watchConnectivity();
void loadSession();
// In a task of its own: asking for a chunk adds a preload link per dependency, which takes a while.
setTimeout(() => preloadPage(location.pathname));

/**
 * Draws the app. Not top-level await: a module with one keeps the bundler from folding shared chunks into the
 * entry, and the first page then waits on two dozen small requests instead of a few.
 */
async function start() {
  // The saved language first, so the first paint is already in it.
  await setLocale(savedLocale());
  const container = document.getElementById('root')!;
  const tree = (
    <Router>
      <Root />
    </Router>
  );
  // The server may send the sign-in page already rendered (scripts/prerender.mjs) in the saved language: take it
  // over as it is. Anything else (another language, or the page moved on meanwhile) is drawn afresh.
  const { prerendered } = container.dataset;
  if (prerendered === localeState.locale && location.pathname === '/auth/login') {
    // Let the browser show the page it already has before React takes it over (hydration is the heavy part).
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    hydrateRoot(container, tree);
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(tree));
  }
}

void start();
