import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorResponse, Product, ProductList } from '@karvon/contracts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';
import { putProduct } from './pact-states/logistics.ts';

let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
});
afterAll(() => server.close());
beforeEach(async () => {
  await putProduct(server.db.orm, 1, 'draft');
  await putProduct(server.db.orm, 2, 'approved');
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4/8AAAAQBAYDFKhhdAAAAAElFTkSuQmCC',
  'base64',
);

function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const boundary = 'karvon-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const input = {
  name: 'Artel Smart TV 43',
  sku: 'ART-43-SMART',
  code: '4780000000431',
  category: 'Televizorlar',
  quantity: 5,
  amount: 3_100_000,
  volume_m3: 0.12,
};

describe('products', () => {
  it('finds a product by IMEI, by exact SKU, and by a search in the other script', async () => {
    const byImei = await server.call({
      method: 'GET',
      url: '/api/uz/product/list?imei=356789104567891',
      token: admin,
    });
    expect(byImei.json<ProductList>().data.map((p) => p.id)).toEqual([1]);
    const bySku = await server.call({
      method: 'GET',
      url: '/api/uz/product/list?sku=SM-S928B-512',
      token: admin,
    });
    expect(bySku.json<ProductList>().data.map((p) => p.id)).toEqual([2]);
    const search = await server.call({
      method: 'GET',
      url: `/api/uz/product/list?search=${encodeURIComponent('Самсунг')}&per_page=50`,
      token: admin,
    });
    expect(search.json<ProductList>().data.map((p) => p.id)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('approves a draft once', async () => {
    const approved = await server.call({ method: 'POST', url: '/api/uz/product/1/approve', token: admin });
    expect(approved.json<{ data: Product }>().data.status).toBe('approved');
    const again = await server.call({ method: 'POST', url: '/api/uz/product/1/approve', token: admin });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorResponse>().errors).toEqual([{ message: 'Продукт уже утверждён' }]);
    const edit = await server.call({
      method: 'PUT',
      url: '/api/uz/product/1',
      payload: { ...input, sku: 'NEW' },
      token: admin,
    });
    expect(edit.statusCode).toBe(400);
  });

  it('refuses a duplicate SKU, code, series or IMEI with the product-already-exists message', async () => {
    const base = {
      ...input,
      sku: 'SM-A556E-256',
      code: '8806095467412',
      name: 'Samsung Galaxy A55 8/256',
      category: 'Smartfonlar',
    };
    for (const [field, value] of [
      ['sku', 'sm-s928b-512'],
      ['code', '8806095301129'],
      ['series', 'R58W124ABC'],
      ['imei', '356789104567892'],
    ] as const) {
      const answer = await server.call({
        method: 'PUT',
        url: '/api/uz/product/1',
        payload: { ...base, [field]: value },
        token: admin,
      });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json<ErrorResponse>().errors).toEqual([{ field, message: 'Продукт уже существует' }]);
    }
    const kept = await server.call({
      method: 'PUT',
      url: '/api/uz/product/1',
      payload: { ...base, quantity: 7 },
      token: admin,
    });
    // Left-out optional fields keep their value.
    expect(kept.json<{ data: Product }>().data).toMatchObject({
      quantity: 7,
      brand: 'Samsung',
      imei: '356789104567891',
    });
  });

  it('creates a draft from a product part and a picture, and refuses a duplicate or a non-picture', async () => {
    const form = multipart([
      { name: 'product', content: JSON.stringify(input) },
      { name: 'image', filename: 'tv.png', type: 'image/png', content: PNG },
    ]);
    const created = await server.call({ method: 'POST', url: '/api/uz/product', ...form, token: admin });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ data: Product }>().data;
    expect(product).toMatchObject({ status: 'draft', sku: 'ART-43-SMART', quantity: 5 });
    expect(product.image_url).toMatch(new RegExp(`/api/uz/product/${product.id}/image/\\d+$`));

    const again = await server.call({ method: 'POST', url: '/api/uz/product', ...form, token: admin });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorResponse>().errors[0]?.field).toBe('sku');

    const text = multipart([
      { name: 'product', content: JSON.stringify({ ...input, sku: 'OTHER', code: 'OTHER' }) },
      { name: 'image', filename: 'notes.txt', type: 'text/plain', content: 'hello' },
    ]);
    const refused = await server.call({ method: 'POST', url: '/api/uz/product', ...text, token: admin });
    expect(refused.statusCode).toBe(400);
  });

  it('replaces the picture of a product, and answers 404 for a missing one', async () => {
    const form = multipart([{ name: 'image', filename: 'pixel.png', type: 'image/png', content: PNG }]);
    const uploaded = await server.call({
      method: 'POST',
      url: '/api/uz/product/1/image',
      ...form,
      token: admin,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<{ data: Product }>().data.image_url).toContain('/api/uz/product/1/image/');
    const none = await server.call({
      method: 'POST',
      url: '/api/uz/product/999999/image',
      ...form,
      token: admin,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json<ErrorResponse>().errors[0]?.message).toBe('Продукт не найден');
  });

  it('shows the whole catalogue to an `own` caller (the manager)', async () => {
    const own = await server.call({
      method: 'GET',
      url: '/api/uz/product/list?per_page=100',
      token: manager,
    });
    const all = await server.call({ method: 'GET', url: '/api/uz/product/list?per_page=100', token: admin });
    expect(own.json<ProductList>().meta.total).toBe(all.json<ProductList>().meta.total);
  });
});
