import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { AppShell, Stack } from '@karvon/ui';
import { session } from '../session/store.ts';
import { currentNavigationHref, visibleNavigation } from '../routing/navigation.ts';
import type { RouteDefinition } from '../routing/routes.ts';
import { setSidebarCollapsed, sidebarState } from '../preferences/sidebar.ts';
import { LanguageSwitch } from '../pages/LanguageSwitch.tsx';
import { Brand } from '../pages/Brand.tsx';
import { navIcons } from './navIcons.tsx';
import { PageBreadcrumbs } from './PageBreadcrumbs.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

/** The signed-in frame: the sidebar of what the user may open, the header, breadcrumbs and the page. */
export function AppLayout({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const intl = useIntl();
  const [path] = useLocation();
  const { user, roleEntries } = useSnapshot(session);
  const { collapsed } = useSnapshot(sidebarState);
  const current = currentNavigationHref(path);
  const navigation = visibleNavigation(user, roleEntries).map((group) => ({
    id: group.id,
    label: intl.formatMessage({ id: group.label }),
    items: group.items.map((item) => ({
      href: item.href,
      label: intl.formatMessage({ id: item.label }),
      icon: navIcons[item.name],
      current: item.href === current,
    })),
  }));
  return (
    <AppShell
      brand={<Brand isNameHiddenOnPhone />}
      navigation={navigation}
      isCollapsed={collapsed}
      onCollapsedChange={setSidebarCollapsed}
      actions={
        <>
          <LanguageSwitch isShortOnPhone />
          <ProfileMenu />
        </>
      }
    >
      <Stack gap="4">
        <PageBreadcrumbs route={route} />
        {children}
      </Stack>
    </AppShell>
  );
}
