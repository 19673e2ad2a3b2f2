// Where the session sends people, and how `next` survives the trip through sign-in (SPEC §2, §4).
export const loginPath = '/auth/login';
export const welcomePath = '/welcome';
export const resetPasswordPath = '/auth/reset-password';
export const profilePath = '/profile';
export const settingsPath = '/profile/settings';
export const homePath = '/del_application';

export function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

export const noAccessPath = '/no-access';

export function loginPathWithNext(next: string): string {
  return `${loginPath}?${new URLSearchParams({ next })}`;
}

export function noAccessPathWithNext(next: string): string {
  return `${noAccessPath}?${new URLSearchParams({ next })}`;
}

/** Only same-origin absolute paths are followed: `//evil.example` or `https://…` fall back to `fallback`. */
export function safeNext(next: string | null, fallback = welcomePath): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
