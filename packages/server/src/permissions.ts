/**
 * Permission keys: the route names of SPEC §2, which role entries are keyed by (SPEC §5–§6), and one act within a
 * screen that a role may hold apart from it (`application.file.delete`: removing an uploaded file).
 */
export const PERMISSION_KEYS = [
  'no-access',
  'dashboard',
  'analytic',
  'welcome',
  'users',
  'user.update',
  'freeze_application',
  'del_application',
  'reestr',
  'cargo',
  'kdreestr',
  'unknown',
  'movement',
  'deadline',
  'car',
  'wating_time',
  'branch',
  'roles',
  'perms',
  'by.role',
  'by.perms',
  'order_attachment',
  'application.file.delete',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** What an operation's `x-permission` may say: no token, any signed-in user, or a role entry key. */
export type OperationPermission = 'public' | 'authenticated' | PermissionKey;

export function isOperationPermission(value: unknown): value is OperationPermission {
  return (
    value === 'public' || value === 'authenticated' || (PERMISSION_KEYS as readonly unknown[]).includes(value)
  );
}

/** Role entry values that open a screen (SPEC §5); values are stored as text, so the number 1 arrives as '1'. */
const ALLOWING_VALUES: ReadonlySet<string> = new Set(['all', 'own', '1']);

export function roleEntryAllows(value: string | undefined): boolean {
  return value !== undefined && ALLOWING_VALUES.has(value);
}
