import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { Redirect, Route, Switch } from 'wouter';
import { useSnapshot } from 'valtio';
import { defaultLocale, localeState, messagesByLocale } from './i18n/locale.ts';
import { redirects, routes } from './routing/routes.ts';
import { RequireAuth } from './routing/RequireAuth.tsx';
import { AppLayout } from './pages/AppLayout.tsx';
import { LoadingScreen } from './pages/LoadingScreen.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ComingPage } from './pages/ComingPage.tsx';
import { Toasts } from './notify/Toasts.tsx';

export function App() {
  const { locale } = useSnapshot(localeState);
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messagesByLocale[locale]}>
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
                    <AppLayout>{page}</AppLayout>
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
    </IntlProvider>
  );
}
