import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ListSearch } from './ListSearch.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Types as a browser does: the input's value changes, then an input event (which React reads as a change). */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

it('keeps what is typed after a search was sent when the view of that search arrives late; Back puts its words in', async () => {
  const sent: (string | undefined)[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const draw = (value: string | undefined) =>
    act(() => root.render(<ListSearch label="Поиск" value={value} onChange={(next) => sent.push(next)} />));
  await draw(undefined);
  const input = container.querySelector('input')!;

  await act(() => typeInto(input, 'Nav'));
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(sent).toEqual(['Nav']);
  // The user types on before the list is drawn from the address that says 'Nav'.
  await act(() => typeInto(input, 'Navr'));
  await draw('Nav');
  expect(input.value).toBe('Navr');
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(sent).toEqual(['Nav', 'Navr']);
  await draw('Navr');
  expect(input.value).toBe('Navr');

  // Back: the address says 'Nav' again, which this field did not just send.
  await draw('Nav');
  expect(input.value).toBe('Nav');
  // A link with no search.
  await draw(undefined);
  expect(input.value).toBe('');
  await act(() => root.unmount());
  container.remove();
});
