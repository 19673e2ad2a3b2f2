import { createElement, lazy, startTransition, useEffect, useState, type ComponentType } from 'react';

export interface OnDemand<Props> {
  /** Draws the component; suspends (as `React.lazy` does) only when its code has not arrived yet. */
  component: ComponentType<Props>;
  /** Asks for the code now, before React draws the component. */
  preload(): Promise<{ default: ComponentType<Props> }>;
  /** The component, once its code is here. */
  loaded(): ComponentType<Props> | undefined;
}

/**
 * A component whose code is loaded on demand, as with `React.lazy`, except that once its code is here it is drawn
 * at once. A lazy component suspends on its first draw even when its code is already there, and React then keeps
 * the fallback on screen for up to 300 ms more before it shows the content.
 */
export function onDemand<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): OnDemand<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function OnDemandComponent(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { component: OnDemandComponent, preload, loaded: () => loaded };
}

/**
 * Whether the part's code is here, asking for it if need be. Draw `part.component` once it is: it then never
 * suspends, so nothing holds a fallback on screen after the code has arrived.
 */
export function useArrived<Props>(part: OnDemand<Props>): boolean {
  const [arrived, setArrived] = useState(() => part.loaded() !== undefined);
  useEffect(() => {
    if (arrived) return;
    let current = true;
    // Drawn in a transition, time-sliced: a shell and its page are a lot to draw at once. A failure is drawn too:
    // the component's lazy path then reports it.
    const done = () => current && startTransition(() => setArrived(true));
    part.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [arrived, part]);
  return arrived;
}
