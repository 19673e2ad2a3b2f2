import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useRouterNavigate } from './router.tsx';

/**
 * Hands the app's router to the React Aria links inside (menu items with `href`). It lives with the parts loaded
 * on demand, so the first load of a page does not carry React Aria's router.
 */
export function AriaRouting({ children }: { children: ReactNode }) {
  const navigate = useRouterNavigate();
  return navigate ? <AriaRouterProvider navigate={navigate}>{children}</AriaRouterProvider> : children;
}
