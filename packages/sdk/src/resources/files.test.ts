import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, REFRESH_PATH, refreshed } from '../../test/fake-api.ts';
import { createKarvonClients } from '../clients.ts';
import { createMemoryTokenStore } from '../memory-token-store.ts';
import { ApiError } from '../request-errors.ts';
import { downloadApplicationFile, getProductImage, productImageRef } from './files.ts';

const BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]);

const file = (type = 'application/pdf') =>
  new Response(BYTES, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="a.pdf"` },
  });

function setup(answer: (request: Request) => Response | Promise<Response>) {
  const api = fakeApi(answer);
  const onError = vi.fn();
  const onSessionExpired = vi.fn();
  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    fetch: api.fetch,
    tokenStore: createMemoryTokenStore({ accessToken: 'a1', refreshToken: 'r1', tokenType: 'Bearer' }),
    onError,
    onSessionExpired,
  });
  return { api, clients, onError, onSessionExpired };
}

describe('downloads', () => {
  it('fetches an application file with the bearer token and answers its bytes as a typed Blob', async () => {
    const { api, clients } = setup(() => file());

    const blob = await downloadApplicationFile(clients, 7, 42);

    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/uz/application/7/file/42',
      authorization: 'Bearer a1',
      accept: '*/*',
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(BYTES);
  });

  it('fetches a product picture', async () => {
    const { api, clients } = setup(() => file('image/png'));
    const blob = await getProductImage(clients, 3, 9, { notify: 'none' });
    expect(api.requests[0]).toMatchObject({ path: '/api/uz/product/3/image/9', notify: 'none' });
    expect(blob.type).toBe('image/png');
  });

  it('refreshes the token on a 401 and retries the download once', async () => {
    const { api, clients, onError } = setup((request) => {
      if (new URL(request.url).pathname === REFRESH_PATH) return json(200, refreshed(2));
      return request.headers.get('Authorization') === 'Bearer access-2'
        ? file()
        : json(401, { errors: [{ message: 'Сессия недействительна' }] });
    });

    const blob = await downloadApplicationFile(clients, 7, 42);

    expect(api.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/uz/application/7/file/42', 'Bearer a1'],
      [REFRESH_PATH, null],
      ['/api/uz/application/7/file/42', 'Bearer access-2'],
    ]);
    expect(blob.size).toBe(BYTES.byteLength);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects with the server’s errors and reports them, though the answer was to be a Blob', async () => {
    const errors = [{ message: 'Запись не найдена' }];
    const { clients, onError } = setup(() => json(404, { errors }));

    const failure = await downloadApplicationFile(clients, 7, 999).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).errors).toEqual(errors);
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('productImageRef', () => {
  it.each([
    ['https://karvon.uz/api/uz/product/12/image/34', { productId: 12, imageId: 34 }],
    ['/api/uz/product/1/image/2', { productId: 1, imageId: 2 }],
    ['https://cdn.karvon.uz/products/sm-a556e-256.webp', null],
    ['https://karvon.uz/api/uz/product/12/image/34/extra', null],
    [null, null],
    ['', null],
  ])('%s', (url, expected) => {
    expect(productImageRef(url)).toEqual(expected);
  });
});
