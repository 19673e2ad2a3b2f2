import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query.ts';
import { RequireAuth } from '../routing/RequireAuth.tsx';
import type { RouteDefinition } from '../routing/routes.ts';
import { PageSkeleton } from '../pages/PageSkeleton.tsx';
import { ActivityBar } from './ActivityBar.tsx';
import { AppLayout } from './AppLayout.tsx';

/**
 * Everything a signed-in page needs: the guard, the shell and server state. Loaded with the first such page, so the
 * sign-in page does not carry it.
 */
export default function SignedInRoute({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ActivityBar />
      <RequireAuth route={route}>
        <AppLayout route={route}>
          {/* The shell stays while a page's code loads. */}
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </AppLayout>
      </RequireAuth>
    </QueryClientProvider>
  );
}
