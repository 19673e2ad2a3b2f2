import { fakeApi, json, noContent, REFRESH_PATH, refreshed, type RecordedRequest } from './fake-api.ts';

const unauthorized = () => json(401, { errors: [{ message: 'Токен недействителен' }] });

export interface SessionServerOptions {
  /** The access token accepted before the first refresh; by default none is (the client's `access-0` is dead). */
  accessToken?: string;
  /** The refresh gets no answer at all, as when the network fails. */
  refreshUnreachable?: boolean;
  /** Answers the refresh with 401 instead of a new pair. */
  refreshFails?: boolean;
  /** The first refreshes are answered with these failure statuses, one each (e.g. 429, 503); then they work. */
  refreshStatuses?: number[];
  /** Refuses even freshly issued access tokens (the retry gets a 401 too). */
  refusesEveryToken?: boolean;
  /** Holds the refresh answer until this settles. */
  refreshGate?: Promise<unknown>;
  /** Delays an answer, e.g. to let a request fail late. */
  hold?: (recorded: RecordedRequest) => Promise<unknown> | undefined;
  /** The answer to an authorized request. */
  answer?: (request: Request, recorded: RecordedRequest) => Response | Promise<Response>;
}

/**
 * A fake Karvon API with one session: the client starts with the expired `access-0` and the valid `refresh-0`;
 * each refresh rotates the pair to `access-<n>` / `refresh-<n>` (n = 1, 2, …).
 */
export function sessionServer(options: SessionServerOptions = {}) {
  const state = { access: options.accessToken ?? 'never-issued', refresh: 'refresh-0', issued: 0 };
  const refreshStatuses = [...(options.refreshStatuses ?? [])];
  const api = fakeApi(async (request, recorded) => {
    await options.hold?.(recorded);
    if (recorded.path === REFRESH_PATH) {
      await options.refreshGate;
      if (options.refreshUnreachable) throw new TypeError('Failed to fetch');
      const status = refreshStatuses.shift();
      if (status !== undefined) return json(status, { errors: [{ message: `Ответ ${status}` }] });
      const { refresh_token } = JSON.parse(recorded.body) as { refresh_token: string };
      if (options.refreshFails || refresh_token !== state.refresh) return unauthorized();
      state.issued += 1;
      const tokens = refreshed(state.issued);
      Object.assign(state, { access: tokens.access_token, refresh: tokens.refresh_token });
      return json(200, tokens);
    }
    if (recorded.path === '/api/uz/auth/logout') return noContent();
    if (options.refusesEveryToken || recorded.authorization !== `Bearer ${state.access}`)
      return unauthorized();
    return options.answer ? options.answer(request, recorded) : json(200, { path: recorded.path });
  });
  return { ...api, state };
}

export const expiredSession = { accessToken: 'access-0', refreshToken: 'refresh-0', tokenType: 'Bearer' };
