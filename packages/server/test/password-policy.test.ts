import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passwordError, passwordProblem } from '../src/auth/password-policy.ts';

const owner = { phone: '998901234567', name: 'Nodira Yusupova' };

describe('password policy', () => {
  it.each([
    ['password', 'tooShort'],
    ['12345678', 'tooShort'],
    ['Xk9#mP2$vL5', 'tooShort'],
    // Six emoji are twelve UTF-16 units but six characters.
    ['😀😁😂🤣😃😄', 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    ['qwertyuiop12', 'common'],
    ['qwerty123456', 'common'],
    ['password1234567', 'common'],
    ['p@ssw0rd1234', 'common'],
    ['abcdefghijkl', 'common'],
    ['aaaaaaaaaaaaaaaa', 'common'],
    ['iloveyou123456', 'common'],
    ['nodira yusupova', 'personal'],
    ['NodiraYusupova!', 'personal'],
    ['bahor-90-123-45-67', 'personal'],
    ['parol998901234567', 'personal'],
  ] as const)('refuses %j (%s)', (password, problem) => {
    expect(passwordProblem(password, owner)).toBe(problem);
  });

  it.each([
    'yangi-parol-2026',
    'boshqa-parol-2026',
    'tiklangan-parol-1',
    'xK9#mP2$vL5q',
    'é'.repeat(3) + 'Qm7!zR4%wT',
  ])('accepts %j', (password) => {
    expect(passwordProblem(password, owner)).toBeNull();
  });

  it('accepts 128 characters and refuses 129', () => {
    const long = 'Karvon-yuk-tashish-'.repeat(7).slice(0, 128);
    expect(long).toHaveLength(128);
    expect(passwordProblem(long)).toBeNull();
    expect(passwordProblem(`${long}x`)).toBe('tooLong');
  });

  it('says why on the field, in the language of the request', () => {
    const request = (language: string) => ({ headers: { 'accept-language': language } }) as FastifyRequest;
    expect(passwordError(request('ru'), 'password', owner)).toEqual({
      field: 'password',
      message: 'Пароль должен быть не короче 12 символов',
    });
    expect(passwordError(request('uz'), 'qwertyuiop12', owner, 'new_password')).toEqual({
      field: 'new_password',
      message: "Bu parol juda oddiy yoki keng tarqalgan, boshqasini o'ylab toping",
    });
    expect(passwordError(request('uz-Cyrl'), '90-123-45-67-abc', owner)?.message).toBe(
      'Паролда телефон рақами ёки исм бўлмаслиги керак',
    );
    expect(passwordError(request('ru'), 'yangi-parol-2026', owner)).toBeNull();
  });
});
