import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over markup rendered ahead of time (the sign-in page), true once it runs the page and
 * on every ordinary render. React renders the hydration pass with the server value, so both agree.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
