import { describe, expect, it } from 'vitest';
import { describeLoginFailure } from './login-failure.ts';
import { ApiError, NetworkError } from './request-errors.ts';

describe('describeLoginFailure (SPEC §8: login errors)', () => {
  it('gives each of the server’s messages', () => {
    const error = new ApiError(422, {
      errors: [{ message: 'Неверный пароль' }, { message: 'Попробуйте снова' }],
    });
    expect(describeLoginFailure(error)).toEqual({
      kind: 'messages',
      messages: ['Неверный пароль', 'Попробуйте снова'],
    });
  });

  it('gives at most five', () => {
    const error = new ApiError(400, { errors: Array.from({ length: 8 }, (_, i) => ({ message: `m${i}` })) });
    expect(describeLoginFailure(error)).toEqual({
      kind: 'messages',
      messages: ['m0', 'm1', 'm2', 'm3', 'm4'],
    });
  });

  it.each([
    ['an answer without messages', new ApiError(500, '<html>oops</html>')],
    ['an empty errors array', new ApiError(422, { errors: [] })],
    ['something that is not an API error', new Error('bug')],
    ['nothing at all', undefined],
  ])('is an unknown error for %s', (_name, error) => {
    expect(describeLoginFailure(error)).toEqual({ kind: 'unknownError' });
  });

  it('is a network failure when no answer came', () => {
    expect(describeLoginFailure(new NetworkError(new TypeError('Failed to fetch')))).toEqual({
      kind: 'network',
    });
  });
});
