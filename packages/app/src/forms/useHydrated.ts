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

/**
 * What the user typed into the prerendered field `name` before React took the page over: the page's code comes after
 * its first paint, and a field that came up empty under a person's fingers would lose their typing. '' when none.
 */
export function typedBeforeHydration(name: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.querySelector<HTMLInputElement>(`#root[data-prerendered] input[name="${name}"]`);
  return field?.value ?? '';
}
