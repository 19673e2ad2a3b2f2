// Built for Node by scripts/prerender.mjs: the first screens as HTML, so they paint before any script has run
// (ARCHITECTURE.md's LCP budget). The sign-in page is hydrated in place; a page's skeleton (the lists, order
// attachment) is shown, inert, until the session and the page's code are here, then drawn afresh (main.tsx).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router } from 'wouter';
import { AppShell, Stack } from '@karvon/ui';
import { Root } from '../Root.tsx';
import { Providers } from '../App.tsx';
import { setLocale, type Locale } from '../i18n/locale.ts';
import { Brand } from '../pages/Brand.tsx';
import { LanguageSwitch } from '../pages/LanguageSwitch.tsx';
import { PageBreadcrumbs } from '../shell/PageBreadcrumbs.tsx';
import { ProfileMenu } from '../shell/ProfileMenu.tsx';
import { routes } from '../routing/routes.ts';

export { locales } from '../i18n/locale.ts';
export { intlLocales, themeClassNames } from '@karvon/ui';

export async function renderSignIn(locale: Locale): Promise<string> {
  await setLocale(locale);
  return renderToString(
    <Router ssrPath="/auth/login">
      <Root />
    </Router>,
  );
}

/** The pages whose skeleton is prerendered: the lists, order attachment and the new cargo form. */
const pageSkeletonPaths = [
  '/del_application',
  '/freeze_application',
  '/order_attachment',
  '/reestr',
  '/kdreestr',
  '/cargo',
  '/unknown',
  '/wating_time',
  '/cargo/add',
] as const;

/**
 * The records opened from those lists (and the form editing a cargo, which waits for it): each draws `PageSkeleton`
 * (with what the page is for) until its data comes, whatever the id, so one skeleton per route serves every id. The
 * server sends it for numeric ids only (packages/server's browser-app.ts), the ids these routes have.
 */
const recordSkeletonPaths = [
  '/del_application/:id',
  '/freeze_application/:id',
  '/reestr/item/:id?',
  '/kdreestr/item/:id?',
  '/cargo/item/:id?',
  '/cargo/add/:id',
] as const;

export const skeletonPaths = [...pageSkeletonPaths, ...recordSkeletonPaths];
type SkeletonPath = (typeof skeletonPaths)[number];

/** The file name of a route's skeleton: `/reestr/item/:id?` → `reestr-item-id`. */
export const skeletonName = (path: SkeletonPath) =>
  path
    .slice(1)
    .replace(/:id\??/, 'id')
    .replaceAll('/', '-');

/**
 * A page as it first draws (heading, search, filters as stand-ins, the table loading; a form's fields) in the
 * signed-in frame, without anything of a user: no links in the sidebar, the profile menu without a name (holding
 * its room, so that nothing moves when the page comes), no rows.
 */
export async function renderSkeleton(path: SkeletonPath, locale: Locale): Promise<string> {
  await setLocale(locale);
  const route = routes.find((candidate) => candidate.path === path);
  if (!route?.preload) throw new Error(`${path} is not a page loaded on demand`);
  // The page's code and its words in that language, drawn without data: a record at any id is its skeleton.
  const { default: Page } = (await route.preload()) as { default: ComponentType };
  return renderToString(
    <Router ssrPath={path.replace(/:id\??/, '1')}>
      <Providers>
        <QueryClientProvider client={new QueryClient()}>
          <AppShell
            brand={<Brand isNameHiddenOnPhone />}
            navigation={[]}
            actions={
              <>
                <LanguageSwitch isShortOnPhone />
                <ProfileMenu />
              </>
            }
          >
            <Stack gap="4">
              <PageBreadcrumbs route={route} />
              <Route path={path}>
                <Page />
              </Route>
            </Stack>
          </AppShell>
        </QueryClientProvider>
      </Providers>
    </Router>,
  );
}
