import { useSnapshot } from 'valtio';
import { session } from '../session/store.ts';
import { canOpenRoute } from './guard.ts';

/**
 * Whether the signed-in user may open the route named (the guard's own rule, SPEC §5). A link to a page the guard
 * would refuse is shown as plain text instead: a number to read, not a way to the no-access page.
 */
export function useCanOpenRoute(routeName: string): boolean {
  const { user, roleEntries } = useSnapshot(session);
  return canOpenRoute(routeName, user, roleEntries);
}
