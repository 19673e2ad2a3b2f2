import { observeElementOffset, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

type Observe<T> = (instance: Virtualizer<HTMLDivElement, Element>, callback: T) => void | (() => void);

/**
 * TanStack Virtual reads the scroll box's size and offset as soon as it mounts, inside React's commit: that read
 * forces a layout of the whole page in the middle of the first render's task, making it a long one. The table
 * knows its first size (`initialRect`) and offset (0), so the first read can wait for the next frame, where the
 * browser lays the page out anyway.
 */
export function afterNextFrame<T>(observe: Observe<T>): Observe<T> {
  return (instance, callback) => {
    let stop: void | (() => void);
    const frame = requestAnimationFrame(() => {
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
