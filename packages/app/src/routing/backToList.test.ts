import { describe, expect, it } from 'vitest';
import { backToList } from './backToList.ts';

describe('backToList', () => {
  it.each([
    ['/del_application?step=packing&page=3', '/del_application?step=packing&page=3'],
    ['/del_application', '/del_application'],
    ['/del_application?search=%D0%90#top', '/del_application?search=%D0%90'],
  ])('follows %s back to the list as it was', (back, expected) =>
    expect(backToList(back, '/del_application')).toBe(expected),
  );

  it.each([
    null,
    '',
    'del_application?step=packing',
    '//evil.example/del_application',
    '/\\evil.example',
    'https://evil.example/del_application',
    'javascript:alert(1)',
    '/del_application/5',
    '/del_application/../users',
    '/freeze_application?page=2',
  ])('does not follow %s', (back) => expect(backToList(back, '/del_application')).toBe('/del_application'));
});
