import type { RefreshResponse } from '@karvon/contracts';
import { renewAheadMs } from '../src/token-lifetimes.ts';
import { fakeApi, json, REFRESH_PATH } from './fake-api.ts';

/** The server's answer to a duplicate of a just-spent refresh token within this long: the same new pair. */
export const GRACE_MS = 10_000;
export const EXPIRES_IN = 1800;

const unauthorized = () => json(401, { errors: [{ message: 'Токен недействителен' }] });

/** How a refresh is answered while the server is in trouble: its rate limit (429), maintenance (503) or nothing. */
export type Trouble = 429 | 503 | 'no answer';

/**
 * A fake Karvon API with one session, on the clock `Date.now` (which a test may fake): access tokens live
 * EXPIRES_IN seconds; each refresh spends its refresh token and issues a new pair; a spent refresh token presented
 * again within GRACE_MS gets the pair it was spent for, and after that revokes the session, as issue 14 decided.
 * While in trouble (`troubleRefreshes`), a refresh meets it before anything else and spends nothing.
 */
export function rotatingServer() {
  let issued = 0;
  const accessUntil = new Map<string, number>();
  let current = '';
  let latest = { access: '', issuedAt: 0 };
  const spent = new Map<string, { at: number; pair: RefreshResponse }>();
  const stats = {
    refreshCalls: 0,
    rotations: 0,
    graced: 0,
    revoked: false,
    ahead: 0,
    needless: 0,
    troubled: 0,
    troubledAhead: 0,
  };
  let troubles: Trouble[] = [];

  function issue(): RefreshResponse {
    issued += 1;
    const pair = {
      access_token: `access-${issued}`,
      refresh_token: `refresh-${issued}`,
      expires_in: EXPIRES_IN,
      token: 'Bearer',
    } as const;
    accessUntil.set(pair.access_token, Date.now() + EXPIRES_IN * 1000);
    current = pair.refresh_token;
    latest = { access: pair.access_token, issuedAt: Date.now() };
    return pair;
  }

  function refresh(token: string): Response {
    stats.refreshCalls += 1;
    // With the newest access token alive, a refresh is either renewal ahead of time or called for by nothing.
    const alive = Date.now() < (accessUntil.get(latest.access) ?? 0);
    if (alive) {
      if (Date.now() - latest.issuedAt < renewAheadMs(EXPIRES_IN)) stats.needless += 1;
      else stats.ahead += 1;
    }
    const trouble = troubles.shift();
    if (trouble !== undefined) {
      stats.troubled += 1;
      if (alive) stats.troubledAhead += 1;
      if (trouble === 'no answer') throw new TypeError('Failed to fetch');
      return json(trouble, { errors: [{ message: `Ответ ${trouble}` }] });
    }
    if (stats.revoked) return unauthorized();
    if (token === current) {
      const spentAt = Date.now();
      const pair = issue();
      spent.set(token, { at: spentAt, pair });
      stats.rotations += 1;
      return json(200, pair);
    }
    const reused = spent.get(token);
    if (reused && Date.now() - reused.at <= GRACE_MS) {
      stats.graced += 1;
      return json(200, reused.pair);
    }
    if (reused) stats.revoked = true;
    return unauthorized();
  }

  const api = fakeApi((_request, recorded) => {
    if (recorded.path === REFRESH_PATH)
      return refresh((JSON.parse(recorded.body) as { refresh_token: string }).refresh_token);
    const token = recorded.authorization?.replace(/^Bearer /, '') ?? '';
    const until = accessUntil.get(token);
    if (stats.revoked || until === undefined || Date.now() >= until) return unauthorized();
    return json(200, { path: recorded.path });
  });

  return {
    ...api,
    stats,
    /** Sign-in: the first pair. */
    signIn: issue,
    /** The next refreshes, one each, meet these troubles (none spends its token); `[]` ends the trouble. */
    troubleRefreshes(next: readonly Trouble[]) {
      troubles = [...next];
    },
    /** Every access token issued so far ends now, as if its lifetime were over. */
    endAccessTokens() {
      for (const token of accessUntil.keys()) accessUntil.set(token, Date.now());
    },
  };
}
