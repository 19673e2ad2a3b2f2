import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CargoDetail, CodeCheck, ErrorResponse, Product, RegisterDetail } from '@karvon/contracts';
import { products, rolePermissions, users } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';
import { logisticsStates, putProduct, putRegister } from './pact-states/logistics.ts';

let server: TestServer;
let admin: string;
let manager: string;
/** A seeded product that is in neither the pacts' register 1 nor their cargo 1. */
let third: Product;

const PRODUCT_1_CODE = '8806095467412';
const PRODUCT_2_CODE = '8806095301129';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
  third = (await call('GET', '/api/uz/product/3')).json<{ data: Product }>().data;
});
afterAll(() => server.close());

const call = (method: string, url: string, payload?: object, token = admin, language?: string) =>
  server.call({
    method,
    url,
    token,
    ...(payload && { payload }),
    ...(language && { headers: { 'accept-language': language } }),
  });
const checks = (response: { json: <T>() => T }) => response.json<{ data: CodeCheck[] }>().data;
const errors = (response: { json: <T>() => T }) => response.json<ErrorResponse>().errors;
const state = (name: string) => logisticsStates(() => server.db.orm)[name]!();

async function draftRegisterWithProducts1And2Known() {
  await putRegister(server.db.orm, 'draft');
  await putProduct(server.db.orm, 2, 'approved');
}

describe('checking codes against a register', () => {
  it('answers each code in order: found, already, unknown, repeated; trimmed and in any case', async () => {
    await draftRegisterWithProducts1And2Known();
    const response = await call('POST', '/api/uz/reestr/1/codes/check', {
      codes: [
        ` ${PRODUCT_2_CODE}\t`,
        PRODUCT_1_CODE,
        'NO-SUCH-CODE',
        PRODUCT_2_CODE,
        third.code.toLowerCase(),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(
      checks(response).map(({ code, result, product, message }) => [code, result, product?.id, message]),
    ).toEqual([
      [` ${PRODUCT_2_CODE}\t`, 'found', 2, null],
      [PRODUCT_1_CODE, 'already', 1, 'Продукт уже в реестре'],
      ['NO-SUCH-CODE', 'unknown', undefined, 'Продукт с таким кодом не найден'],
      [PRODUCT_2_CODE, 'already', 2, 'Этот код уже есть в списке'],
      [third.code.toLowerCase(), 'found', third.id, null],
    ]);
    expect(checks(response)[0]!.product).toMatchObject({ sku: 'SM-S928B-512', status: 'approved' });
    // Nothing was added.
    const register = (await call('GET', '/api/uz/reestr/1')).json<{ data: RegisterDetail }>().data;
    expect(register.products_count).toBe(1);
  });

  it('says why in the request’s language, and answers not_allowed once the register is approved', async () => {
    await putRegister(server.db.orm, 'approved');
    const response = await call(
      'POST',
      '/api/uz/reestr/1/codes/check',
      { codes: [third.code, 'NO-SUCH-CODE', PRODUCT_1_CODE] },
      admin,
      'uz',
    );
    expect(checks(response).map(({ result, message }) => [result, message])).toEqual([
      ['not_allowed', 'Reyestr allaqachon tasdiqlangan'],
      ['unknown', 'Bunday kodli mahsulot topilmadi'],
      ['already', 'Mahsulot allaqachon reyestrda'],
    ]);
  });

  it('refuses an empty list, more than 500 codes and a code over 64 characters; 404 for a register out of reach', async () => {
    await putRegister(server.db.orm, 'draft');
    for (const codes of [[], Array(501).fill('1'), ['x'.repeat(65)], ['']]) {
      const response = await call('POST', '/api/uz/reestr/1/codes/check', { codes });
      expect(response.statusCode).toBe(400);
      expect(errors(response)[0]?.field).toMatch(/^codes/);
    }
    expect((await call('POST', '/api/uz/reestr/999999/codes/check', { codes: ['1'] })).statusCode).toBe(404);
    // The manager's `own` entry reaches branch 2's registers; register 1 is branch 1's.
    const outOfReach = await call('POST', '/api/uz/reestr/1/codes/check', { codes: ['1'] }, manager);
    expect(outOfReach.statusCode).toBe(404);
  });
});

describe('adding a batch to a register', () => {
  it('adds every item at once, a missing series taken from the catalogue', async () => {
    await draftRegisterWithProducts1And2Known();
    const response = await call('POST', '/api/uz/reestr/1/products', {
      items: [
        { product_id: 2, quantity: 2, series: 'R58W999XYZ' },
        { product_id: third.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const register = response.json<{ data: RegisterDetail }>().data;
    expect(register.products.map((line) => [line.product.id, line.quantity, line.series])).toEqual([
      [1, 1, 'R58W123ABC'],
      [2, 2, 'R58W999XYZ'],
      [third.id, 1, third.series],
    ]);
    expect(register.total_amount).toBe(4_250_000 + 2 * 16_900_000 + third.amount);
  });

  it('adds nothing when any item is refused, naming every refused item', async () => {
    await draftRegisterWithProducts1And2Known();
    const response = await call('POST', '/api/uz/reestr/1/products', {
      items: [
        { product_id: 2, quantity: 1 },
        { product_id: 1, quantity: 1 },
        { product_id: 999_999, quantity: 1 },
        { product_id: 2, quantity: 3 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(errors(response)).toEqual([
      { field: 'items[1].product_id', message: 'Продукт уже существует' },
      { field: 'items[2].product_id', message: 'Продукт не найден' },
      { field: 'items[3].product_id', message: 'Продукт уже существует' },
    ]);
    const register = (await call('GET', '/api/uz/reestr/1')).json<{ data: RegisterDetail }>().data;
    expect(register.products.map((line) => line.product.id)).toEqual([1]);
  });

  it('refuses a batch that would take the total past 2^53 − 1 on the item that does', async () => {
    await draftRegisterWithProducts1And2Known();
    const { amount } = third;
    await server.db.orm
      .update(products)
      .set({ amount: 2 ** 50 })
      .where(eq(products.id, third.id));
    try {
      const response = await call('POST', '/api/uz/reestr/1/products', {
        items: [
          { product_id: 2, quantity: 1 },
          { product_id: third.id, quantity: 10 },
        ],
      });
      expect(errors(response)).toEqual([
        { field: 'items[1].quantity', message: 'Итоговая сумма превысит допустимый предел' },
      ]);
    } finally {
      await server.db.orm.update(products).set({ amount }).where(eq(products.id, third.id));
    }
  });

  it('refuses any batch for an approved register, and 404 for one out of reach', async () => {
    await putRegister(server.db.orm, 'approved');
    const approved = await call('POST', '/api/uz/reestr/1/products', {
      items: [{ product_id: third.id, quantity: 1 }],
    });
    expect(approved.statusCode).toBe(400);
    expect(errors(approved)).toEqual([{ message: 'Реестр уже утверждён' }]);
    const items = [{ product_id: third.id, quantity: 1 }];
    expect((await call('POST', '/api/uz/reestr/999999/products', { items })).statusCode).toBe(404);
    expect((await call('POST', '/api/uz/reestr/1/products', { items }, manager)).statusCode).toBe(404);
    expect(errors(await call('POST', '/api/uz/reestr/1/products', { items: [] }))[0]?.field).toBe('items');
  });
});

describe('scanning into a cargo', () => {
  const PACKER = { phone: '998900000014', password: 'karvon-staff' }; // branch 5 (Bukhara)

  async function ownPacker() {
    const [role] = await server.db.orm
      .select({ id: users.roleId })
      .from(users)
      .where(eq(users.phone, PACKER.phone));
    await server.db.orm
      .insert(rolePermissions)
      .values({ roleId: role!.id!, key: 'cargo', value: 'own' })
      .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.key], set: { value: 'own' } });
    return (await server.login(PACKER)).access_token;
  }

  it('checks codes against a draft cargo and adds a batch at catalogue prices', async () => {
    await state('cargo 1 is a draft from branch 1 to branch 2');
    await putProduct(server.db.orm, 2, 'approved');
    const checked = await call('POST', '/api/uz/cargo/1/codes/check', {
      codes: [PRODUCT_2_CODE, PRODUCT_1_CODE],
    });
    expect(checks(checked).map(({ result, message }) => [result, message])).toEqual([
      ['found', null],
      ['already', 'Продукт уже в грузе'],
    ]);
    const added = await call('POST', '/api/uz/cargo/1/products', {
      items: [
        { product_id: 2, quantity: 2 },
        { product_id: third.id, quantity: 1 },
      ],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<{ data: CargoDetail }>().data).toMatchObject({
      products_count: 3,
      total_amount: 4_250_000 + 2 * 16_900_000 + third.amount,
    });
  });

  it('adds nothing to a cargo when an item is refused, and nothing at all to a sent one', async () => {
    await state('cargo 1 is a draft from branch 1 to branch 2');
    const refused = await call('POST', '/api/uz/cargo/1/products', {
      items: [
        { product_id: third.id, quantity: 1 },
        { product_id: 1, quantity: 1 },
      ],
    });
    expect(errors(refused)).toEqual([{ field: 'items[1].product_id', message: 'Продукт уже существует' }]);
    expect((await call('GET', '/api/uz/cargo/1')).json<{ data: CargoDetail }>().data.products_count).toBe(1);

    await state('cargo 1 is sent');
    const sent = await call('POST', '/api/uz/cargo/1/products', {
      items: [{ product_id: third.id, quantity: 1 }],
    });
    expect(errors(sent)).toEqual([{ message: 'Груз уже отправлен' }]);
    const check = await call('POST', '/api/uz/cargo/1/codes/check', { codes: [third.code] });
    expect(checks(check)[0]).toMatchObject({ result: 'not_allowed', message: 'Груз уже отправлен' });
    expect((await call('POST', '/api/uz/cargo/999999/codes/check', { codes: ['1'] })).statusCode).toBe(404);
  });

  it('lets an `own` caller fill only cargo their branch sends', async () => {
    const packer = await ownPacker();
    const incoming = await call('POST', '/api/uz/cargo', {
      sender_branch_id: 1,
      receiver_branch_id: 5,
      products: [{ product_id: 1, quantity: 1 }],
    });
    const id = incoming.json<{ data: CargoDetail }>().data.id;
    const check = await call('POST', `/api/uz/cargo/${id}/codes/check`, { codes: [third.code] }, packer);
    expect(checks(check)[0]).toMatchObject({
      result: 'not_allowed',
      message: 'Это может сделать только филиал-отправитель',
    });
    const add = await call(
      'POST',
      `/api/uz/cargo/${id}/products`,
      { items: [{ product_id: third.id, quantity: 1 }] },
      packer,
    );
    expect(errors(add)).toEqual([{ message: 'Это может сделать только филиал-отправитель' }]);
    // Cargo 1 (branches 1 → 2) is out of the packer's reach altogether.
    await state('cargo 1 is a draft from branch 1 to branch 2');
    expect((await call('POST', '/api/uz/cargo/1/codes/check', { codes: ['1'] }, packer)).statusCode).toBe(
      404,
    );
  });
});
