import { describe, expect, it } from 'vitest';
import { loginPathWithNext, safeNext } from './paths.ts';

describe('next after sign-in', () => {
  it('keeps the full path, query included', () => {
    expect(loginPathWithNext('/del_application?status=new&page=2')).toBe(
      '/auth/login?next=%2Fdel_application%3Fstatus%3Dnew%26page%3D2',
    );
  });

  it.each([
    ['/car/5', '/car/5'],
    [null, '/welcome'],
    ['', '/welcome'],
    ['//evil.example/x', '/welcome'],
    ['/\\evil.example', '/welcome'],
    ['https://evil.example', '/welcome'],
    ['javascript:alert(1)', '/welcome'],
  ])('safeNext(%j) is %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
