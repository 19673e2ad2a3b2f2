import type { Client } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, json, REFRESH_PATH, settle } from '../test/fake-api.ts';
import { expiredSession, sessionServer, type SessionServerOptions } from '../test/session-server.ts';
import { sharedLock } from '../test/tab-lock.ts';
import { createKarvonClients } from './clients.ts';
import { createMemoryTokenStore, type StoredTokens } from './memory-token-store.ts';
import { ApiError, NetworkError } from './request-errors.ts';
import { listUserRoles } from './resources/access.ts';
import { getCurrentUser, login, logout } from './resources/auth.ts';
import { listBranches } from './resources/branches.ts';
import { REFRESH_LOCK, type TabLock } from './tab-lock.ts';
import type { TokenStore } from './token-store.ts';

const USER = '/api/uz/auth/user';
const ROLES = '/api/uz/role_perms/user_roles';

function setup(serverOptions: SessionServerOptions = {}, tokens: StoredTokens = expiredSession) {
  const server = sessionServer(serverOptions);
  const onSessionExpired = vi.fn();
  const onError = vi.fn();
  const tokenStore = createMemoryTokenStore(tokens);
  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    fetch: server.fetch,
    tokenStore,
    onSessionExpired,
    onError,
  });
  return { server, clients, tokenStore, onSessionExpired, onError };
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('the refresh queue', () => {
  it('runs one refresh for three requests that fail at once, then retries each with the new token', async () => {
    const gate = deferred();
    const { server, clients, tokenStore, onSessionExpired, onError } = setup({ refreshGate: gate.promise });

    const calls = Promise.all([getCurrentUser(clients), listUserRoles(clients), listBranches(clients)]);
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.authorization === 'Bearer access-0')).toHaveLength(3),
    );
    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    gate.resolve();
    await calls;

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    for (const path of [USER, ROLES, '/api/uz/branch/list?page=1&per_page=500']) {
      expect(server.sent(path).map((r) => r.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
    }
    expect(tokenStore.getAccessToken()).toBe('access-1');
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends the refresh token to PUT /api/auth/refresh_token, silently and without authorization', async () => {
    const { server, clients } = setup();
    await getCurrentUser(clients);

    const [refresh] = server.sent(REFRESH_PATH);
    expect(refresh).toMatchObject({ method: 'PUT', authorization: null, notify: 'none' });
    expect(JSON.parse(refresh!.body)).toEqual({ refresh_token: 'refresh-0' });
  });

  it('ends the session once when the refresh fails, and every waiting request gets its 401', async () => {
    const { server, clients, tokenStore, onSessionExpired, onError } = setup({ refreshFails: true });

    const results = await Promise.all(
      [getCurrentUser(clients), listUserRoles(clients), listBranches(clients)].map(outcome),
    );

    for (const result of results) {
      expect(result.ok).toBe(false);
      expect((result as { error: ApiError }).error).toBeInstanceOf(ApiError);
      expect((result as { error: ApiError }).error.status).toBe(401);
    }
    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(server.sent(USER)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(tokenStore.getRefreshToken()).toBeUndefined();
    expect(tokenStore.getTokenType()).toBeUndefined();
    expect(tokenStore.getAccessToken()).toBe('access-0');
    expect(onError).not.toHaveBeenCalled();
  });

  it('replays the body of a POST byte for byte', async () => {
    const { server, clients } = setup({
      answer: (_request, recorded) => json(200, JSON.parse(recorded.body)),
    });
    const things = clients.uz as unknown as Client<ThingPaths>;

    const { data } = await things.POST('/things', { body: { name: 'Samarqand filiali', weight: 12.5 } });

    const sent = server.sent('/api/uz/things');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect(sent[1]!.contentType).toBe('application/json');
    expect(data).toEqual({ name: 'Samarqand filiali', weight: 12.5 });
  });

  it('replays a multipart body with the same boundary', async () => {
    const { server, clients } = setup({ answer: () => json(200, { name: 'ok' }) });
    const things = clients.uz as unknown as Client<ThingPaths>;
    const form = new FormData();
    form.append('comment', 'Qadoqlangan');
    form.append('file', new Blob([new Uint8Array([0, 1, 2, 255])], { type: 'image/png' }), 'photo.png');

    await things.POST('/files', { body: form as never });

    const sent = server.sent('/api/uz/files');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[1]!.contentType).toBe(sent[0]!.contentType);
    expect(sent[1]!.body).toBe(sent[0]!.body);
  });

  it('retries a request that fails late with the old token without a second refresh', async () => {
    const late = deferred();
    let held = false;
    const { server, clients, onSessionExpired } = setup({
      hold: (recorded) => {
        if (recorded.path !== ROLES || held) return undefined;
        held = true;
        return late.promise;
      },
    });

    const roles = listUserRoles(clients);
    await vi.waitFor(() => expect(server.sent(ROLES)).toHaveLength(1));
    await getCurrentUser(clients);
    expect(server.sent(REFRESH_PATH)).toHaveLength(1);

    late.resolve();
    await roles;

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(server.sent(ROLES).map((r) => r.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('lets a request that fails while the refresh is running wait for it', async () => {
    const gate = deferred();
    const { server, clients } = setup({ refreshGate: gate.promise });

    const user = getCurrentUser(clients);
    await vi.waitFor(() => expect(server.sent(REFRESH_PATH)).toHaveLength(1));
    const roles = listUserRoles(clients);
    await vi.waitFor(() => expect(server.sent(ROLES)).toHaveLength(1));
    gate.resolve();
    await Promise.all([user, roles]);

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(server.sent(ROLES).map((r) => r.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
  });

  it('does not loop: a retry refused again ends the session once, without another refresh', async () => {
    const { server, clients, onSessionExpired, tokenStore } = setup({ refusesEveryToken: true });

    const results = await Promise.all([getCurrentUser(clients), listUserRoles(clients)].map(outcome));

    expect(results.every((result) => !result.ok)).toBe(true);
    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(server.sent(USER)).toHaveLength(2);
    expect(server.sent(ROLES)).toHaveLength(2);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(tokenStore.getRefreshToken()).toBeUndefined();
  });

  it('ends the session without asking the server when there is no refresh token', async () => {
    const { server, clients, onSessionExpired } = setup({}, { accessToken: 'access-0' });

    await Promise.all([getCurrentUser(clients), listUserRoles(clients)].map(outcome));

    expect(server.sent(REFRESH_PATH)).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('announces a later dead session again after a new sign-in', async () => {
    const { server, clients, tokenStore, onSessionExpired } = setup({ refreshFails: true });
    await outcome(getCurrentUser(clients));
    tokenStore.save({ access_token: 'access-9', refresh_token: 'refresh-9', expires_in: 900 });
    await outcome(getCurrentUser(clients));

    expect(server.sent(REFRESH_PATH)).toHaveLength(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  // Issue 14: the server limits refreshes per client address (an office behind one NAT shares it) and answers 5xx
  // when in trouble. Neither says anything about the refresh token: only a refusal may end the session.
  it.each([
    [429, 'tooManyRequests'],
    [500, 'server'],
    [503, 'unavailable'],
  ] as const)(
    'keeps the session when the refresh is answered %i: the requests fail with that answer, a later one renews',
    async (status, kind) => {
      const { server, clients, tokenStore, onSessionExpired, onError } = setup({ refreshStatuses: [status] });

      const results = await Promise.all([getCurrentUser(clients), listUserRoles(clients)].map(outcome));

      for (const result of results) {
        expect(result.ok).toBe(false);
        expect((result as { error: ApiError }).error).toMatchObject({ status, message: `Ответ ${status}` });
      }
      expect(server.sent(REFRESH_PATH)).toHaveLength(1);
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(tokenStore.getRefreshToken()).toBe('refresh-0');
      expect(tokenStore.getTokenType()).toBe('Bearer');
      expect(onError.mock.calls.map(([notice]) => notice)).toEqual([{ kind }, { kind }]);

      await getCurrentUser(clients);
      expect(server.sent(REFRESH_PATH)).toHaveLength(2);
      expect(server.sent(USER).map((r) => r.authorization)).toEqual([
        'Bearer access-0',
        'Bearer access-0',
        'Bearer access-1',
      ]);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('keeps the session when the refresh gets no answer: the request fails as a NetworkError', async () => {
    const { server, clients, tokenStore, onSessionExpired } = setup({ refreshUnreachable: true });

    await expect(getCurrentUser(clients)).rejects.toBeInstanceOf(NetworkError);

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(server.sent(USER)).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokenStore.getRefreshToken()).toBe('refresh-0');
  });

  it('ends the session when the refresh is refused as malformed (400)', async () => {
    const { clients, tokenStore, onSessionExpired } = setup({ refreshStatuses: [400] });

    await expect(getCurrentUser(clients)).rejects.toMatchObject({ status: 401 });

    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(tokenStore.getRefreshToken()).toBeUndefined();
  });

  it('never retries after a network failure', async () => {
    const api = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const onSessionExpired = vi.fn();
    const clients = createKarvonClients({
      baseUrl: 'https://karvon.test',
      fetch: api.fetch,
      tokenStore: createMemoryTokenStore(expiredSession),
      onSessionExpired,
    });

    await expect(getCurrentUser(clients)).rejects.toBeInstanceOf(NetworkError);
    expect(api.requests).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never intercepts logout: its 401 just ends the local session', async () => {
    const api = fakeApi(() => json(401, { errors: [{ message: 'Токен недействителен' }] }));
    const onSessionExpired = vi.fn();
    const tokenStore = createMemoryTokenStore(expiredSession);
    const clients = createKarvonClients({
      baseUrl: 'https://karvon.test',
      fetch: api.fetch,
      tokenStore,
      onSessionExpired,
    });

    await logout(clients);

    expect(api.requests.map((r) => r.path)).toEqual(['/api/uz/auth/logout']);
    expect(tokenStore.getAccessToken()).toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never intercepts sign-in: a 401 there is the answer', async () => {
    const api = fakeApi(() => json(401, { errors: [{ message: 'Нет доступа' }] }));
    const clients = createKarvonClients({
      baseUrl: 'https://karvon.test',
      fetch: api.fetch,
      tokenStore: createMemoryTokenStore(expiredSession),
    });

    await expect(login(clients, { phone: '998900000001', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(api.requests.map((r) => r.path)).toEqual(['/api/auth/login']);
  });

  it('reports what the retry answered, not the 401 before it', async () => {
    const { clients, onError } = setup({ answer: () => json(500, { errors: [{ message: 'boom' }] }) });

    await expect(getCurrentUser(clients)).rejects.toMatchObject({ status: 500 });

    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]![0]).toEqual({ kind: 'server' });
  });

  it('leaves an aborted request aborted, even while it waits for the refresh', async () => {
    const gate = deferred();
    const { clients, onError } = setup({ refreshGate: gate.promise });
    const controller = new AbortController();

    const user = outcome(getCurrentUser(clients, { signal: controller.signal }));
    await settle();
    controller.abort();
    gate.resolve();

    const result = await user;
    expect(result.ok).toBe(false);
    expect((result as { error: Error }).error.name).toBe('AbortError');
    expect(onError).not.toHaveBeenCalled();
  });
});

interface ThingPaths {
  '/things': {
    post: {
      requestBody: { content: { 'application/json': { name: string; weight: number } } };
      responses: { 200: { content: { 'application/json': { name: string; weight: number } } } };
    };
  };
  '/files': {
    post: {
      requestBody: { content: { 'multipart/form-data': Record<string, unknown> } };
      responses: { 200: { content: { 'application/json': { name: string } } } };
    };
  };
}

describe('renewal ahead of time', () => {
  const due = (renewAt: number) => ({ ...expiredSession, renewAt });

  function aheadSetup(serverOptions: SessionServerOptions, tokens: StoredTokens, lock?: TabLock) {
    const server = sessionServer({ accessToken: 'access-0', ...serverOptions });
    const onSessionExpired = vi.fn();
    const tokenStore = createMemoryTokenStore(tokens);
    const clients = createKarvonClients({
      baseUrl: 'https://karvon.test',
      fetch: server.fetch,
      tokenStore,
      onSessionExpired,
      ...(lock && { lock }),
    });
    return { server, clients, tokenStore, onSessionExpired };
  }

  it('renews once before the requests that find the tokens due, then sends them with the new token', async () => {
    const { server, clients, tokenStore, onSessionExpired } = aheadSetup({}, due(Date.now() - 1));

    await Promise.all([getCurrentUser(clients), listUserRoles(clients)]);

    expect(server.requests.map((r) => `${r.path} ${r.authorization}`)).toEqual([
      `${REFRESH_PATH} null`,
      `${USER} Bearer access-1`,
      `${ROLES} Bearer access-1`,
    ]);
    expect(tokenStore.getRenewAt()).toBeGreaterThan(Date.now());
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not renew before the tokens are due, nor without a refresh token', async () => {
    for (const tokens of [due(Date.now() + 60_000), { accessToken: 'access-0', renewAt: Date.now() - 1 }]) {
      const { server, clients } = aheadSetup({}, tokens);
      await getCurrentUser(clients);
      expect(server.requests.map((r) => r.path)).toEqual([USER]);
    }
  });

  it('ends the session once when the server refuses the renewal, and asks no more', async () => {
    const { server, clients, tokenStore, onSessionExpired } = aheadSetup(
      { refreshFails: true },
      due(Date.now() - 1),
    );

    await Promise.all([getCurrentUser(clients), listUserRoles(clients)]);
    await getCurrentUser(clients);

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(tokenStore.getRefreshToken()).toBeUndefined();
  });

  it('goes on with the live access token when the renewal gets no answer', async () => {
    const { server, clients, tokenStore, onSessionExpired } = aheadSetup(
      { refreshUnreachable: true },
      due(Date.now() - 1),
    );

    await getCurrentUser(clients);

    expect(server.sent(USER).map((r) => r.authorization)).toEqual(['Bearer access-0']);
    expect(tokenStore.getRefreshToken()).toBe('refresh-0');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([429, 500, 503])(
    'goes on with the live access token when the renewal is answered %i, and renews at the next request',
    async (status) => {
      const { server, clients, tokenStore, onSessionExpired } = aheadSetup(
        { refreshStatuses: [status] },
        due(Date.now() - 1),
      );

      await getCurrentUser(clients);
      expect(tokenStore.getRefreshToken()).toBe('refresh-0');
      await getCurrentUser(clients);

      expect(server.requests.map((r) => `${r.path} ${r.authorization}`)).toEqual([
        `${REFRESH_PATH} null`,
        `${USER} Bearer access-0`,
        `${REFRESH_PATH} null`,
        `${USER} Bearer access-1`,
      ]);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('never renews ahead for logout', async () => {
    const { server, clients } = aheadSetup({}, due(Date.now() - 1));
    await logout(clients);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/uz/auth/logout']);
  });
});

describe('two tabs sharing the cookies and the lock', () => {
  /** Two tabs of one browser; by default their store is one, seen by both at once (`storeOf` gives each its own). */
  function tabs(
    serverOptions: SessionServerOptions,
    tokens: StoredTokens,
    lock: TabLock = sharedLock(),
    storeOf?: () => TokenStore,
  ) {
    const server = sessionServer(serverOptions);
    const tokenStore = createMemoryTokenStore(tokens);
    const onSessionExpired = vi.fn();
    const tab = () =>
      createKarvonClients({
        baseUrl: 'https://karvon.test',
        fetch: server.fetch,
        tokenStore: storeOf?.() ?? tokenStore,
        onSessionExpired,
        lock,
      });
    return { server, tokenStore, onSessionExpired, a: tab(), b: tab() };
  }

  it('refresh once on 401s in both tabs: the tab that waited takes the tokens the other wrote', async () => {
    const gate = deferred();
    const { server, a, b, onSessionExpired } = tabs({ refreshGate: gate.promise }, expiredSession);

    const calls = Promise.all([getCurrentUser(a), listUserRoles(b)]);
    await vi.waitFor(() => expect(server.sent(REFRESH_PATH)).toHaveLength(1));
    gate.resolve();
    await calls;

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(server.sent(ROLES).map((r) => r.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('renew once ahead of time for both tabs', async () => {
    const { server, a, b } = tabs(
      { accessToken: 'access-0' },
      { ...expiredSession, renewAt: Date.now() - 1 },
    );

    await Promise.all([getCurrentUser(a), listUserRoles(b), getCurrentUser(b)]);

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(server.requests.filter((r) => r.path !== REFRESH_PATH).map((r) => r.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-1',
    ]);
  });

  /**
   * A tab's view of the browser's cookies as Chromium gives it: its own writes at once, but they reach the browser's
   * store, and other tabs' writes reach it, only once it has settled.
   */
  function tabView(browser: { tokens: StoredTokens }): TokenStore {
    let local = createMemoryTokenStore(browser.tokens);
    let unsent = false;
    return {
      getAccessToken: () => local.getAccessToken(),
      getRefreshToken: () => local.getRefreshToken(),
      getTokenType: () => local.getTokenType(),
      getRenewAt: () => local.getRenewAt(),
      save(tokens) {
        local.save(tokens);
        unsent = true;
      },
      clearRefresh: () => local.clearRefresh(),
      clear: () => local.clear(),
      async settle() {
        if (unsent) {
          browser.tokens = {
            accessToken: local.getAccessToken(),
            refreshToken: local.getRefreshToken(),
            tokenType: local.getTokenType(),
            renewAt: local.getRenewAt(),
          };
          unsent = false;
        }
        local = createMemoryTokenStore(browser.tokens);
      },
    };
  }

  it('refresh once when a tab sees what another wrote only once its store has settled', async () => {
    const gate = deferred();
    const browser = { tokens: expiredSession };
    const { server, a, b, onSessionExpired } = tabs(
      { refreshGate: gate.promise },
      expiredSession,
      sharedLock(),
      () => tabView(browser),
    );

    const calls = Promise.all([getCurrentUser(a), listUserRoles(b)]);
    await vi.waitFor(() => expect(server.sent(REFRESH_PATH)).toHaveLength(1));
    gate.resolve();
    await calls;

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    expect(server.sent(ROLES).map((r) => r.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('hold the lock named for the refresh while refreshing, and only then', async () => {
    const held: string[] = [];
    const lock = sharedLock();
    const { a } = tabs({}, expiredSession, (name, task) => {
      held.push(name);
      return lock(name, task);
    });

    await getCurrentUser(a);

    expect(held).toEqual([REFRESH_LOCK]);
  });
});
