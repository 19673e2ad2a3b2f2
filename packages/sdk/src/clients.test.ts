import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../test/fake-api.ts';
import { createKarvonClients, type KarvonClientsOptions } from './clients.ts';
import { createMemoryTokenStore } from './memory-token-store.ts';
import { ApiError, NetworkError } from './request-errors.ts';
import { listUserRoles } from './resources/access.ts';
import { getCurrentUser, login } from './resources/auth.ts';
import { listBranches } from './resources/branches.ts';

const signedIn = { accessToken: 'a1', refreshToken: 'r1', tokenType: 'Bearer' };

function setup(
  answer: (request: Request) => Response | Promise<Response>,
  options: Partial<KarvonClientsOptions> = {},
) {
  const api = fakeApi(answer);
  const onError = vi.fn();
  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    fetch: api.fetch,
    tokenStore: createMemoryTokenStore(signedIn),
    onError,
    ...options,
  });
  return { api, clients, onError };
}

describe('the two clients (SPEC §7)', () => {
  it('sends /api/uz requests with the bearer token and JSON Accept', async () => {
    const { api, clients } = setup(() => json(200, []));
    await listUserRoles(clients);

    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/uz/role_perms/user_roles',
      authorization: 'Bearer a1',
      accept: 'application/json',
      contentType: null,
    });
  });

  it('sends /api requests without authorization, and a JSON body with its content type', async () => {
    const { api, clients } = setup(() =>
      json(200, { access_token: 'a', refresh_token: 'r', expires_in: 900 }),
    );
    await login(clients, { phone: '998900000001', password: 'karvon-admin' });

    const [request] = api.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      authorization: null,
      accept: 'application/json',
      contentType: 'application/json',
    });
    expect(JSON.parse(request!.body)).toEqual({ phone: '998900000001', password: 'karvon-admin' });
  });

  it('sends no authorization when no access token is stored', async () => {
    const { api, clients } = setup(() => json(200, []), { tokenStore: createMemoryTokenStore() });
    await listUserRoles(clients);
    expect(api.requests[0]!.authorization).toBeNull();
  });

  it('uses the page’s origin when no base URL is given', async () => {
    const api = fakeApi(() => json(200, []));
    const clients = createKarvonClients({ fetch: api.fetch, tokenStore: createMemoryTokenStore(signedIn) });
    // Without a page there is no origin to resolve '/api/uz/…' against: the request cannot even be built in Node.
    await expect(listUserRoles(clients)).rejects.toThrow();
  });
});

describe('reporting failures through onError (SPEC §8)', () => {
  it('reports the server’s messages for a 404', async () => {
    const { clients, onError } = setup(() => json(404, { errors: [{ message: 'Филиал не найден' }] }));

    await expect(listBranches(clients)).rejects.toBeInstanceOf(ApiError);

    expect(onError).toHaveBeenCalledOnce();
    const [notice, context] = onError.mock.calls[0]!;
    expect(notice).toEqual({ kind: 'messages', messages: ['Филиал не найден'] });
    expect(context.response.status).toBe(404);
    expect(context.request.url).toBe('https://karvon.test/api/uz/branch/list?page=1&per_page=500');
  });

  it('stays silent for a request sent with notify none, which carries the header', async () => {
    const { api, clients, onError } = setup(() => json(500, { errors: [{ message: 'x' }] }));

    await expect(getCurrentUser(clients, { notify: 'none' })).rejects.toMatchObject({ status: 500 });

    expect(api.requests[0]!.notify).toBe('none');
    expect(onError).not.toHaveBeenCalled();
  });

  it('still lets the caller read the body it reported', async () => {
    const { clients } = setup(() => json(400, { errors: [{ message: 'Неверная страница', field: 'page' }] }));
    const error = (await listBranches(clients).catch((e: unknown) => e)) as ApiError;
    expect(error.errors).toEqual([{ message: 'Неверная страница', field: 'page' }]);
  });

  it('reports a network failure and rejects with a NetworkError', async () => {
    const { clients, onError } = setup(() => {
      throw new TypeError('Failed to fetch');
    });

    const error = await getCurrentUser(clients).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(onError).toHaveBeenCalledWith(
      { kind: 'network' },
      expect.objectContaining({ request: expect.any(Request) }),
    );
  });

  it('says offline when the device is', async () => {
    const { clients, onError } = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { isOnline: () => false },
    );
    await getCurrentUser(clients).catch(() => undefined);
    expect(onError.mock.calls[0]![0]).toEqual({ kind: 'offline' });
  });

  it('reports nothing for a cancelled request, which stays an AbortError', async () => {
    const { clients, onError } = setup(() => json(200, []));
    const controller = new AbortController();
    controller.abort();

    await expect(listUserRoles(clients, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports failures of the public client too, except sign-in, whose form shows them', async () => {
    const { clients, onError } = setup(() => json(429, { errors: [{ message: 'Подождите' }] }));

    await expect(login(clients, { phone: '998900000001', password: 'x' })).rejects.toMatchObject({
      status: 429,
    });
    expect(onError).not.toHaveBeenCalled();

    await clients.public.POST('/auth/login', { body: { phone: '998900000001', password: 'x' } });
    expect(onError).toHaveBeenCalledWith({ kind: 'tooManyRequests' }, expect.anything());
  });

  it('works without an onError listener', async () => {
    const { clients } = setup(() => json(500, {}), { onError: undefined });
    await expect(getCurrentUser(clients)).rejects.toMatchObject({ status: 500 });
  });
});
