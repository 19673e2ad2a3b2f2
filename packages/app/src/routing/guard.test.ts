import { describe, expect, it } from 'vitest';
import { canOpenRoute } from './guard.ts';

const admin = { is_admin: true };
const staff = { is_admin: false };
const entries = (value: string | number) => [{ key: 'del_application', value }];

describe('canOpenRoute (SPEC §5)', () => {
  it.each([
    ['an administrator, with no entries', admin, [], 'del_application', true],
    ["an administrator, even with '0'", admin, entries('0'), 'del_application', true],
    ["value 'all'", staff, entries('all'), 'del_application', true],
    ["value 'own'", staff, entries('own'), 'del_application', true],
    ["value '1'", staff, entries('1'), 'del_application', true],
    ['value 1 (a number)', staff, entries(1), 'del_application', true],
    ["value '0'", staff, entries('0'), 'del_application', false],
    ['value 0 (a number)', staff, entries(0), 'del_application', false],
    ["value 'ALL' (case matters)", staff, entries('ALL'), 'del_application', false],
    ['value 2', staff, entries(2), 'del_application', false],
    ["value ''", staff, entries(''), 'del_application', false],
    ['no entry for the route', staff, entries('all'), 'dashboard', false],
    ['no entries at all', staff, [], 'del_application', false],
    ['no-access is unchecked', staff, [], 'no-access', true],
    ['by.role is unchecked', staff, [], 'by.role', true],
    ['by.perms is unchecked', staff, [], 'by.perms', true],
    ['user.update needs its own entry', staff, [{ key: 'users', value: 'all' }], 'user.update', false],
    ['user.update with its entry', staff, [{ key: 'user.update', value: 'own' }], 'user.update', true],
    ['login without a session', null, [], 'login', true],
    ['resetpassword without a session', null, [], 'resetpassword', true],
    ['a checked route without a session', null, [], 'no-access', false],
    ['the own profile, with no entries', staff, [], 'profile', true],
    ['the own settings, with no entries', staff, [], 'profile.settings', true],
    ['the own profile without a session', null, [], 'profile', false],
  ] as const)('%s -> %s', (_, user, roleEntries, route, expected) => {
    expect(canOpenRoute(route, user, roleEntries)).toBe(expected);
  });
});
