import { startTransition, useLayoutEffect, type ReactNode } from 'react';
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
import { preloadPage, routeAt } from './routing/preload.ts';

applyThemeToDocument();

const syncDocumentLanguage = () => {
  if (document.documentElement.lang !== localeState.locale)
    document.documentElement.lang = localeState.locale;
  writePreferenceCookie('karvon.locale', localeState.locale);
};
syncDocumentLanguage();
subscribeKey(localeState, 'locale', syncDocumentLanguage);

watchConnectivity();
// Each in a task of its own, so that the page answers the user between them: the session's three requests, and
// the page's code.
const sessionLoaded = new Promise<void>((done) => setTimeout(() => done(loadSession())));
const pageCodeLoaded = new Promise<void>((done) => setTimeout(() => done(preloadPage(location.pathname))));

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
  // over as it is. It may send a page's skeleton (a list's, or a record's for any id): replace it once the page can
  // be drawn. Anything else (another language, or the page moved on meanwhile) is drawn afresh.
  const { prerendered, skeleton } = container.dataset;
  if (prerendered === localeState.locale && location.pathname === '/auth/login') {
    // Let the browser show the page it already has before React takes it over (hydration is the heavy part).
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    // As a transition, React hydrates in slices of a few milliseconds and answers the user between them (a click
    // meanwhile is replayed once its part is hydrated); outside one, it hydrates the whole page in one task.
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  } else if (skeleton !== undefined && routeAt(location.pathname)?.path === skeleton) {
    // A page's skeleton (scripts/prerender.mjs), inert: it stays until the page can be drawn whole, with its
    // session and code, and React's first drawing replaces it in one go, then the page comes alive.
    await Promise.all([sessionLoaded, pageCodeLoaded]);
    const root = createRoot(container);
    const wake = () => container.removeAttribute('inert');
    startTransition(() => root.render(<OnFirstDraw done={wake}>{tree}</OnFirstDraw>));
  } else {
    container.replaceChildren();
    container.removeAttribute('inert');
    const root = createRoot(container);
    startTransition(() => root.render(tree));
  }
}

/** Calls `done` once its children are first on the page. */
function OnFirstDraw({ done, children }: { done: () => void; children: ReactNode }) {
  useLayoutEffect(done, [done]);
  return children;
}

void start();
