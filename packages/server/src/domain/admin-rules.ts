import type { PermissionLevel, PermissionType, Settings } from '@karvon/contracts';

/**
 * Which role entry values a permission accepts. `flag` and `list` take one of the permission's options, or `1`
 * (SPEC §5: "all, own, 1 or the number 1" open a screen); `numeric` takes a whole number (e.g. a limit).
 */
export function grantValueAllowed(
  permission: { type: PermissionType; options: readonly string[] },
  value: string,
): boolean {
  if (permission.type === 'numeric') return /^[0-9]{1,9}$/.test(value);
  return value === '1' || permission.options.includes(value);
}

/** A grant that opens nothing: it is stored (the screen shows it) but not counted as a permission of the role. */
export function grantOpens(value: string): boolean {
  return value !== '0';
}

export const PERMISSION_LEVELS: readonly PermissionLevel[] = ['0', 'own', 'all'];

/** What GET /settings answers before the user has saved anything: Russian, their own branch, every widget. */
export function defaultSettings(branchId: number | null): Settings {
  return {
    language: 'ru',
    working_branch_id: branchId,
    dashboard: { widgets: ['delivery', 'hourly', 'category', 'sales', 'branches'], expanded_branch_ids: [] },
  };
}

/** Password reset (SPEC §1 "recovery"): an SMS code that is short-lived and cannot be guessed by retrying. */
export const RESET_CODE = {
  digits: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  /** Codes asked for one phone number within the window… */
  perPhone: 3,
  /** …and by one client (IP address), whatever the numbers. */
  perClient: 10,
  windowMs: 60 * 60_000,
} as const;

/** A uniformly random code of RESET_CODE.digits digits. */
export function newResetCode(randomInt: (max: number) => number): string {
  return String(randomInt(10 ** RESET_CODE.digits)).padStart(RESET_CODE.digits, '0');
}

export type ResetCodeCheck = 'ok' | 'expired' | 'used' | 'too_many_attempts';

/** Whether a stored code may still be tried (the hash comparison itself is the caller's). */
export function resetCodeUsable(
  code: { expiresAt: Date; attempts: number; usedAt: Date | null },
  now: Date,
): ResetCodeCheck {
  if (code.usedAt !== null) return 'used';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.attempts >= RESET_CODE.maxAttempts) return 'too_many_attempts';
  return 'ok';
}

/** The pages of a list, as every list of the contract answers them. */
export function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
