// A fake of the Karvon API for unit tests, injected as `fetch`: it records every request and answers from a
// handler, which may hold an answer back (a deferred) to stage races.

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  notify: string | null;
  accept: string | null;
  contentType: string | null;
  body: string;
}

export type Handler = (request: Request, recorded: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const noContent = () => new Response(null, { status: 204 });

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Resolves once every pending microtask and timer of this turn has run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function fakeApi(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname + url.search,
      authorization: request.headers.get('Authorization'),
      notify: request.headers.get('notify'),
      accept: request.headers.get('Accept'),
      contentType: request.headers.get('Content-Type'),
      body: await request.text(),
    };
    requests.push(recorded);
    return handler(request, recorded);
  };
  const sent = (path: string) => requests.filter((request) => request.path === path);
  return { fetch, requests, sent };
}

export const REFRESH_PATH = '/api/auth/refresh_token';

export const refreshed = (n: number) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  expires_in: 900,
  token: 'Bearer',
});
