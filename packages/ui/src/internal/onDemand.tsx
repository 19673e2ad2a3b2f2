import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * The React Aria part of a component (a menu's popup, a dialog's modal, a tooltip's bubble), in a chunk of its
 * own so that pages load no React Aria before their first paint. `Part` draws it (nothing until its code is
 * here); `preload` asks for the code early, when the user reaches for the trigger (pointer over, focus, press).
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return {
    Part: (props: Props) => <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
