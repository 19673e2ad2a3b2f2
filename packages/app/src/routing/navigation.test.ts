import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/messages/ru.ts';
import { currentNavigationHref, navigation, visibleNavigation } from './navigation.ts';
import { routes } from './routes.ts';

const names = (groups: ReturnType<typeof visibleNavigation>) =>
  groups.flatMap((group) => group.items.map((item) => item.name));

describe('the sidebar', () => {
  it('links only to routes of the table, each labelled by its page name', () => {
    for (const item of navigation.flatMap((group) => group.items)) {
      const route = routes.find((r) => r.path === item.href);
      expect(route?.name, item.href).toBe(item.name);
      expect(ru[item.label]).toBeTruthy();
    }
  });

  it('shows an administrator every area', () => {
    expect(names(visibleNavigation({ is_admin: true }, []))).toHaveLength(
      navigation.flatMap((group) => group.items).length,
    );
  });

  it('shows a user only the areas their role entries open, and drops empty groups', () => {
    const groups = visibleNavigation({ is_admin: false }, [
      { key: 'del_application', value: 'all' },
      { key: 'freeze_application', value: 'own' },
      { key: 'car', value: 1 },
      { key: 'dashboard', value: '0' },
      { key: 'users', value: 'none' },
    ]);
    expect(names(groups)).toEqual(['del_application', 'freeze_application', 'car']);
    expect(groups.map((group) => group.id)).toEqual(['applications', 'logistics']);
  });

  it('shows nothing without a user', () => {
    expect(visibleNavigation(null, [{ key: 'car', value: 'all' }])).toEqual([]);
  });

  it.each([
    ['/del_application', '/del_application'],
    ['/del_application/42', '/del_application'],
    ['/del_application/step', '/del_application'],
    ['/settings/branch/edit/3', '/settings/branch'],
    ['/access/roles/add', '/access/roles'],
    ['/carousel', undefined],
    ['/welcome', undefined],
  ])('marks the item of %s as current', (path, href) => {
    expect(currentNavigationHref(path)).toBe(href);
  });
});
