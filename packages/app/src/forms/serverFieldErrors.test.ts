import { expect, it, vi } from 'vitest';
import { ApiError } from '@karvon/sdk';
import { showServerFieldErrors } from './serverFieldErrors.ts';

const refusal = (errors: { message: string; field?: string }[]) => new ApiError(400, { errors });

it('says which item of a list each sentence is about, keeps every sentence of a field, and focuses the first field', () => {
  const setError = vi.fn();
  const typed = [1149, 77, 5];
  showServerFieldErrors(
    refusal([
      { message: 'Автомобиль не активен', field: 'car_id' },
      { message: 'Заявка уже прикреплена', field: 'application_ids[0]' },
      { message: 'Запись не найдена', field: 'application_ids[2]' },
      { message: 'Что-то без поля' },
    ]),
    setError,
    { car_id: 'carId', application_ids: 'codes' },
    (list, index) => (list === 'application_ids' ? String(typed[index]) : undefined),
  );
  expect(setError.mock.calls).toEqual([
    ['carId', { type: 'server', message: 'Автомобиль не активен' }, { shouldFocus: true }],
    [
      'codes',
      { type: 'server', message: '1149: Заявка уже прикреплена; 5: Запись не найдена' },
      { shouldFocus: false },
    ],
  ]);
});

it('without names for the items, says each sentence once', () => {
  const setError = vi.fn();
  showServerFieldErrors(
    refusal([
      { message: 'Запись не найдена', field: 'ids[0]' },
      { message: 'Запись не найдена', field: 'ids[1]' },
    ]),
    setError,
    { ids: 'codes' },
  );
  expect(setError.mock.calls).toEqual([
    ['codes', { type: 'server', message: 'Запись не найдена' }, { shouldFocus: true }],
  ]);
});
