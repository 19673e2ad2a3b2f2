import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CargoDetail, CargoList, ErrorResponse } from '@karvon/contracts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';
import { logisticsStates } from './pact-states/logistics.ts';

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
const detail = (response: { json: <T>() => T }) => response.json<{ data: CargoDetail }>().data;
const state = (name: string) => logisticsStates(() => server.db.orm)[name]!();

describe('cargo (seeded)', () => {
  it('lists drafts first, then sent and received cargo, newest first', async () => {
    const list = (await call('GET', '/api/uz/cargo/list?per_page=50')).json<CargoList>();
    expect(new Set(list.data.map((c) => c.status))).toEqual(new Set(['draft', 'sent', 'received']));
    const firstOther = list.data.findIndex((c) => c.status !== 'draft');
    expect(list.data.slice(firstOther).some((c) => c.status === 'draft')).toBe(false);
    expect(
      (await call('GET', '/api/uz/cargo/list?status=sent'))
        .json<CargoList>()
        .data.every((c) => c.sent_at !== null),
    ).toBe(true);
  });

  it('shows an `own`-free manager (entry all) every cargo', async () => {
    expect((await call('GET', '/api/uz/cargo/list', undefined, manager)).statusCode).toBe(200);
  });
});

describe('cargo', () => {
  it('adds a cargo with products: totals, the sender’s car and driver, no comment', async () => {
    await state('cargo 1 is a draft from branch 1 to branch 2');
    const created = await call('POST', '/api/uz/cargo', {
      sender_branch_id: 1,
      receiver_branch_id: 3,
      products: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(detail(created)).toMatchObject({
      status: 'draft',
      number: 'CG-2026-0002',
      products_count: 2,
      total_amount: 2 * 4_250_000 + 16_900_000,
      total_volume_m3: 0.006,
      car_number: '01A123BC',
      driver: { id: 3 },
      comment: null,
      sent_at: null,
    });
  });

  it('refuses the same branch as sender and receiver, and a product twice', async () => {
    const same = await call('POST', '/api/uz/cargo', {
      sender_branch_id: 1,
      receiver_branch_id: 1,
      products: [
        { product_id: 1, quantity: 1 },
        { product_id: 1, quantity: 1 },
      ],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json<ErrorResponse>().errors).toEqual([
      { field: 'receiver_branch_id', message: 'Отправитель и получатель совпадают' },
      { field: 'products[1]', message: 'Продукт уже существует' },
    ]);
  });

  it('edits a draft (its lines replaced) and refuses to edit a sent cargo', async () => {
    await state('cargo 1 is a draft from branch 1 to branch 2');
    const edited = await call('PUT', '/api/uz/cargo/1', {
      sender_branch_id: 1,
      receiver_branch_id: 2,
      comment: 'Tezkor',
      products: [{ product_id: 2, quantity: 3 }],
    });
    expect(detail(edited)).toMatchObject({
      comment: 'Tezkor',
      products_count: 1,
      total_amount: 3 * 16_900_000,
      car_number: '01A123BC',
    });
    await state('cargo 1 is sent');
    const refused = await call('PUT', '/api/uz/cargo/1', {
      sender_branch_id: 1,
      receiver_branch_id: 2,
      products: [{ product_id: 1, quantity: 1 }],
    });
    expect(refused.json<ErrorResponse>().errors).toEqual([{ message: 'Груз уже отправлен' }]);
    expect((await call('GET', '/api/uz/cargo/999999')).statusCode).toBe(404);
  });

  it('limits an `own` caller to cargo of their branch, sent from it', async () => {
    await state('cargo 1 is a draft from branch 1 to branch 2');
    const packer = (await server.login({ phone: '998900000014', password: 'karvon-staff' })).access_token;
    const { eq } = await import('drizzle-orm');
    const { rolePermissions, users } = await import('../src/db/schema.ts');
    const [role] = await server.db.orm
      .select({ id: users.roleId })
      .from(users)
      .where(eq(users.phone, '998900000014'));
    await server.db.orm
      .insert(rolePermissions)
      .values({ roleId: role!.id!, key: 'cargo', value: 'own' })
      .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.key], set: { value: 'own' } });
    // The Bukhara packer (branch 5) sees nothing of cargo 1 (branches 1 → 2) and cannot send from branch 1.
    expect((await call('GET', '/api/uz/cargo/1', undefined, packer)).statusCode).toBe(404);
    const refused = await call(
      'POST',
      '/api/uz/cargo',
      { sender_branch_id: 1, receiver_branch_id: 5, products: [{ product_id: 1, quantity: 1 }] },
      packer,
    );
    expect(refused.json<ErrorResponse>().errors[0]?.field).toBe('sender_branch_id');
    const own = await call(
      'POST',
      '/api/uz/cargo',
      { sender_branch_id: 5, receiver_branch_id: 1, products: [{ product_id: 1, quantity: 1 }] },
      packer,
    );
    expect(own.statusCode).toBe(201);
    expect(
      (await call('GET', '/api/uz/cargo/list', undefined, packer))
        .json<CargoList>()
        .data.map((c) => c.sender_branch.id),
    ).toEqual([5]);
  });
});

describe('sending and receiving cargo', () => {
  const PACKER = { phone: '998900000014', password: 'karvon-staff' }; // branch 5 (Bukhara)

  /** The packer's role gets `own` on cargo; answers their token. */
  async function ownPacker() {
    const { eq } = await import('drizzle-orm');
    const { rolePermissions, users } = await import('../src/db/schema.ts');
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

  it('sends a draft once (sent_at set), then receives it once (received_at set)', async () => {
    await state('cargo 1 is a draft from branch 1 to branch 2');
    expect((await call('POST', '/api/uz/cargo/1/receive')).json<ErrorResponse>().errors).toEqual([
      { message: 'Груз ещё не отправлен' },
    ]);
    const sent = await call('POST', '/api/uz/cargo/1/send');
    expect(sent.statusCode).toBe(200);
    expect(detail(sent)).toMatchObject({ id: 1, status: 'sent', received_at: null, products_count: 1 });
    expect(Date.now() - Date.parse(detail(sent).sent_at!)).toBeLessThan(60_000);

    const again = await call('POST', '/api/uz/cargo/1/send');
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorResponse>().errors).toEqual([{ message: 'Груз уже отправлен' }]);

    const received = await call('POST', '/api/uz/cargo/1/receive');
    expect(received.statusCode).toBe(200);
    expect(detail(received)).toMatchObject({ status: 'received', sent_at: detail(sent).sent_at });
    expect(Date.now() - Date.parse(detail(received).received_at!)).toBeLessThan(60_000);
    const twice = await server.call({
      method: 'POST',
      url: '/api/uz/cargo/1/receive',
      token: admin,
      headers: { 'accept-language': 'uz' },
    });
    expect(twice.json<ErrorResponse>().errors).toEqual([{ message: 'Yuk allaqachon qabul qilingan' }]);
    expect((await call('POST', '/api/uz/cargo/999999/send')).statusCode).toBe(404);
    expect((await call('POST', '/api/uz/cargo/999999/receive')).statusCode).toBe(404);
  });

  it('never sends an empty cargo', async () => {
    await state('cargo 1 is a draft from branch 1 to branch 2');
    const { eq } = await import('drizzle-orm');
    const { cargoProducts } = await import('../src/db/schema.ts');
    await server.db.orm.delete(cargoProducts).where(eq(cargoProducts.cargoId, 1));
    const refused = await call('POST', '/api/uz/cargo/1/send');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().errors).toEqual([{ message: 'В грузе нет продуктов' }]);
    expect(detail(await call('GET', '/api/uz/cargo/1')).status).toBe('draft');
  });

  it('lets an `own` caller send from their branch and receive at it, nothing else', async () => {
    const packer = await ownPacker();
    const make = async (sender: number, receiver: number) =>
      detail(
        await call('POST', '/api/uz/cargo', {
          sender_branch_id: sender,
          receiver_branch_id: receiver,
          products: [{ product_id: 1, quantity: 1 }],
        }),
      ).id;
    const outgoing = await make(5, 1);
    const incoming = await make(1, 5);

    const notSender = await call('POST', `/api/uz/cargo/${incoming}/send`, undefined, packer);
    expect(notSender.statusCode).toBe(400);
    expect(notSender.json<ErrorResponse>().errors).toEqual([
      { message: 'Это может сделать только филиал-отправитель' },
    ]);
    expect((await call('POST', `/api/uz/cargo/${outgoing}/send`, undefined, packer)).statusCode).toBe(200);
    const notReceiver = await call('POST', `/api/uz/cargo/${outgoing}/receive`, undefined, packer);
    expect(notReceiver.json<ErrorResponse>().errors).toEqual([
      { message: 'Принять груз может только филиал-получатель' },
    ]);
    expect((await call('POST', `/api/uz/cargo/${outgoing}/receive`)).statusCode).toBe(200);

    expect((await call('POST', `/api/uz/cargo/${incoming}/send`)).statusCode).toBe(200);
    const taken = await call('POST', `/api/uz/cargo/${incoming}/receive`, undefined, packer);
    expect(detail(taken).status).toBe('received');
  });
});
