import type { ErrorItem } from '@karvon/contracts';
import { errorItemsOf } from './error-items.ts';

/** The server answered with a failure status; `errors` holds its `{message, field?}` entries for forms. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errors: ErrorItem[];

  constructor(
    readonly status: number,
    /** The parsed answer: JSON when it was JSON, else its text. */
    readonly body: unknown,
  ) {
    const errors = errorItemsOf(body);
    super(errors[0]?.message ?? `The server answered ${status}`);
    this.errors = errors;
  }
}

/** No answer came: the network failed (or timed out) before the server could respond. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The network request failed');
  }
}

/** A caller cancelled the request through its AbortSignal: nothing failed, nothing is reported. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
