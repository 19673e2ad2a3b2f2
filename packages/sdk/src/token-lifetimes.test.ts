import { describe, expect, it } from 'vitest';
import {
  ACCESS_COOKIE_DIVISOR,
  accessCookieDays,
  REFRESH_COOKIE_DIVISOR,
  refreshCookieDays,
  renewAheadMs,
} from './token-lifetimes.ts';

describe('cookie lifetimes (SPEC §4)', () => {
  it('are the divisors SPEC names', () => {
    expect(ACCESS_COOKIE_DIVISOR).toBe(86400);
    expect(REFRESH_COOKIE_DIVISOR).toBe(259200);
  });

  it('keep the access cookie expires_in/86400 days and the refresh cookie expires_in/259200 days', () => {
    expect(accessCookieDays(86400)).toBe(1);
    expect(refreshCookieDays(259200)).toBe(1);
    expect(accessCookieDays(900)).toBeCloseTo(900 / 86400);
    expect(refreshCookieDays(900)).toBeCloseTo(900 / 259200);
  });
});

describe('renewal ahead of time', () => {
  it('comes half-way through the refresh cookie: 5 minutes into a 30-minute access token', () => {
    expect(renewAheadMs(1800)).toBe(5 * 60_000);
    expect(renewAheadMs(1800)).toBeCloseTo((refreshCookieDays(1800) * 86_400_000) / 2);
  });
});
