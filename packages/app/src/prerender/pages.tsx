// Built for Node by scripts/prerender.mjs: the first screens as HTML, so they paint before any script has run
// (ARCHITECTURE.md's LCP budget). The sign-in page is hydrated in place; the applications list's skeleton is
// shown, inert, until the session and the page's code are here, then drawn afresh (main.tsx).
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AppShell, Stack } from '@karvon/ui';
import { Root } from '../Root.tsx';
import { Providers } from '../App.tsx';
import { setLocale, type Locale } from '../i18n/locale.ts';
import { Brand } from '../pages/Brand.tsx';
import { LanguageSwitch } from '../pages/LanguageSwitch.tsx';
import { PageBreadcrumbs } from '../shell/PageBreadcrumbs.tsx';
import { routes } from '../routing/routes.ts';
import ApplicationsPage from '../features/applications/ApplicationsPage.tsx';

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

/** The applications list path, whose skeleton is prerendered. */
export const applicationsPath = '/del_application';

/**
 * The applications list as it first draws (heading, search, filter placeholders, the table loading) in the
 * signed-in frame, without anything of a user: no links in the sidebar, no profile menu, no rows.
 */
export async function renderApplicationsSkeleton(locale: Locale): Promise<string> {
  await setLocale(locale);
  const route = routes.find(({ path }) => path === applicationsPath)!;
  // The page's words come with its code.
  await route.preload?.();
  return renderToString(
    <Router ssrPath={applicationsPath}>
      <Providers>
        <QueryClientProvider client={new QueryClient()}>
          <AppShell brand={<Brand />} navigation={[]} actions={<LanguageSwitch />}>
            <Stack gap="4">
              <PageBreadcrumbs route={route} />
              <ApplicationsPage />
            </Stack>
          </AppShell>
        </QueryClientProvider>
      </Providers>
    </Router>,
  );
}
