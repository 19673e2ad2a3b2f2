import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, Product, RegisterDetail, RegisterList } from '@karvon/contracts';
import { products } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';
import { putRegister } from './pact-states/logistics.ts';

let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
});
afterAll(() => server.close());

const call = (method: string, url: string, payload?: object, token = admin) =>
  server.call({ method, url, token, ...(payload && { payload }) });
const detail = (response: { json: <T>() => T }) => response.json<{ data: RegisterDetail }>().data;

describe('registers', () => {
  it('lists registers of every kind, printed and not, drafts and approved ones', async () => {
    for (const query of [
      'kind=collected',
      'kind=loading',
      'kind=end_of_day',
      'printed=true',
      'printed=false',
      'status=draft',
      'status=approved',
    ]) {
      const list = (await call('GET', `/api/uz/reestr/list?${query}`)).json<RegisterList>();
      expect(list.meta.total, query).toBeGreaterThan(0);
    }
    const collected = (
      await call('GET', '/api/uz/reestr/list?kind=collected&printed=false')
    ).json<RegisterList>();
    expect(collected.data.every((r) => r.kind === 'collected' && !r.is_printed)).toBe(true);
    const day = (
      await call('GET', '/api/uz/reestr/list?date_from=2026-11-18&date_to=2026-11-18')
    ).json<RegisterList>();
    expect(day.data.every((r) => r.business_date === '2026-11-18')).toBe(true);
  });

  it('adds products to a draft once, approves it once, and then refuses new lines', async () => {
    await putRegister(server.db.orm, 'draft');
    const twice = await call('POST', '/api/uz/reestr/1/product', { product_id: 1, quantity: 1 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ErrorResponse>().errors).toEqual([
      { field: 'product_id', message: 'Продукт уже существует' },
    ]);
    const added = await call('POST', '/api/uz/reestr/1/product', {
      product_id: 2,
      quantity: 2,
      series: 'R58W999XYZ',
    });
    expect(added.statusCode).toBe(201);
    expect(detail(added)).toMatchObject({ products_count: 2, total_amount: 4_250_000 + 2 * 16_900_000 });

    const approved = await call('POST', '/api/uz/reestr/1/approve');
    expect(detail(approved).status).toBe('approved');
    const again = await call('POST', '/api/uz/reestr/1/approve');
    expect(again.json<ErrorResponse>().errors).toEqual([{ message: 'Реестр уже утверждён' }]);
    const late = await call('POST', '/api/uz/reestr/1/product', { product_id: 3, quantity: 1 });
    expect(late.statusCode).toBe(400);
  });

  it('prints a register without a reason the first time, reprints only with one, and keeps every print', async () => {
    await putRegister(server.db.orm, 'draft');
    expect(detail(await call('GET', '/api/uz/reestr/1')).prints).toEqual([]);
    const first = detail(await call('POST', '/api/uz/reestr/1/print'));
    expect(first.is_printed).toBe(true);
    expect(first.prints).toEqual([
      { printed_at: expect.any(String), printed_by: { id: 1, name: expect.any(String) }, reason: null },
    ]);

    for (const body of [undefined, {}, { reason: null }, { reason: '   ' }]) {
      const refused = await call('POST', '/api/uz/reestr/1/print', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<ErrorResponse>().errors).toEqual([
        { field: 'reason', message: 'Укажите причину повторной печати' },
      ]);
    }
    const inUzbek = await server.call({
      method: 'POST',
      url: '/api/uz/reestr/1/print',
      token: admin,
      headers: { 'accept-language': 'uz-Cyrl' },
    });
    expect(inUzbek.json<ErrorResponse>().errors[0]?.message).toBe('Қайта чоп этиш сабабини киритинг');

    const reprint = detail(
      await call('POST', '/api/uz/reestr/1/print', { reason: ' Birinchi nusxa yirtildi ' }),
    );
    expect(reprint.prints.map((print) => [print.printed_by?.id, print.reason])).toEqual([
      [1, null],
      [1, 'Birinchi nusxa yirtildi'],
    ]);
    expect(Date.parse(reprint.prints[1]!.printed_at)).toBeGreaterThanOrEqual(
      Date.parse(reprint.prints[0]!.printed_at),
    );
    const tooLong = await call('POST', '/api/uz/reestr/1/print', { reason: 'x'.repeat(501) });
    expect(tooLong.json<ErrorResponse>().errors[0]?.field).toBe('reason');
    expect(detail(await call('GET', '/api/uz/reestr/1')).prints).toHaveLength(2);
  });

  it('keeps a first print’s reason when one is given, and two first prints at once make one reprint refused', async () => {
    await putRegister(server.db.orm, 'draft');
    const [a, b] = await Promise.all([
      call('POST', '/api/uz/reestr/1/print'),
      call('POST', '/api/uz/reestr/1/print'),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 400]);
    await putRegister(server.db.orm, 'draft');
    const first = detail(await call('POST', '/api/uz/reestr/1/print', { reason: 'Omborga nusxa' }));
    expect(first.prints.map((print) => print.reason)).toEqual(['Omborga nusxa']);
  });

  it('tells when each line went in, so a draft shows how long it has waited', async () => {
    await putRegister(server.db.orm, 'draft');
    const before = Date.now();
    const added = detail(await call('POST', '/api/uz/reestr/1/product', { product_id: 2, quantity: 1 }));
    expect(added.products.map((line) => line.added_at)).toEqual([
      '2026-11-20T09:30:00+05:00',
      expect.any(String),
    ]);
    expect(Date.parse(added.products[1]!.added_at)).toBeGreaterThanOrEqual(before - 1000);
    // The seed's drafts: lines added over their day, the register's first line when it was made.
    const drafts = (await call('GET', '/api/uz/reestr/list?status=draft&per_page=1')).json<RegisterList>();
    const seeded = detail(await call('GET', `/api/uz/reestr/${drafts.data[0]!.id}`));
    expect(seeded.products.every((line) => Date.parse(line.added_at) >= Date.parse(seeded.created_at))).toBe(
      true,
    );
  });

  it('seeds printed registers with their print history', async () => {
    const printed = (await call('GET', '/api/uz/reestr/list?printed=true&per_page=50')).json<RegisterList>();
    const histories = await Promise.all(
      printed.data.map(async (row) => detail(await call('GET', `/api/uz/reestr/${row.id}`)).prints),
    );
    expect(histories.every((prints) => prints.length > 0 && prints[0]!.reason === null)).toBe(true);
    expect(histories.some((prints) => prints.length === 2 && prints[1]!.reason !== null)).toBe(true);
  });

  it('refuses a product listed twice, an empty approval, and a second end-of-day register of a branch and day', async () => {
    const twice = await call('POST', '/api/uz/reestr', {
      kind: 'collected',
      branch_id: 1,
      business_date: '2026-11-21',
      products: [
        { product_id: 1, quantity: 1 },
        { product_id: 2, quantity: 1 },
        { product_id: 1, quantity: 2 },
      ],
    });
    expect(twice.json<ErrorResponse>().errors).toEqual([
      { field: 'products[2]', message: 'Продукт уже существует' },
    ]);

    const empty = await call('POST', '/api/uz/reestr', {
      kind: 'loading',
      branch_id: 2,
      business_date: '2026-11-21',
      products: [],
    });
    expect(empty.statusCode).toBe(201);
    const refused = await call('POST', `/api/uz/reestr/${detail(empty).id}/approve`);
    expect(refused.json<ErrorResponse>().errors[0]?.message).toBe('В реестре нет продуктов');

    const first = await call('POST', '/api/uz/reestr', {
      kind: 'end_of_day',
      branch_id: 3,
      business_date: '2026-11-22',
      products: [{ product_id: 5, quantity: 1 }],
    });
    expect(first.statusCode).toBe(201);
    expect(detail(first).number).toBe('E-2026-1122-01');
    const second = await call('POST', '/api/uz/reestr', {
      kind: 'end_of_day',
      branch_id: 3,
      business_date: '2026-11-22',
      products: [],
    });
    expect(second.statusCode).toBe(400);
    expect(second.json<ErrorResponse>().errors[0]?.field).toBe('business_date');
    // Another branch may close the same day.
    const other = await call('POST', '/api/uz/reestr', {
      kind: 'end_of_day',
      branch_id: 4,
      business_date: '2026-11-22',
      products: [],
    });
    expect(other.statusCode).toBe(201);
  });

  it('flags a product left in the end-of-day registers of two days for repeat delivery', async () => {
    const [product] = await server.db.orm
      .insert(products)
      .values({
        name: 'Artel changyutgich',
        sku: 'ART-VC-TEST',
        code: '4780000009999',
        category: 'Maishiy texnika',
        amount: 900_000,
      })
      .returning({ id: products.id });
    const endOfDay = async (day: string) => {
      const created = await call('POST', '/api/uz/reestr', {
        kind: 'end_of_day',
        branch_id: 5,
        business_date: day,
        products: [{ product_id: product!.id, quantity: 1 }],
      });
      return detail(await call('POST', `/api/uz/reestr/${detail(created).id}/approve`));
    };
    const firstDay = await endOfDay('2026-12-01');
    expect(firstDay.products[0]?.product.is_repeat_delivery).toBe(false);
    const secondDay = await endOfDay('2026-12-02');
    expect(secondDay.products[0]?.product.is_repeat_delivery).toBe(true);
    const answer = await call('GET', `/api/uz/product/${product!.id}`);
    expect(answer.json<{ data: Product }>().data.is_repeat_delivery).toBe(true);
    await server.db.orm.update(products).set({ isRepeatDelivery: false }).where(eq(products.id, product!.id));
  });

  it('shows an `own` caller (the manager, branch 2) the registers of their branch only', async () => {
    const own = (
      await call('GET', '/api/uz/reestr/list?per_page=100', undefined, manager)
    ).json<RegisterList>();
    expect(own.meta.total).toBeGreaterThan(0);
    expect(own.data.every((register) => register.branch.id === 2)).toBe(true);
    await putRegister(server.db.orm, 'draft');
    expect((await call('GET', '/api/uz/reestr/1', undefined, manager)).statusCode).toBe(404);
    expect((await call('POST', '/api/uz/reestr/1/approve', undefined, manager)).statusCode).toBe(404);
    const elsewhere = await call(
      'POST',
      '/api/uz/reestr',
      { kind: 'collected', branch_id: 1, business_date: '2026-11-23', products: [] },
      manager,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<ErrorResponse>().errors[0]?.field).toBe('branch_id');
  });

  it('answers 404 for a register that does not exist', async () => {
    expect((await call('GET', '/api/uz/reestr/999999')).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/uz/reestr/999999/product', { product_id: 1, quantity: 1 })).statusCode,
    ).toBe(404);
  });
});
