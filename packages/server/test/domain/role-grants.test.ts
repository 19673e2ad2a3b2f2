import { describe, expect, it } from 'vitest';
import { rightsBeyond } from '../../src/domain/role-grants.ts';

const entries = (object: Record<string, string>) => new Map(Object.entries(object));

describe('rightsBeyond', () => {
  const caller = entries({ users: 'own', del_application: 'all', welcome: '1', car: '0' });

  it.each([
    ['the same rights', { users: 'own', del_application: 'all' }, []],
    ['fewer rights', { del_application: 'own', welcome: '1' }, []],
    ['an entry that opens nothing', { roles: '0', car: '0' }, []],
    ['all where the caller has own', { users: 'all' }, ['users']],
    ['the on/off 1 where the caller has own', { users: '1' }, ['users']],
    ['a screen the caller cannot open', { car: 'own', roles: 'all' }, ['car', 'roles']],
  ])('%s', (_, role, beyond) => {
    expect(rightsBeyond(entries(role), caller)).toEqual(beyond);
  });
});
