import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/messages/ru.ts';
import { breadcrumbTrail } from './breadcrumbs.ts';
import { routes } from './routes.ts';

const routeAt = (path: string) => {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

describe('breadcrumbs', () => {
  it.each([
    ['/del_application', [['Заявки на доставку', undefined]]],
    [
      '/del_application/:id',
      [
        ['Заявки на доставку', '/del_application'],
        ['Просмотр', undefined],
      ],
    ],
    [
      '/del_application/step',
      [
        ['Заявки на доставку', '/del_application'],
        ['Смена шага', undefined],
      ],
    ],
    [
      '/users/edit/:id',
      [
        ['Пользователи', '/users'],
        ['Редактирование', undefined],
      ],
    ],
    [
      '/settings/branch/add',
      [
        ['Филиалы', '/settings/branch'],
        ['Добавление', undefined],
      ],
    ],
    [
      '/cargo/add',
      [
        ['Реестр грузов', '/cargo'],
        ['Добавление', undefined],
      ],
    ],
    [
      '/cargo/add/:id',
      [
        ['Реестр грузов', '/cargo'],
        ['Редактирование', undefined],
      ],
    ],
    [
      '/reestr/item/:id?',
      [
        ['Реестры', '/reestr'],
        ['Реестр', undefined],
      ],
    ],
    ['/access/by_role/:id', [['Назначение по роли', undefined]]],
  ])('%s', (path, expected) => {
    const trail = breadcrumbTrail(routeAt(path)).map((crumb) => [ru[crumb.label], crumb.href]);
    expect(trail).toEqual(expected);
  });

  it('links every sub-page to a list route of the table', () => {
    for (const route of routes) {
      for (const crumb of breadcrumbTrail(route).filter((c) => c.href)) {
        expect(
          routes.some((r) => r.path === crumb.href),
          `${route.path} -> ${crumb.href}`,
        ).toBe(true);
      }
    }
  });
});
