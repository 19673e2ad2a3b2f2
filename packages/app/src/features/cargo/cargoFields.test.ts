import { describe, expect, it } from 'vitest';
import { ApiError } from '@karvon/sdk';
import { showServerFieldErrors } from '../../forms/serverFieldErrors.ts';
import { fieldOf } from './cargoFields.ts';

describe('the server’s cargo field errors', () => {
  it.each([
    ['receiver_branch_id', 'receiverId'],
    ['sender_branch_id', 'senderId'],
    ['car_id', 'carId'],
    ['comment', 'comment'],
    ['products', 'lines'],
    ['products[2]', 'lines.2.quantity'],
    ['products[0].product_id', 'lines.0.quantity'],
    ['products[11].quantity', 'lines.11.quantity'],
  ])('%s goes beside %s', (field, path) => {
    expect(fieldOf(field)).toBe(path);
  });

  it('leaves a field the form does not have to the toast', () => {
    expect(fieldOf('status')).toBeUndefined();
    expect(fieldOf('productsX')).toBeUndefined();
  });

  it('reach the form through showServerFieldErrors, each beside its line', () => {
    const set: [string, string][] = [];
    const error = new ApiError(400, {
      errors: [
        { message: 'Отправитель и получатель совпадают', field: 'receiver_branch_id' },
        { message: 'Такой товар уже есть', field: 'products[2]' },
        { message: 'Без поля' },
      ],
    });
    showServerFieldErrors(error, (name, { message }) => set.push([name, message!]), fieldOf);
    expect(set).toEqual([
      ['receiverId', 'Отправитель и получатель совпадают'],
      ['lines.2.quantity', 'Такой товар уже есть'],
    ]);
  });
});
