import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
});
afterEach(() => vi.useRealTimers());

function Probe() {
  return <i>{useAfterFirstPaint() ? 'painted' : 'first'}</i>;
}

it('is false through the first frame and true in the task after it', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(() => root.render(<Probe />));
  expect(container.textContent).toBe('first');
  // The frame callback alone (the paint has not happened yet) changes nothing.
  await act(() => vi.advanceTimersToNextFrame());
  expect(container.textContent).toBe('first');
  await act(() => vi.advanceTimersToNextTimerAsync());
  expect(container.textContent).toBe('painted');
  await act(() => root.unmount());
});

it('leaves nothing behind when unmounted before the paint', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(() => root.render(<Probe />));
  await act(() => root.unmount());
  expect(vi.getTimerCount()).toBe(0);
});
