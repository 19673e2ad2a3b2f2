import { useEffect, useRef, type RefObject } from 'react';

const focusable =
  'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * An action that takes away or disables the control it was started from (Freeze becomes Unfreeze, a sent comment's
 * button is disabled, an export's button gives way to its progress) leaves the browser's focus on <body>: the next
 * Tab starts again from the top of the page and a screen reader loses its place. When `key` changes and the focus
 * has been lost so, it lands on the first control of `landing` that can take it.
 */
export function useFocusLanding(landing: RefObject<HTMLElement | null>, key: unknown) {
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    // Two frames: a closing dialog gives the focus back to its trigger a frame after it goes.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active !== null && active !== document.body) return;
        landing.current?.querySelector<HTMLElement>(focusable)?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [key, landing]);
}
