import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSnapshot } from 'valtio';
import { session } from '../session/store.ts';
import { currentFullPath, loginPathWithNext } from './paths.ts';
import { LoadingScreen } from '../pages/LoadingScreen.tsx';

/** A protected route without a session goes to sign-in, carrying the full path in `next` (SPEC §4). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSnapshot(session);
  if (status === 'anonymous') return <Redirect to={loginPathWithNext(currentFullPath())} replace />;
  if (status !== 'authenticated') return <LoadingScreen />;
  return children;
}
