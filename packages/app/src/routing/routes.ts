import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageId } from '../i18n/messages/ru.ts';
import { LoginPage } from '../pages/LoginPage.tsx';

export interface RouteDefinition {
  path: string;
  /** The route name of SPEC §2, which is also its permission key (SPEC §5). */
  name: string;
  breadcrumb: MessageId;
  requiresAuth: boolean;
  component: ComponentType | LazyExoticComponent<ComponentType>;
}

const WelcomePage = lazy(() => import('../pages/WelcomePage.tsx'));
const ComingPage = lazy(() => import('../pages/ComingPage.tsx'));

/** Every route of the app in one table; redirects and the not-found page are in App.tsx. */
export const routes: RouteDefinition[] = [
  {
    path: '/auth/login',
    name: 'login',
    breadcrumb: 'login.title',
    requiresAuth: false,
    component: LoginPage,
  },
  {
    path: '/welcome',
    name: 'welcome',
    breadcrumb: 'welcome.branch',
    requiresAuth: true,
    component: WelcomePage,
  },
  {
    path: '/del_application',
    name: 'del_application',
    breadcrumb: 'page.del_application',
    requiresAuth: true,
    component: ComingPage,
  },
];

export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/', to: '/del_application' },
  { from: '/auth', to: '/auth/login' },
];
