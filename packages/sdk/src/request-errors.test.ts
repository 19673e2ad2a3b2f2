import { describe, expect, it } from 'vitest';
import { ApiError, isAbort, NetworkError } from './request-errors.ts';

describe('ApiError', () => {
  it('carries the status, the body and the errors for forms', () => {
    const body = { errors: [{ message: 'Телефон уже занят', field: 'phone' }] };
    const error = new ApiError(400, body);

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.body).toBe(body);
    expect(error.errors).toEqual([{ message: 'Телефон уже занят', field: 'phone' }]);
    expect(error.message).toBe('Телефон уже занят');
  });

  it('has no errors when the body is not an error body', () => {
    const error = new ApiError(502, '<html>Bad Gateway</html>');
    expect(error.errors).toEqual([]);
    expect(error.message).toBe('The server answered 502');
  });
});

describe('NetworkError', () => {
  it('keeps what fetch threw', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new NetworkError(cause);
    expect(error.name).toBe('NetworkError');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('Failed to fetch');
  });
});

describe('isAbort', () => {
  it('recognises a cancelled request', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbort(controller.signal.reason)).toBe(true);
    expect(isAbort(new DOMException('Timed out', 'TimeoutError'))).toBe(false);
    expect(isAbort(new TypeError('x'))).toBe(false);
  });
});
