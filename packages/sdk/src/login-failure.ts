import { MAX_ERROR_MESSAGES } from './error-items.ts';
import { ApiError, NetworkError } from './request-errors.ts';

/**
 * What the sign-in form shows when sign-in fails (SPEC §8): each of the server's messages, the network failure, or
 * `unknownError` ("Неизвестная ошибка") when the answer carries no message.
 */
export type LoginFailure =
  { kind: 'messages'; messages: string[] } | { kind: 'network' } | { kind: 'unknownError' };

export function describeLoginFailure(error: unknown): LoginFailure {
  if (error instanceof NetworkError) return { kind: 'network' };
  const messages =
    error instanceof ApiError ? error.errors.slice(0, MAX_ERROR_MESSAGES).map((item) => item.message) : [];
  return messages.length > 0 ? { kind: 'messages', messages } : { kind: 'unknownError' };
}
