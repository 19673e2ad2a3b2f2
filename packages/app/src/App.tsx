import { Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { numberLocale, RouterProvider, UiLocaleProvider } from '@karvon/ui';
import { defaultLocale, localeState, messagesOf } from './i18n/locale.ts';
import { redirects, routes, signedInShell, type RouteDefinition } from './routing/routes.ts';
import { useArrived } from './routing/onDemand.ts';
import { DocumentTitle } from './routing/documentTitle.tsx';
import { LoadingScreen } from './pages/LoadingScreen.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ComingPage } from './pages/ComingPage.tsx';
import { Toasts } from './notify/Toasts.tsx';

const SignedInShell = signedInShell.component;

/** The signed-in shell, drawn as soon as its code is here (the loading screen until then). */
function SignedInRoute({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  return useArrived(signedInShell) ? (
    <SignedInShell route={route}>{children}</SignedInShell>
  ) : (
    <LoadingScreen />
  );
}

/** Language for react-intl, the design system and React Aria; client-side links. */
export function Providers({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(localeState);
  const [, navigate] = useLocation();
  return (
    // react-intl formats numbers (and picks plurals) with the language's number locale, so Uzbek is grouped as Uzbek
    // even in a browser without Uzbek Latin number data (the design system's `numberLocale`).
    <IntlProvider
      locale={numberLocale(locale)}
      defaultLocale={numberLocale(defaultLocale)}
      messages={messagesOf(locale)}
    >
      <UiLocaleProvider locale={locale}>
        <RouterProvider navigate={navigate}>{children}</RouterProvider>
      </UiLocaleProvider>
    </IntlProvider>
  );
}

export function App() {
  return (
    <Providers>
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          {redirects.map(({ from, to }) => (
            <Route key={from} path={from}>
              <Redirect to={to} replace />
            </Route>
          ))}
          {routes.map((route) => {
            const page = route.component ? <route.component /> : <ComingPage titleId={route.breadcrumb} />;
            return (
              <Route key={route.path} path={route.path}>
                <DocumentTitle pageId={route.breadcrumb} crumbId={route.crumb} />
                {route.requiresAuth ? <SignedInRoute route={route}>{page}</SignedInRoute> : page}
              </Route>
            );
          })}
          <Route>
            <DocumentTitle pageId="notFound.title" />
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
      <Toasts />
    </Providers>
  );
}
