import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  windowScroll,
  type Virtualizer,
} from '@tanstack/react-virtual';

type Instance<S extends Element | Window> = Virtualizer<S, Element>;
type Observe<S extends Element | Window, T> = (instance: Instance<S>, callback: T) => void | (() => void);

/*
 * TanStack Virtual reads the scroller's size and offset as soon as it mounts, and scrolls it to its first
 * offset, inside React's commit: each forces a layout of the whole page in the middle of the first render's task,
 * making it a long one. The table knows its first size (`initialRect`) and offset, so the reads wait for the next
 * frame, where the browser lays the page out anyway, and a new table does not scroll to where it already is.
 */

/** Virtualizers that have had their first frame. */
const framed = new WeakSet<object>();

function afterNextFrame<S extends Element | Window, T>(observe: Observe<S, T>): Observe<S, T> {
  return (instance, callback) => {
    let stop: void | (() => void);
    const frame = requestAnimationFrame(() => {
      framed.add(instance);
      stop = observe(instance, callback);
    });
    return () => {
      cancelAnimationFrame(frame);
      stop?.();
    };
  };
}

export const observeRectAfterFrame = afterNextFrame(observeElementRect);
export const observeOffsetAfterFrame = afterNextFrame(observeElementOffset);
export const observeWindowRectAfterFrame = afterNextFrame(observeWindowRect);
export const observeWindowOffsetAfterFrame = afterNextFrame(observeWindowOffset);

export function scrollUnlessNew(
  offset: number,
  options: Parameters<typeof elementScroll>[1],
  instance: Instance<HTMLDivElement>,
) {
  if (framed.has(instance)) elementScroll(offset, options, instance);
}

export function scrollWindowUnlessNew(
  offset: number,
  options: Parameters<typeof windowScroll>[1],
  instance: Instance<Window>,
) {
  if (framed.has(instance)) windowScroll(offset, options, instance);
}
