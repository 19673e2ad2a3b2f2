import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { useSnapshot } from 'valtio';
import { session } from '../session/store.ts';
import { showWarning } from '../notify/notify.ts';
import { LoadingScreen } from '../pages/LoadingScreen.tsx';
import { canOpenRoute } from './guard.ts';
import { currentFullPath, loginPathWithNext, noAccessPathWithNext } from './paths.ts';
import type { RouteDefinition } from './routes.ts';

/**
 * A protected route: without a session, sign-in with `next` (SPEC §4); without the role entry, the Uzbek
 * warning naming the page and /no-access with `next` (SPEC §5–§6).
 */
export function RequireAuth({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const intl = useIntl();
  const { status, user, roleEntries } = useSnapshot(session);
  const denied = status === 'authenticated' && !canOpenRoute(route.name, user, roleEntries);

  useEffect(() => {
    if (denied) {
      showWarning(
        intl.formatMessage({ id: 'guard.denied' }, { page: intl.formatMessage({ id: route.breadcrumb }) }),
      );
    }
  }, [denied, intl, route.breadcrumb]);

  if (status === 'anonymous') return <Redirect to={loginPathWithNext(currentFullPath())} replace />;
  if (status !== 'authenticated') return <LoadingScreen />;
  if (denied) return <Redirect to={noAccessPathWithNext(currentFullPath())} replace />;
  return children;
}
