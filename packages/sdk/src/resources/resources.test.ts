import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, noContent } from '../../test/fake-api.ts';
import { createKarvonClients } from '../clients.ts';
import { createMemoryTokenStore, type StoredTokens } from '../memory-token-store.ts';
import { ApiError } from '../request-errors.ts';
import { listUserRoles } from './access.ts';
import { getCurrentUser, login, logout, refreshToken } from './auth.ts';
import { BRANCH_PAGE_SIZE, listBranches } from './branches.ts';

const signedIn = { accessToken: 'a1', refreshToken: 'r1', tokenType: 'Bearer' };

function setup(answer: (request: Request) => Response | Promise<Response>, tokens: StoredTokens = signedIn) {
  const api = fakeApi(answer);
  const tokenStore = createMemoryTokenStore(tokens);
  const onError = vi.fn();
  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    fetch: api.fetch,
    tokenStore,
    onError,
  });
  return { api, clients, tokenStore, onError };
}

describe('auth', () => {
  it('login keeps the tokens and sends the request silently', async () => {
    const tokens = { access_token: 'a2', refresh_token: 'r2', expires_in: 900 };
    const { api, clients, tokenStore } = setup(() => json(200, tokens), {});

    await expect(login(clients, { phone: '998900000001', password: 'karvon-admin' })).resolves.toEqual(
      tokens,
    );

    expect(api.requests[0]!.notify).toBe('none');
    expect([tokenStore.getAccessToken(), tokenStore.getRefreshToken(), tokenStore.getTokenType()]).toEqual([
      'a2',
      'r2',
      'Bearer',
    ]);
  });

  it('login rejects with the server’s errors and keeps nothing', async () => {
    const { clients, tokenStore } = setup(() => json(400, { errors: [{ message: 'Неверный пароль' }] }), {});

    const error = (await login(clients, { phone: '998900000001', password: 'x' }).catch(
      (e: unknown) => e,
    )) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ message: 'Неверный пароль' }]);
    expect(tokenStore.getAccessToken()).toBeUndefined();
  });

  it('refreshToken sends the stored refresh token and keeps the new pair', async () => {
    const { api, clients, tokenStore } = setup(() =>
      json(200, { access_token: 'a2', refresh_token: 'r2', expires_in: 900, token: 'Bearer' }),
    );

    await refreshToken(clients);

    expect(api.requests[0]).toMatchObject({ method: 'PUT', path: '/api/auth/refresh_token', notify: 'none' });
    expect(JSON.parse(api.requests[0]!.body)).toEqual({ refresh_token: 'r1' });
    expect(tokenStore.getAccessToken()).toBe('a2');
  });

  it('refreshToken refuses without asking when no refresh token is stored', async () => {
    const { api, clients } = setup(() => json(200, {}), { accessToken: 'a1' });
    await expect(refreshToken(clients)).rejects.toThrow('No refresh token');
    expect(api.requests).toHaveLength(0);
  });

  it('logout tells the server, then forgets the tokens', async () => {
    const { api, clients, tokenStore } = setup(() => noContent());

    await logout(clients);

    expect(api.requests[0]).toMatchObject({
      path: '/api/uz/auth/logout',
      authorization: 'Bearer a1',
      notify: 'none',
    });
    expect(tokenStore.getAccessToken()).toBeUndefined();
    expect(tokenStore.getRefreshToken()).toBeUndefined();
  });

  it.each([
    ['the server fails', () => json(500, {})],
    [
      'the network fails',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('logout forgets the tokens even when %s, and reports nothing', async (_name, answer) => {
    const { clients, tokenStore, onError } = setup(answer);

    await expect(logout(clients)).resolves.toBeUndefined();

    expect(tokenStore.getAccessToken()).toBeUndefined();
    expect(onError).not.toHaveBeenCalled();
  });

  it('getCurrentUser returns the user', async () => {
    const user = { id: 1, name: 'Aziz', phone: '998900000001', is_admin: true, role: null, branch_id: null };
    const { clients } = setup(() => json(200, user));
    await expect(getCurrentUser(clients)).resolves.toEqual(user);
  });
});

describe('branches', () => {
  it('asks for page 1 with 500 rows by default (SPEC §7, §9)', async () => {
    const page = { data: [], meta: { current_page: 1, per_page: 500, total: 0, last_page: 1 } };
    const { api, clients } = setup(() => json(200, page));

    await expect(listBranches(clients)).resolves.toEqual(page);

    expect(BRANCH_PAGE_SIZE).toBe(500);
    expect(api.requests[0]!.path).toBe('/api/uz/branch/list?page=1&per_page=500');
  });

  it('asks for another page', async () => {
    const { api, clients } = setup(() => json(200, { data: [], meta: {} }));
    await listBranches(clients, { page: 3, per_page: 20 });
    expect(api.requests[0]!.path).toBe('/api/uz/branch/list?page=3&per_page=20');
  });
});

describe('access', () => {
  it('returns the bare list of role entries', async () => {
    const entries = [
      { key: 'del_application', value: 'all' },
      { key: 'user.update', value: 1 },
    ];
    const { clients } = setup(() => json(200, entries));
    await expect(listUserRoles(clients)).resolves.toEqual(entries);
  });
});
