import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageId } from '../i18n/messages/ru.ts';
import { LoginPage } from '../pages/LoginPage.tsx';

export interface RouteDefinition {
  path: string;
  /** The route name of SPEC §2, which is also its permission key (SPEC §5). */
  name: string;
  breadcrumb: MessageId;
  requiresAuth: boolean;
  /** Screens that later issues build show an honest "coming" page inside the shell until then. */
  component?: ComponentType | LazyExoticComponent<ComponentType>;
}

const WelcomePage = lazy(() => import('../pages/WelcomePage.tsx'));
const NoAccessPage = lazy(() => import('../pages/NoAccessPage.tsx'));

const screen = (path: string, name: string, breadcrumb: MessageId = `page.${name}` as MessageId) => ({
  path,
  name,
  breadcrumb,
  requiresAuth: true,
});

/**
 * Every route of SPEC §2, paths spelled as SPEC spells them (`wating_time` included). Within an area the literal
 * paths (`add`, `step`) come before `:id`, since the first match wins. Redirects and not-found live in App.tsx.
 */
export const routes: RouteDefinition[] = [
  {
    path: '/auth/login',
    name: 'login',
    breadcrumb: 'login.title',
    requiresAuth: false,
    component: LoginPage,
  },
  { ...screen('/auth/reset-password', 'resetpassword'), requiresAuth: false },
  { ...screen('/no-access', 'no-access'), component: NoAccessPage },
  { ...screen('/welcome', 'welcome'), component: WelcomePage },
  screen('/dashboard', 'dashboard'),
  screen('/analytic', 'analytic'),
  screen('/users', 'users'),
  screen('/users/add', 'users'),
  screen('/users/edit/:id', 'user.update'),
  screen('/users/:id', 'users'),
  screen('/freeze_application', 'freeze_application'),
  screen('/freeze_application/:id', 'freeze_application'),
  screen('/del_application', 'del_application'),
  screen('/del_application/step', 'del_application'),
  screen('/del_application/:id', 'del_application'),
  screen('/reestr', 'reestr'),
  screen('/reestr/item/:id?', 'reestr'),
  screen('/cargo', 'cargo'),
  screen('/cargo/item/:id?', 'cargo'),
  screen('/cargo/add/:id?', 'cargo'),
  screen('/kdreestr', 'kdreestr'),
  screen('/kdreestr/item/:id?', 'kdreestr'),
  screen('/unknown', 'unknown'),
  screen('/movement', 'movement'),
  screen('/deadline', 'deadline'),
  screen('/car', 'car'),
  screen('/car/:id', 'car'),
  screen('/wating_time', 'wating_time'),
  screen('/settings/branch', 'branch'),
  screen('/settings/branch/add', 'branch'),
  screen('/settings/branch/edit/:id', 'branch'),
  screen('/settings/branch/:id', 'branch'),
  screen('/access/perms', 'perms'),
  screen('/access/perms/add', 'perms'),
  screen('/access/perms/edit/:id', 'perms'),
  screen('/access/roles', 'roles'),
  screen('/access/roles/add', 'roles'),
  screen('/access/roles/edit/:id', 'roles'),
  screen('/access/by_perms/:id', 'by.perms'),
  screen('/access/by_role/:id', 'by.role'),
  screen('/order_attachment', 'order_attachment'),
];

export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/', to: '/del_application' },
  { from: '/auth', to: '/auth/login' },
  { from: '/settings', to: '/settings/branch' },
  { from: '/access', to: '/access/roles' },
];
