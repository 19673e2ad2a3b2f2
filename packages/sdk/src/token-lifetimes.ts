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

/**
 * Not in SPEC: tokens issued more than `expires_in / RENEW_AHEAD_DIVISOR` ago are renewed before the next authorized
 * request. That is half-way through the refresh cookie's life (expires_in/3), so a user who makes a request at least
 * that often is never signed out by the refresh cookie ending, however short the access token.
 */
export const RENEW_AHEAD_DIVISOR = 6;

/** How long after the tokens were issued, in milliseconds, they are renewed ahead of time. */
export function renewAheadMs(expiresIn: number): number {
  return (expiresIn / RENEW_AHEAD_DIVISOR) * 1000;
}
