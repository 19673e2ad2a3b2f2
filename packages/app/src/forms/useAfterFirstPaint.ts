import { useEffect, useState } from 'react';

/** The longest a component waits for the browser to be idle after its first paint. */
export const idleTimeoutMs = 1000;

/**
 * False while a component's first drawing is on its way to the screen, true once it has been painted and the
 * browser is idle (or after `idleTimeoutMs`). What waits for it (asking for secondary code, say) then neither
 * competes with that first paint for the network nor delays it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    // The frame callback runs just before the paint; an idle callback asked for there runs after it.
    const frame = requestAnimationFrame(() => {
      cancelIdle = whenIdle(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle();
    };
  }, []);
  return painted;
}

/** `requestIdleCallback`, or the next task where there is none (Safari). Returns a cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback);
  return () => clearTimeout(timer);
}
