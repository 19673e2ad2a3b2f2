import { errorMessagesOf } from './error-items.ts';
import { silences } from './request-options.ts';
import { maskSecrets } from './secret-masking.ts';

/**
 * What the app should tell the user about a failed request (SPEC §8). The app owns the wording; `messages` are the
 * server's own sentences, at most five, with any token they quote masked.
 */
export type ErrorNotice =
  | { kind: 'messages'; messages: string[] }
  /** The network failed: "Ошибка", check the connection or contact the developers. */
  | { kind: 'network' }
  /** No answer came in time. */
  | { kind: 'noResponse' }
  /** 500. */
  | { kind: 'server' }
  /** 429. */
  | { kind: 'tooManyRequests' }
  /** 503: the service is closed for maintenance ('Этот сайт временно не работает'). */
  | { kind: 'unavailable' }
  /** Any other failure while online: the generic contact-the-developers notice. */
  | { kind: 'generic' }
  /** Any other failure while offline. */
  | { kind: 'offline' };

export type ErrorNoticeKind = ErrorNotice['kind'];

interface FailureBase {
  /** The request's `notify` header value. */
  notify?: string | null;
  /** Whether the device believes it is online; defaults to true. */
  online?: boolean;
  /** Credentials no message may show, e.g. the request's and the stored tokens: they are masked. */
  secrets?: readonly (string | null | undefined)[];
}

/** The server answered with a failure status; `body` is the parsed JSON, or the text when it was not JSON. */
export interface ResponseFailure extends FailureBase {
  type: 'response';
  status: number;
  body?: unknown;
}

/** No answer: `error` is what fetch threw. */
export interface NetworkFailure extends FailureBase {
  type: 'network';
  error?: unknown;
}

export type Failure = ResponseFailure | NetworkFailure;

/** Statuses whose `errors` messages are shown as they are (SPEC §8). */
const STATUSES_WITH_MESSAGES: ReadonlySet<number> = new Set([400, 403, 404]);

const nameOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;

/**
 * Maps a failed request to its notice, exactly as SPEC §8: null means nothing is shown — a 401 (the refresh queue
 * handles it), a request sent with `notify: none`, a success, or a request the caller cancelled. Pure; never throws.
 */
export function describeFailure(failure: Failure): ErrorNotice | null {
  if (failure.type === 'response' && failure.status === 401) return null;
  if (silences(failure.notify)) return null;
  const online = failure.online ?? true;

  if (failure.type === 'network') {
    const name = nameOf(failure.error);
    if (name === 'AbortError') return null;
    if (name === 'TimeoutError') return { kind: 'noResponse' };
    return online ? { kind: 'network' } : { kind: 'offline' };
  }

  const { status } = failure;
  if (status >= 200 && status < 300) return null;
  if (status === 0) return { kind: 'noResponse' };
  if (STATUSES_WITH_MESSAGES.has(status)) {
    const messages = errorMessagesOf(failure.body).map((message) => maskSecrets(message, failure.secrets));
    if (messages.length > 0) return { kind: 'messages', messages };
  }
  if (status === 500) return { kind: 'server' };
  if (status === 429) return { kind: 'tooManyRequests' };
  if (status === 503) return { kind: 'unavailable' };
  return online ? { kind: 'generic' } : { kind: 'offline' };
}
