import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
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

it('follows the address from elsewhere, and never puts back an address it wrote itself over what was typed since', async () => {
  const address = memoryLocation({ path: '/del_application' });
  const sent: [string | undefined, { replace: boolean }][] = [];
  // As a list page does: the search goes into the address.
  const onChange = (next: string | undefined, how: { replace: boolean }) => {
    sent.push([next, how]);
    address.navigate(next === undefined ? '/del_application' : `/del_application?search=${next}`, how);
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(() =>
    root.render(
      <Router hook={address.hook} searchHook={address.searchHook}>
        <ListSearch label="Поиск" onChange={onChange} />
      </Router>,
    ),
  );
  const input = container.querySelector('input')!;

  await act(() => typeInto(input, 'Nav'));
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(sent).toEqual([['Nav', { replace: false }]]);
  await act(() => typeInto(input, 'Navr'));
  expect(input.value).toBe('Navr');
  await act(() => vi.advanceTimersByTimeAsync(300));
  // Typing on refines the search just sent: it takes its entry's place in the history.
  expect(sent).toEqual([
    ['Nav', { replace: false }],
    ['Navr', { replace: true }],
  ]);
  expect(input.value).toBe('Navr');

  // Back, or a link: the address's words.
  await act(() => address.navigate('/del_application?search=Nav'));
  expect(input.value).toBe('Nav');
  await act(() => address.navigate('/del_application'));
  expect(input.value).toBe('');
  // After an address from elsewhere, a new search is an entry of its own, once typing pauses.
  await act(() => typeInto(input, 'Toshkent'));
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(sent.at(-1)).toEqual(['Toshkent', { replace: false }]);
  // So is one typed after the field was left and come back to.
  await act(() => {
    input.focus();
    input.blur();
  });
  await act(() => typeInto(input, 'Nukus'));
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(sent.at(-1)).toEqual(['Nukus', { replace: false }]);
  await act(() => typeInto(input, 'Nukus 2'));
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(sent.at(-1)).toEqual(['Nukus 2', { replace: true }]);
  await act(() => root.unmount());
  container.remove();
});
