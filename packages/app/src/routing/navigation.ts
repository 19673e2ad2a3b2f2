import type { AuthUser, RoleEntry } from '@karvon/sdk';
import type { MessageId } from '../i18n/messages/ru.ts';
import { canOpenRoute } from './guard.ts';

export interface NavigationItem {
  href: string;
  /** The route name, which is the permission key that opens it. */
  name: string;
  label: MessageId;
}

export interface NavigationGroup {
  id: string;
  label: MessageId;
  items: NavigationItem[];
}

const item = (href: string, name: string): NavigationItem => ({
  href,
  name,
  label: `page.${name}` as MessageId,
});

/** The sidebar, grouped as SPEC §1 groups the areas of work. */
export const navigation: readonly NavigationGroup[] = [
  {
    id: 'overview',
    label: 'nav.overview',
    items: [item('/dashboard', 'dashboard'), item('/analytic', 'analytic'), item('/movement', 'movement')],
  },
  {
    id: 'applications',
    label: 'nav.applications',
    items: [
      item('/del_application', 'del_application'),
      item('/freeze_application', 'freeze_application'),
      item('/order_attachment', 'order_attachment'),
    ],
  },
  {
    id: 'registers',
    label: 'nav.registers',
    items: [
      item('/cargo', 'cargo'),
      item('/reestr', 'reestr'),
      item('/kdreestr', 'kdreestr'),
      item('/unknown', 'unknown'),
    ],
  },
  {
    id: 'logistics',
    label: 'nav.logistics',
    items: [item('/car', 'car'), item('/deadline', 'deadline'), item('/wating_time', 'wating_time')],
  },
  {
    id: 'administration',
    label: 'nav.administration',
    items: [
      item('/settings/branch', 'branch'),
      item('/users', 'users'),
      item('/access/roles', 'roles'),
      item('/access/perms', 'perms'),
    ],
  },
];

/** Only what the user may open (SPEC §5); a group with nothing left is not shown at all. */
export function visibleNavigation(
  user: Pick<AuthUser, 'is_admin'> | null,
  roleEntries: readonly RoleEntry[],
): NavigationGroup[] {
  return navigation
    .map((group) => ({
      ...group,
      items: group.items.filter((it) => canOpenRoute(it.name, user, roleEntries)),
    }))
    .filter((group) => group.items.length > 0);
}

/** The item a path belongs to: the longest href that is the path or a segment-wise prefix of it. */
export function currentNavigationHref(path: string): string | undefined {
  const hrefs = navigation.flatMap((group) => group.items.map((it) => it.href));
  return hrefs
    .filter((href) => path === href || path.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}
