import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  Application,
  ErrorResponse,
  MovementList,
  OrderAttachment,
  OrderAttachmentList,
} from '@karvon/contracts';
import { applications, cars } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';
import { putAtStep, resetApplicationFixtures } from './helpers/application-fixtures.ts';
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

describe('movement (seeded)', () => {
  it('lists moves between branches read off the applications, newest first, searchable in either script', async () => {
    const list = (await call('GET', '/api/uz/movement/list?per_page=50')).json<MovementList>();
    expect(list.meta.total).toBeGreaterThan(0);
    expect(list.data.every((move) => move.from_branch.id !== move.to_branch.id)).toBe(true);
    const moved = list.data.map((move) => Date.parse(move.moved_at));
    expect(moved).toEqual([...moved].sort((a, b) => b - a));
    const first = list.data[0]!;
    const byOrder = (
      await call('GET', `/api/uz/movement/list?search=${first.order_id}`)
    ).json<MovementList>();
    expect(byOrder.data.map((move) => move.id)).toContain(first.id);
    const latin = (
      await call('GET', `/api/uz/movement/list?search=Samarqand&per_page=1`)
    ).json<MovementList>();
    const cyrillic = (
      await call('GET', `/api/uz/movement/list?search=${encodeURIComponent('Самарканд')}&per_page=1`)
    ).json<MovementList>();
    expect(latin.meta.total).toBe(cyrillic.meta.total);
    expect(latin.meta.total).toBeGreaterThan(0);
  });

  it('has seeded attachments of the staff drivers’ cars', async () => {
    const list = (await call('GET', '/api/uz/order_attachment/list')).json<OrderAttachmentList>();
    expect(list.meta.total).toBeGreaterThan(0);
    expect(list.data.every((a) => a.application_ids.length > 0 && a.created_by !== null)).toBe(true);
  });
});

describe('order attachment', () => {
  beforeEach(async () => {
    await logisticsStates(() => server.db.orm)[
      'car 1 with driver 3 is active and applications 1 and 2 are ready to load'
    ]!();
  });

  it('attaches ready applications to an active car: they become driver_selected with its driver and plate', async () => {
    const created = await call('POST', '/api/uz/order_attachment', {
      car_id: 1,
      driver_id: 3,
      application_ids: [1, 2],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ data: OrderAttachment }>().data).toMatchObject({
      car: { id: 1, government_number: '01A123BC' },
      driver: { id: 3 },
      application_ids: [1, 2],
      created_by: { id: 1 },
    });
    const application = (await call('GET', '/api/uz/application/1')).json<{ data: Application }>().data;
    expect(application).toMatchObject({
      status: 'driver_selected',
      step: 'ready_to_load',
      car_number: '01A123BC',
      driver: { id: 3 },
    });
    const found = await call(
      'GET',
      `/api/uz/application/list?search=${encodeURIComponent('Бекзод Турсунов')}`,
    );
    expect(found.json<{ data: Application[] }>().data.map((a) => a.id)).toEqual(
      expect.arrayContaining([1, 2]),
    );
    // Now on a route: the car cannot leave active.
    expect((await call('PUT', '/api/uz/car/1/status', { status: 'repair' })).statusCode).toBe(400);
    const byCar = (
      await call('GET', '/api/uz/order_attachment/list?car_id=1&driver_id=3')
    ).json<OrderAttachmentList>();
    expect(byCar.data.map((a) => a.application_ids)).toContainEqual([1, 2]);
  });

  it('adds the car and driver to the search column once, however often an application comes back to them', async () => {
    const searchTextOf = async () => {
      const [row] = await server.db.orm
        .select({ text: applications.searchText })
        .from(applications)
        .where(eq(applications.id, 1));
      return row!.text;
    };
    const attach = () =>
      call('POST', '/api/uz/order_attachment', { car_id: 1, driver_id: 3, application_ids: [1] });
    expect((await attach()).statusCode).toBe(201);
    const once = await searchTextOf();
    for (let round = 0; round < 3; round += 1) {
      // Back to ready (a step back, say), then attached to the same car again.
      await logisticsStates(() => server.db.orm)[
        'car 1 with driver 3 is active and applications 1 and 2 are ready to load'
      ]!();
      await server.db.orm.update(applications).set({ searchText: once }).where(eq(applications.id, 1));
      expect((await attach()).statusCode).toBe(201);
      expect(await searchTextOf()).toBe(once);
    }
  });

  it('refuses all when one application is attached or not ready, naming each by its place', async () => {
    await logisticsStates(() => server.db.orm)['application 2 is already attached to a car']!();
    await putAtStep(server.db.orm, [3], 'packing');
    const refused = await call('POST', '/api/uz/order_attachment', {
      car_id: 1,
      driver_id: 3,
      application_ids: [1, 2, 3, 999_999],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().errors).toEqual([
      { field: 'application_ids[1]', message: 'Заявка уже прикреплена к машине' },
      { field: 'application_ids[2]', message: 'Заявка не готова к погрузке' },
      { field: 'application_ids[3]', message: 'Запись не найдена' },
    ]);
    const application = (await call('GET', '/api/uz/application/1')).json<{ data: Application }>().data;
    expect(application.status).toBe('collected');
  });

  it('refuses a car that is not active', async () => {
    await server.db.orm.update(cars).set({ status: 'repair' }).where(eq(cars.id, 1));
    const refused = await call('POST', '/api/uz/order_attachment', {
      car_id: 1,
      driver_id: 3,
      application_ids: [1],
    });
    expect(refused.json<ErrorResponse>().errors).toEqual([{ field: 'car_id', message: 'Машина не активна' }]);
  });

  it('shows nothing of January 2000, and an `own`-less manager (entry 1) everything', async () => {
    const none = (
      await call('GET', '/api/uz/order_attachment/list?date_from=2000-01-01&date_to=2000-01-31')
    ).json<OrderAttachmentList>();
    expect(none.data).toEqual([]);
    expect((await call('GET', '/api/uz/order_attachment/list', undefined, manager)).statusCode).toBe(200);
  });
});

describe('movement of the fixtures', () => {
  it('answers the pact state’s move in November 2026 and scopes an `own` driver to their moves', async () => {
    await resetApplicationFixtures(server.db.orm);
    await logisticsStates(() => server.db.orm)['application 1 moved from branch 1 to branch 2']!();
    const list = (
      await call('GET', '/api/uz/movement/list?date_from=2026-11-01&date_to=2026-11-30&branch_id=2')
    ).json<MovementList>();
    expect(list.data.map((move) => move.application_id)).toEqual([1]);
    const driver = (await server.login({ phone: '998900000005', password: 'karvon-staff' })).access_token;
    const { rolePermissions, users } = await import('../src/db/schema.ts');
    const [role] = await server.db.orm.select({ id: users.roleId }).from(users).where(eq(users.id, 5));
    await server.db.orm
      .insert(rolePermissions)
      .values({ roleId: role!.id!, key: 'movement', value: 'own' })
      .onConflictDoNothing();
    // Driver 5 works in Samarkand (branch 4) and drove nothing of the fixtures.
    expect((await call('GET', '/api/uz/movement/list', undefined, driver)).json<MovementList>().data).toEqual(
      [],
    );
  });
});
