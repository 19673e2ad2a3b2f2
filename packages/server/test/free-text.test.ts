import type {
  CargoDetail,
  ErrorResponse,
  FrozenApplicationList,
  Product,
  TimeHistory,
} from '@karvon/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { applicationComments } from '../src/db/schema.ts';
import { resetApplicationFixtures } from './helpers/application-fixtures.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';
import { logisticsStates, putProduct } from './pact-states/logistics.ts';

/**
 * Free text people type is stored trimmed (src/free-text.ts): an optional one of only spaces is null, a required one
 * of only spaces is refused on its field as missing, in the request's language.
 */

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());
beforeEach(async () => {
  await resetApplicationFixtures(server.db.orm);
});

const call = (method: string, url: string, payload?: object, language = 'ru') =>
  server.call({
    method,
    url,
    token: admin,
    headers: { 'accept-language': language },
    ...(payload && { payload }),
  });
const errorsOf = (response: { json: <T>() => T }) => response.json<ErrorResponse>().errors;
const BLANK = ' \t\n\u00a0 ';

it('keeps a packing-time comment of only spaces as no comment, and trims one with words', async () => {
  expect((await call('POST', '/api/uz/wating_time/1/time', { minutes: 5, comment: BLANK })).statusCode).toBe(
    200,
  );
  expect(
    (await call('POST', '/api/uz/wating_time/1/time', { minutes: 5, comment: '  Kutilmoqda \n' })).statusCode,
  ).toBe(200);
  const history = (await call('GET', '/api/uz/wating_time/1/history')).json<{ data: TimeHistory[] }>().data;
  expect(history.slice(-2).map((entry) => entry.comment)).toEqual([null, 'Kutilmoqda']);
});

it('keeps a cargo comment of only spaces (or none) as null, and trims one with words', async () => {
  await logisticsStates(() => server.db.orm)['cargo 1 is a draft from branch 1 to branch 2']!();
  const cargo = { sender_branch_id: 1, receiver_branch_id: 3, products: [{ product_id: 1, quantity: 1 }] };
  const blank = await call('POST', '/api/uz/cargo', { ...cargo, comment: BLANK });
  expect(blank.json<{ data: CargoDetail }>().data.comment).toBeNull();
  const none = await call('POST', '/api/uz/cargo', cargo);
  expect(none.json<{ data: CargoDetail }>().data.comment).toBeNull();
  const edited = await call('PUT', '/api/uz/cargo/1', {
    ...cargo,
    receiver_branch_id: 2,
    comment: '  Tezkor ',
  });
  expect(edited.json<{ data: CargoDetail }>().data.comment).toBe('Tezkor');
});

it('refuses a comment on an application of only spaces as missing, storing nothing', async () => {
  const before = await server.db.orm
    .select({ n: count() })
    .from(applicationComments)
    .where(eq(applicationComments.applicationId, 1));
  const blank = await call('POST', '/api/uz/application/1/comment', { text: BLANK }, 'uz');
  expect(blank.statusCode).toBe(400);
  expect(errorsOf(blank)).toEqual([{ field: 'text', message: "Bu maydon to'ldirilishi shart" }]);
  const after = await server.db.orm
    .select({ n: count() })
    .from(applicationComments)
    .where(eq(applicationComments.applicationId, 1));
  expect(after).toEqual(before);
  const added = await call('POST', '/api/uz/application/1/comment', { text: ' Mijoz kutmoqda ' });
  expect(added.statusCode).toBe(201);
  expect(added.json<{ data: { text: string } }>().data.text).toBe('Mijoz kutmoqda');
});

it('refuses a freeze or a close whose reason is only spaces, and keeps a reason trimmed', async () => {
  const blank = await call('POST', '/api/uz/application/1/freeze', { reason: BLANK });
  expect(blank.statusCode).toBe(400);
  expect(errorsOf(blank)).toEqual([{ field: 'reason', message: 'Это поле является обязательным' }]);
  expect(
    (await call('POST', '/api/uz/application/1/freeze', { reason: '  Mijoz javob bermayapti ' })).statusCode,
  ).toBe(200);
  const frozen = (
    await call('GET', '/api/uz/freeze_application/list?per_page=100')
  ).json<FrozenApplicationList>();
  expect(frozen.data.find((row) => row.id === 1)?.reason).toBe('Mijoz javob bermayapti');
  const close = await call('POST', '/api/uz/freeze_application/1/close', { reason: BLANK }, 'uz-Cyrl');
  expect(errorsOf(close)).toEqual([{ field: 'reason', message: 'Бу майдон тўлдирилиши шарт' }]);
  const closeMany = await call('POST', '/api/uz/freeze_application/close', { ids: [1], reason: BLANK });
  expect(errorsOf(closeMany)).toEqual([{ field: 'reason', message: 'Это поле является обязательным' }]);
});

it('stores a product’s texts trimmed: a blank name refused, a blank brand or colour cleared', async () => {
  await putProduct(server.db.orm, 1, 'draft');
  // Product 1's own SKU and code (the application fixtures look it up by SKU), typed with spaces around.
  const product = {
    name: '  Samsung Galaxy A55 8/256 ',
    sku: ' SM-A556E-256',
    code: '8806095467412 ',
    category: 'Smartfonlar',
    quantity: 5,
    amount: 3_100_000,
    volume_m3: 0.12,
    brand: BLANK,
    color: ' Qora ',
  };
  const saved = (await call('PUT', '/api/uz/product/1', product)).json<{ data: Product }>().data;
  expect(saved).toMatchObject({
    name: 'Samsung Galaxy A55 8/256',
    sku: 'SM-A556E-256',
    code: '8806095467412',
  });
  expect(saved).toMatchObject({ brand: null, color: 'Qora' });
  const blank = await call('PUT', '/api/uz/product/1', { ...product, name: BLANK });
  expect(errorsOf(blank)).toEqual([{ field: 'name', message: 'Это поле является обязательным' }]);
});

it('refuses a role name of only spaces and keeps one trimmed (the admin area follows the same helper)', async () => {
  const blank = await call('POST', '/api/uz/role', { name: BLANK, color: '#336699' });
  expect(blank.statusCode).toBe(400);
  expect(errorsOf(blank)).toEqual([{ field: 'name', message: 'Это поле является обязательным' }]);
  const created = await call('POST', '/api/uz/role', { name: '  Omborchi yordamchisi ', color: '#336699' });
  expect(created.statusCode).toBe(201);
  expect(created.json<{ data: { name: string } }>().data.name).toBe('Omborchi yordamchisi');
});
