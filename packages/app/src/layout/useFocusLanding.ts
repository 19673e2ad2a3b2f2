import { useEffect, useRef, type FocusEvent } from 'react';

const focusable =
  'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * An action that takes away or disables the control it was started from (Freeze becomes Unfreeze, a sent comment's
 * button is disabled, an export's button gives way to its progress) leaves the browser's focus on <body>: the next
 * Tab starts again from the top of the page and a screen reader loses its place. Spread the returned props on the
 * place the focus should come back to: when `key` changes while the focus that was in it (its dialogs included) has
 * been lost so, the focus lands on its first control. Focus the user moved elsewhere, or never put there (Safari
 * does not focus a clicked button), is left alone.
 */
export function useFocusLanding<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const inside = useRef(false);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    // Two frames: a closing dialog gives the focus back to its trigger a frame after it goes.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!inside.current || (active !== null && active !== document.body)) return;
        ref.current?.querySelector<HTMLElement>(focusable)?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return {
    ref,
    onFocus: () => {
      inside.current = true;
    },
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget !== null) {
        inside.current = false;
        return;
      }
      // Focus that went nowhere: lost if the control it left was taken away or disabled, the user's doing if not.
      const left = event.target;
      requestAnimationFrame(() => {
        if (left.isConnected && !left.matches(':disabled')) inside.current = false;
      });
    },
  };
}
