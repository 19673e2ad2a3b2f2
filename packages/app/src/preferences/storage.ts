// Preferences (language, theme, sidebar) are not secrets: localStorage is the right place for them.
// A private window may refuse storage; then the choice holds for this visit only.

export function readPreference<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const saved = globalThis.localStorage?.getItem(key);
    return isValid(saved) ? saved : fallback;
  } catch {
    return fallback;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // See above.
  }
}

/**
 * The language and theme also go to a cookie: the server reads it to send the sign-in page already drawn in them
 * (a preference, never a secret).
 */
export function writePreferenceCookie(key: string, value: string): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${key}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax${secure}`;
}
