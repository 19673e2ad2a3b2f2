import type { MessageId } from '../i18n/messages/ru.ts';
import type { RouteDefinition } from './routes.ts';

export interface Breadcrumb {
  label: MessageId;
  /** Absent on the last crumb: the page the user is on. */
  href?: string;
}

const listPathOf = (path: string) => path.split('/:')[0]!.replace(/\/(add|edit|item|step)$/, '');

/**
 * A sub-page shows its area's list and then itself (Пользователи › Редактирование); a list or a single page shows
 * its own name only.
 */
export function breadcrumbTrail(route: RouteDefinition): Breadcrumb[] {
  if (!route.crumb) return [{ label: route.breadcrumb }];
  return [
    { label: `page.${listName(route)}` as MessageId, href: listPathOf(route.path) },
    { label: route.crumb },
  ];
}

// `user.update` edits a user: its list is the users'.
const listName = (route: RouteDefinition) => (route.name === 'user.update' ? 'users' : route.name);
