import type { Middleware } from 'openapi-fetch';
import { describeFailure, type ErrorNotice } from './error-notice.ts';
import { isAbort, NetworkError } from './request-errors.ts';
import { NOTIFY_HEADER, silences } from './request-options.ts';
import { credentialOf } from './secret-masking.ts';

export interface FailureContext {
  request: Request;
  /** Absent when no answer came. */
  response?: Response;
}

export type ErrorListener = (notice: ErrorNotice, context: FailureContext) => void;

export interface FailureReportingOptions {
  onError?: ErrorListener;
  isOnline: () => boolean;
  /** The stored tokens: a message quoting one is shown with it masked (the request's own token is added). */
  secrets?: () => readonly (string | undefined)[];
}

export type Fetch = (request: Request) => Promise<Response>;

async function parsedBody(response: Response): Promise<unknown> {
  try {
    const text = await response.clone().text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  } catch {
    return undefined;
  }
}

/**
 * Reports failed answers through `onError`. Registered first, so it sees the answer the caller gets: after the
 * refresh queue has retried.
 */
export function reportFailedResponses({ onError, isOnline, secrets }: FailureReportingOptions): Middleware {
  async function report(request: Request, response: Response, notify: string | null): Promise<undefined> {
    const body = await parsedBody(response);
    const notice = describeFailure({
      type: 'response',
      status: response.status,
      body,
      notify,
      online: isOnline(),
      secrets: [credentialOf(request.headers.get('Authorization')), ...(secrets?.() ?? [])],
    });
    if (notice) onError?.(notice, { request, response });
    return undefined;
  }

  return {
    onResponse({ request, response }) {
      // Synchronous for every success: the chain runs on each request.
      if (!onError || response.ok || response.status === 401) return undefined;
      const notify = request.headers.get(NOTIFY_HEADER);
      return silences(notify) ? undefined : report(request, response, notify);
    },
  };
}

/**
 * Wraps fetch so that a request that got no answer rejects with a NetworkError and is reported. It wraps fetch
 * rather than being middleware so that the refresh queue's retries, which call fetch directly, are covered too.
 */
export function reportNetworkFailures(fetch: Fetch, { onError, isOnline }: FailureReportingOptions): Fetch {
  return async (request) => {
    try {
      return await fetch(request);
    } catch (error) {
      if (isAbort(error)) throw error;
      const notify = request.headers.get(NOTIFY_HEADER);
      const notice = describeFailure({ type: 'network', error, notify, online: isOnline() });
      if (notice && onError) onError(notice, { request });
      throw new NetworkError(error);
    }
  };
}
