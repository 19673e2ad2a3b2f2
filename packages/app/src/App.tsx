import { lazy, Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { RouterProvider, UiLocaleProvider } from '@karvon/ui';
import { defaultLocale, localeState, messagesOf } from './i18n/locale.ts';
import { loadSignedInShell, redirects, routes } from './routing/routes.ts';
import { LoadingScreen } from './pages/LoadingScreen.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ComingPage } from './pages/ComingPage.tsx';
import { Toasts } from './notify/Toasts.tsx';

const SignedInRoute = lazy(loadSignedInShell);

/** Language for react-intl, the design system and React Aria; client-side links. */
function Providers({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(localeState);
  const [, navigate] = useLocation();
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messagesOf(locale)}>
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
                {route.requiresAuth ? <SignedInRoute route={route}>{page}</SignedInRoute> : page}
              </Route>
            );
          })}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
      <Toasts />
    </Providers>
  );
}
