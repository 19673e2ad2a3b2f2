import type { AuthUser, RoleEntry } from '@karvon/sdk';

/** Route names that open for any signed-in user (SPEC §2). */
export const uncheckedRouteNames: ReadonlySet<string> = new Set(['no-access', 'by.role', 'by.perms']);
/** A user's own pages (not in SPEC §2; our decision): profile and settings open for everyone signed in. */
export const ownRouteNames: ReadonlySet<string> = new Set(['profile', 'profile.settings']);
/** Route names that skip every check, session included (SPEC §2). */
export const publicRouteNames: ReadonlySet<string> = new Set(['login', 'resetpassword']);

const allowingValues: ReadonlyArray<RoleEntry['value']> = ['all', 'own', '1', 1];

/**
 * SPEC §5: a route opens for an administrator, or when the role entry whose key is the route's name
 * has the value all, own, '1' or 1. Anything else is denied.
 */
export function canOpenRoute(
  routeName: string,
  user: Pick<AuthUser, 'is_admin'> | null,
  roleEntries: readonly RoleEntry[],
): boolean {
  if (publicRouteNames.has(routeName)) return true;
  if (!user) return false;
  if (user.is_admin || uncheckedRouteNames.has(routeName) || ownRouteNames.has(routeName)) return true;
  const entry = roleEntries.find(({ key }) => key === routeName);
  return entry !== undefined && allowingValues.includes(entry.value);
}
