import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OneByOne } from './OneByOne.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it('draws the items in order, one per task, each in place of its placeholder, never drawing one twice', async () => {
  const draws = { a: 0, b: 0, c: 0 };
  function Item({ name }: { name: keyof typeof draws }) {
    draws[name] += 1;
    return <i>{name}</i>;
  }
  const names = ['a', 'b', 'c'] as const;
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(() =>
    root.render(
      <OneByOne
        items={names.map((name) => (
          <Item key={name} name={name} />
        ))}
        placeholders={names.map((name) => (
          <b key={name}>{name}</b>
        ))}
      />,
    ),
  );
  const shown = () => [...container.children].map((element) => `${element.tagName}:${element.textContent}`);
  expect(shown()).toEqual(['B:a', 'B:b', 'B:c']);
  await act(() => vi.advanceTimersToNextTimerAsync());
  expect(shown()).toEqual(['I:a', 'B:b', 'B:c']);
  await act(() => vi.advanceTimersToNextTimerAsync());
  expect(shown()).toEqual(['I:a', 'I:b', 'B:c']);
  await act(() => vi.advanceTimersToNextTimerAsync());
  expect(shown()).toEqual(['I:a', 'I:b', 'I:c']);
  expect(draws).toEqual({ a: 1, b: 1, c: 1 });
  expect(vi.getTimerCount()).toBe(0);
  await act(() => root.unmount());
});
