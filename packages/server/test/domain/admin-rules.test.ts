import { describe, expect, it } from 'vitest';
import {
  RESET_CODE,
  defaultSettings,
  grantValueAllowed,
  newResetCode,
  resetCodeUsable,
} from '../../src/domain/admin-rules.ts';

describe('grant levels', () => {
  const list = { type: 'list' as const, options: ['0', 'own', 'all'] };
  it('takes a list permission’s options, and 1 (SPEC §5), nothing else', () => {
    expect(['0', 'own', 'all', '1'].every((value) => grantValueAllowed(list, value))).toBe(true);
    expect(grantValueAllowed(list, '5')).toBe(false);
    expect(grantValueAllowed({ type: 'flag', options: ['0', 'all'] }, 'own')).toBe(false);
  });
  it('takes a whole number for a numeric permission', () => {
    const numeric = { type: 'numeric' as const, options: ['0'] };
    expect(grantValueAllowed(numeric, '25')).toBe(true);
    expect(grantValueAllowed(numeric, 'all')).toBe(false);
  });
});

describe('reset codes', () => {
  it('pads codes to six digits', () => {
    expect(newResetCode(() => 42)).toBe('000042');
    expect(newResetCode((max) => max - 1)).toBe('999999');
  });
  it('may be tried until used, expired or out of attempts', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const live = { expiresAt: new Date(now.getTime() + 1000), attempts: 0, usedAt: null };
    expect(resetCodeUsable(live, now)).toBe('ok');
    expect(resetCodeUsable({ ...live, usedAt: now }, now)).toBe('used');
    expect(resetCodeUsable({ ...live, expiresAt: now }, now)).toBe('expired');
    expect(resetCodeUsable({ ...live, attempts: RESET_CODE.maxAttempts }, now)).toBe('too_many_attempts');
  });
});

it('defaults the settings to Russian, the user’s branch and every widget', () => {
  expect(defaultSettings(3)).toMatchObject({ language: 'ru', working_branch_id: 3 });
  expect(defaultSettings(null).dashboard.widgets).toHaveLength(5);
});
