import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { RouterProvider, UiLocaleProvider } from '@karvon/ui';
import { defaultLocale, localeState, messagesByLocale } from './i18n/locale.ts';
import { redirects, routes } from './routing/routes.ts';
import { RequireAuth } from './routing/RequireAuth.tsx';
import { AppLayout } from './shell/AppLayout.tsx';
import { LoadingScreen } from './pages/LoadingScreen.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ComingPage } from './pages/ComingPage.tsx';
import { PageSkeleton } from './pages/PageSkeleton.tsx';
import { Toasts } from './notify/Toasts.tsx';
import { queryClient } from './query.ts';

/** Language for react-intl, the design system and React Aria; client-side links; server state. */
function Providers({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(localeState);
  const [, navigate] = useLocation();
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messagesByLocale[locale]}>
      <UiLocaleProvider locale={locale}>
        <RouterProvider navigate={navigate}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </RouterProvider>
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
                {route.requiresAuth ? (
                  <RequireAuth route={route}>
                    <AppLayout route={route}>
                      {/* The shell stays while a page's code loads. */}
                      <Suspense fallback={<PageSkeleton />}>{page}</Suspense>
                    </AppLayout>
                  </RequireAuth>
                ) : (
                  page
                )}
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
