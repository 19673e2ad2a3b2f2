/** The request header of SPEC §7 that tunes error reporting: `none` silences every failure but a 401 (SPEC §8). */
export const NOTIFY_HEADER = 'notify';

export type Notify = 'none';

/** Options every resource function takes last. */
export interface RequestOptions {
  /** `'none'`: a failure of this request is not reported through `onError`; a 401 still goes through refresh. */
  notify?: Notify;
  /** Aborts the request (and its retry after a refresh). */
  signal?: AbortSignal;
}

/** The openapi-fetch init that carries the options. */
export function requestInit({ notify, signal }: RequestOptions = {}) {
  return { headers: notify ? { [NOTIFY_HEADER]: notify } : undefined, signal };
}

/** Whether a `notify` header value asks for silence. */
export function silences(notify: string | null | undefined): boolean {
  return notify?.trim().toLowerCase() === 'none';
}
