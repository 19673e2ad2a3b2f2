import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  CargoDetail,
  CargoList,
  ErrorResponse,
  Product,
  RegisterDetail,
  RegisterList,
} from '@karvon/contracts';
import { loadContract } from '../src/contract.ts';
import { cargoProducts, products, registerProducts } from '../src/db/schema.ts';
import { dereference, type Json } from './helpers/contract.ts';
import { contractOperations, validValue, type Schema } from './helpers/junk.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The junk sweep's other half: not junk, but the largest values the contract lets a client store (the dearest price,
 * the largest quantities and volume, the most lines), stored through the API and read back through every list and
 * item that adds them up. No answer is a 5xx; every total is an exact JSON integer (exact up to 2^53 − 1); a write
 * that would take a total past that is refused with a 400 naming the field. The maxima are read from the contract.
 */

const { components } = dereference((await loadContract()) as unknown as Json) as unknown as {
  components: { schemas: Record<string, Schema> };
};
const schemas = components.schemas;
/** The server's bound for an integer the contract gives no maximum (helpers/junk.ts). */
const INT32_MAX = 2_147_483_647;
const productInput = schemas.ProductInput!.properties!;
const cargoLines = schemas.CargoInput!.properties!.products!;
const registerLines = schemas.RegisterInput!.properties!.products!;

const MAX_AMOUNT = productInput.amount!.maximum!;
const MAX_STOCK = productInput.quantity!.maximum ?? INT32_MAX;
const MAX_VOLUME = productInput.volume_m3!.maximum ?? Number.MAX_VALUE;
const MAX_CARGO_QUANTITY = cargoLines.items!.properties!.quantity!.maximum ?? INT32_MAX;
const MAX_REGISTER_QUANTITY = schemas.RegisterProductInput!.properties!.quantity!.maximum ?? INT32_MAX;
const LINES = Math.min(cargoLines.maxItems!, registerLines.maxItems!);
/** The price of the many-line products: as dear as lets all lines at the largest quantity stay within 2^53 − 1. */
const LINE_AMOUNT = Math.floor(
  Number.MAX_SAFE_INTEGER / (LINES * Math.max(MAX_CARGO_QUANTITY, MAX_REGISTER_QUANTITY)),
);
const BUSINESS_DATE = '2099-01-01';

let server: TestServer;
let token: string;
const problems: string[] = [];
let dearest: Product;
const many: Product[] = [];
const stored = { cargo: [] as number[], registers: [] as number[] };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(ADMIN)).access_token;
});
afterAll(() => server?.close());

/** Sends a request; a 5xx, or a refusal that names no field, is noted as a problem. */
async function send(method: string, url: string, payload?: object): Promise<LightMyRequestResponse> {
  const response = await server.call({ method, url, token, ...(payload && { payload }) });
  const status = response.statusCode;
  if (status >= 500) problems.push(`${method} ${url} → ${status} ${response.body.slice(0, 200)}`);
  else if (status >= 400 && response.json<ErrorResponse>().errors.some((error) => error.field === undefined))
    problems.push(`${method} ${url} → ${status} without a field: ${response.body.slice(0, 200)}`);
  return response;
}

async function createProduct(index: number, amount: number): Promise<Product> {
  const boundary = 'extreme-boundary';
  const product = {
    name: `Extreme ${index}`,
    sku: `EXTREME-${index}`,
    code: `EXTREME${index}`,
    category: 'Extreme',
    quantity: MAX_STOCK,
    amount,
    volume_m3: MAX_VOLUME,
  };
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="product"\r\n\r\n`),
    Buffer.from(JSON.stringify(product)),
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n`),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.call({
    method: 'POST',
    url: '/api/uz/product',
    token,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Product }>().data;
}

const fieldsOf = (response: LightMyRequestResponse) =>
  response.json<ErrorResponse>().errors.map((error) => error.field);

it('stores the largest values the contract allows, and refuses with a 400 on the field what would pass 2^53 − 1', async () => {
  dearest = await createProduct(0, MAX_AMOUNT);
  many.push(await createProduct(1, LINE_AMOUNT));
  // The other lines' products go straight into the catalogue (the API's way was just shown); 1,000 uploads cost ~20 s.
  const rest = await server.db.orm
    .insert(products)
    .values(
      Array.from({ length: LINES - 1 }, (_, i) => ({
        name: `Extreme ${i + 2}`,
        sku: `EXTREME-${i + 2}`,
        code: `EXTREME${i + 2}`,
        category: 'Extreme',
        quantity: MAX_STOCK,
        amount: LINE_AMOUNT,
        volumeM3: MAX_VOLUME,
      })),
    )
    .returning({ id: products.id });
  many.push(...rest.map(({ id }) => ({ ...many[0]!, id })));

  const cargoOf = (lines: { product_id: number; quantity: number }[]) => ({
    sender_branch_id: 1,
    receiver_branch_id: 3,
    comment: 'Extreme',
    products: lines,
  });
  const registerOf = (lines: { product_id: number; quantity: number }[]) => ({
    kind: 'collected',
    branch_id: 1,
    business_date: BUSINESS_DATE,
    products: lines,
  });
  const manyLines = (quantity: number) => many.map((product) => ({ product_id: product.id, quantity }));
  const accepted = (response: LightMyRequestResponse, into: number[]) => {
    if (response.statusCode < 300) into.push(response.json<{ data: { id: number } }>().data.id);
    return response;
  };

  // Within 2^53 − 1: stored, with exact totals.
  const manyCargo = accepted(
    await send('POST', '/api/uz/cargo', cargoOf(manyLines(MAX_CARGO_QUANTITY))),
    stored.cargo,
  );
  expect(manyCargo.statusCode, manyCargo.body).toBe(201);
  expect(manyCargo.json<{ data: CargoDetail }>().data).toMatchObject({
    products_count: LINES,
    total_amount: LINES * MAX_CARGO_QUANTITY * LINE_AMOUNT,
    total_volume_m3: LINES * MAX_CARGO_QUANTITY * MAX_VOLUME,
  });
  const mostOfDearest = Math.min(MAX_CARGO_QUANTITY, Math.floor(Number.MAX_SAFE_INTEGER / MAX_AMOUNT));
  const dearCargo = accepted(
    await send('POST', '/api/uz/cargo', cargoOf([{ product_id: dearest.id, quantity: mostOfDearest }])),
    stored.cargo,
  );
  expect(dearCargo.statusCode, dearCargo.body).toBe(201);
  expect(dearCargo.json<{ data: CargoDetail }>().data.total_amount).toBe(mostOfDearest * MAX_AMOUNT);
  const manyRegister = accepted(
    await send('POST', '/api/uz/reestr', registerOf(manyLines(MAX_REGISTER_QUANTITY))),
    stored.registers,
  );
  expect(manyRegister.statusCode, manyRegister.body).toBe(201);
  expect(manyRegister.json<{ data: RegisterDetail }>().data.total_amount).toBe(
    LINES * MAX_REGISTER_QUANTITY * LINE_AMOUNT,
  );
  const registerId = manyRegister.json<{ data: RegisterDetail }>().data.id;

  // Past 2^53 − 1: a line, a document, a line added to a full register, a price raised under a full register.
  const dearLine = { product_id: dearest.id, quantity: MAX_CARGO_QUANTITY };
  const overLine = await send('POST', '/api/uz/cargo', cargoOf([dearLine]));
  const overDocument = await send(
    'POST',
    '/api/uz/cargo',
    cargoOf([...manyLines(MAX_CARGO_QUANTITY).slice(1), dearLine]),
  );
  const overEdit = await send('PUT', `/api/uz/cargo/${stored.cargo[1]}`, cargoOf([dearLine]));
  const overRegister = await send(
    'POST',
    '/api/uz/reestr',
    registerOf([{ product_id: dearest.id, quantity: MAX_REGISTER_QUANTITY }]),
  );
  const overAdded = await send('POST', `/api/uz/reestr/${registerId}/product`, {
    product_id: dearest.id,
    quantity: 1,
  });
  const { name, sku, code, category, quantity, volume_m3 } = many[0]!;
  const overPrice = await send('PUT', `/api/uz/product/${many[0]!.id}`, {
    ...{ name, sku, code, category, quantity, volume_m3 },
    amount: MAX_AMOUNT,
  });
  expect(problems).toEqual([]);
  expect(
    [overLine, overDocument, overEdit, overRegister, overAdded, overPrice].map((r) => [
      r.statusCode,
      fieldsOf(r),
    ]),
  ).toEqual([
    [400, ['products[0].quantity']],
    [400, [`products[${LINES - 1}].quantity`]],
    [400, ['products[0].quantity']],
    [400, ['products[0].quantity']],
    [400, ['quantity']],
    [400, ['amount']],
  ]);
}, 300_000);

it('reads every list and item that adds them up: never a 5xx, every total an exact integer', async () => {
  const reads = [
    ...stored.cargo.map((id) => `/api/uz/cargo/${id}`),
    ...stored.registers.map((id) => `/api/uz/reestr/${id}`),
    `/api/uz/product/${dearest.id}`,
    `/api/uz/product/${many[0]!.id}`,
    '/api/uz/cargo/list?per_page=500',
    '/api/uz/cargo/list?search=Extreme',
    `/api/uz/reestr/list?per_page=500&date_from=${BUSINESS_DATE}`,
    '/api/uz/reestr/list',
    '/api/uz/product/list?search=Extreme&per_page=500',
  ];
  // And every other list of the contract (statistics, registers of couriers, unknown goods…).
  for (const operation of await contractOperations()) {
    // Signing out is a GET too (SPEC §7), and the one that is not a read.
    if (operation.method !== 'GET' || operation.path.includes('{') || operation.id === 'logout') continue;
    const query = operation.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => `${parameter.name}=${encodeURIComponent(String(validValue(parameter.schema)))}`);
    reads.push(query.length > 0 ? `${operation.path}?${query.join('&')}` : operation.path);
  }
  const totals: unknown[] = [];
  for (const url of reads) {
    const response = await send('GET', url);
    if (response.statusCode !== 200) continue;
    JSON.parse(response.body, (key, value: unknown) => {
      if (key === 'total_amount' || key === 'amount') totals.push(value);
      return value;
    });
  }
  expect(problems).toEqual([]);
  expect(totals.filter((total) => !Number.isSafeInteger(total) || (total as number) < 0)).toEqual([]);

  const cargoList = (await send('GET', '/api/uz/cargo/list?search=Extreme')).json<CargoList>();
  expect(cargoList.data.map((cargo) => cargo.id).sort()).toEqual([...stored.cargo].sort());
  const registerList = (
    await send('GET', `/api/uz/reestr/list?date_from=${BUSINESS_DATE}`)
  ).json<RegisterList>();
  expect(registerList.data.map((register) => register.total_amount)).toEqual([
    LINES * MAX_REGISTER_QUANTITY * LINE_AMOUNT,
  ]);
}, 120_000);

it('still reads documents stored before these bounds: their totals are summed without overflow', async () => {
  // What the contract let a client store before: a price of 2^53 − 1 and a quantity of 2^31 − 1 on one line.
  const { orm } = server.db;
  await orm
    .update(cargoProducts)
    .set({ quantity: INT32_MAX, amount: Number.MAX_SAFE_INTEGER })
    .where(eq(cargoProducts.cargoId, stored.cargo[1]!));
  await orm.update(products).set({ amount: Number.MAX_SAFE_INTEGER }).where(eq(products.id, many[0]!.id));
  await orm
    .update(registerProducts)
    .set({ quantity: INT32_MAX })
    .where(eq(registerProducts.productId, many[0]!.id));
  for (const url of [
    `/api/uz/cargo/${stored.cargo[1]}`,
    `/api/uz/reestr/${stored.registers[0]}`,
    '/api/uz/cargo/list?search=Extreme',
    `/api/uz/reestr/list?date_from=${BUSINESS_DATE}`,
  ]) {
    // Not server.call: such a total is past the contract's bound now, and is answered as the nearest JSON number.
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  }
});
