import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/passwords.ts';

describe('password hashes', () => {
  it('verify the right password only, and differ for the same password (salted)', async () => {
    const [first, second] = await Promise.all([hashPassword('karvon-admin'), hashPassword('karvon-admin')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('karvon-admin', first)).toBe(true);
    expect(await verifyPassword('karvon-admin ', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('refuse a missing or unreadable hash after doing the same work', async () => {
    const started = performance.now();
    expect(await verifyPassword('karvon-admin', null)).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(10);
    expect(await verifyPassword('karvon-admin', 'md5$abc')).toBe(false);
  });

  it('treat Unicode spellings of the same password alike', async () => {
    const hash = await hashPassword('Ёлка-пароль');
    expect(await verifyPassword('Ёлка-пароль'.normalize('NFD'), hash)).toBe(true);
  });
});
