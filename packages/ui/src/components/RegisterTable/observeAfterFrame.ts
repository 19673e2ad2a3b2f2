import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  type Virtualizer,
} from '@tanstack/react-virtual';

type Instance = Virtualizer<HTMLDivElement, Element>;
type Observe<T> = (instance: Instance, callback: T) => void | (() => void);

/*
 * TanStack Virtual reads the scroll box's size and offset as soon as it mounts, and scrolls it to its first
 * offset, inside React's commit: each forces a layout of the whole page in the middle of the first render's task,
 * making it a long one. The table knows its first size (`initialRect`) and offset (0), so the reads wait for the
 * next frame, where the browser lays the page out anyway, and a new box is not scrolled to the top it is at.
 */

/** Scroll boxes that have had their first frame. */
const framed = new WeakSet<Element>();

function afterNextFrame<T>(observe: Observe<T>): Observe<T> {
  return (instance, callback) => {
    let stop: void | (() => void);
    const frame = requestAnimationFrame(() => {
      if (instance.scrollElement) framed.add(instance.scrollElement);
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

export function scrollUnlessNew(
  offset: number,
  options: Parameters<typeof elementScroll>[1],
  instance: Instance,
) {
  const element = instance.scrollElement;
  if (element && !framed.has(element) && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
}
