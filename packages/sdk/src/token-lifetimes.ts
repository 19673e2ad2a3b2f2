// SPEC §4, literally: "Access token cookie lasts expires_in/86400 days; refresh token cookie lasts
// expires_in/259200 days". `expires_in` is in seconds, so the access cookie lives exactly as long as the access
// token, and the refresh cookie a third of that.

/** SPEC §4: the access token cookie lasts `expires_in / ACCESS_COOKIE_DIVISOR` days. */
export const ACCESS_COOKIE_DIVISOR = 86400;

/** SPEC §4: the refresh token cookie lasts `expires_in / REFRESH_COOKIE_DIVISOR` days. */
export const REFRESH_COOKIE_DIVISOR = 259200;

/** How many days the access token cookie lasts, for `expires_in` seconds of token lifetime. */
export function accessCookieDays(expiresIn: number): number {
  return expiresIn / ACCESS_COOKIE_DIVISOR;
}

/** How many days the refresh token cookie lasts, for `expires_in` seconds of token lifetime. */
export function refreshCookieDays(expiresIn: number): number {
  return expiresIn / REFRESH_COOKIE_DIVISOR;
}
