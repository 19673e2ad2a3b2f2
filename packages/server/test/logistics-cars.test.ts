import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car, CarList, ErrorResponse } from '@karvon/contracts';
import { cars, orderAttachmentApplications, orderAttachments } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';
import { putAtStep, resetApplicationFixtures } from './helpers/application-fixtures.ts';

const DRIVER = { phone: '998900000003', password: 'karvon-staff' };

let server: TestServer;
let admin: string;
let manager: string;
let driver: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
  driver = (await server.login(DRIVER)).access_token;
});
afterAll(() => server.close());

const get = (url: string, token = admin) => server.call({ method: 'GET', url, token });
const send = (method: string, url: string, payload: unknown, token = admin) =>
  server.call({ method, url, payload: payload as object, token });

describe('cars', () => {
  it('lists the seeded fleet with attached drivers and finds a plate typed with spaces', async () => {
    const list = (await get('/api/uz/car/list?per_page=50')).json<CarList>();
    expect(list.meta.total).toBeGreaterThanOrEqual(8);
    expect(list.data.find((car) => car.government_number === '01A456KA')?.users).toHaveLength(1);
    const found = (await get('/api/uz/car/list?search=01%20a%20456')).json<CarList>();
    expect(found.data.map((car) => car.government_number)).toEqual(['01A456KA']);
  });

  it('finds a driver typed in the other script', async () => {
    const found = (
      await get(`/api/uz/car/list?search=${encodeURIComponent('Sardor Xolmatov')}`)
    ).json<CarList>();
    expect(found.data.map((car) => car.government_number)).toContain('01B789MA');
    const cyrillic = (await get(`/api/uz/car/list?search=${encodeURIComponent('Бекзод')}`)).json<CarList>();
    expect(cyrillic.data.map((car) => car.government_number)).toContain('01A456KA');
  });

  it('adds a car, attaching the staff member named as its driver, and refuses a taken plate', async () => {
    const created = await send('POST', '/api/uz/car', {
      model: 'Isuzu NPR',
      government_number: '10Z321ZZ',
      driver_name: 'Bekzod Tursunov',
      branch_id: 1,
    });
    expect(created.statusCode).toBe(201);
    const car = created.json<{ data: Car }>().data;
    expect(car).toMatchObject({ status: 'active', government_number: '10Z321ZZ' });
    expect(car.users.map((user) => user.name)).toEqual(['Бекзод Турсунов']);

    const again = await send('POST', '/api/uz/car', { model: 'Labo', government_number: '10Z321ZZ' });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorResponse>().errors).toEqual([
      { field: 'government_number', message: 'Машина с таким номером уже есть' },
    ]);
    const edit = await send('PUT', `/api/uz/car/${car.id}`, {
      model: 'Isuzu NPR',
      government_number: '01A456KA',
    });
    expect(edit.statusCode).toBe(400);
  });

  it('replaces the attached users and names an unknown user by its place', async () => {
    const [car] = await server.db.orm
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.governmentNumber, '01C321TA'));
    const set = await send('PUT', `/api/uz/car/${car!.id}/users`, { user_ids: [4, 5] });
    expect(set.json<{ data: Car }>().data.users.map((user) => user.id)).toEqual([4, 5]);
    const refused = await send('PUT', `/api/uz/car/${car!.id}/users`, { user_ids: [4, 999_999] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().errors[0]?.field).toBe('user_ids[1]');
    const cleared = await send('PUT', `/api/uz/car/${car!.id}/users`, { user_ids: [] });
    expect(cleared.json<{ data: Car }>().data.users).toEqual([]);
  });

  it('keeps a car on a route active, and lets it go once the goods are delivered', async () => {
    await resetApplicationFixtures(server.db.orm);
    await putAtStep(server.db.orm, [1], 'out_for_delivery');
    const [attachment] = await server.db.orm
      .insert(orderAttachments)
      .values({ carId: 1, driverId: 3 })
      .returning({ id: orderAttachments.id });
    await server.db.orm
      .insert(orderAttachmentApplications)
      .values({ attachmentId: attachment!.id, applicationId: 1 });
    await server.db.orm.update(cars).set({ status: 'active' }).where(eq(cars.id, 1));

    const refused = await send('PUT', '/api/uz/car/1/status', { status: 'repair' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().errors[0]?.message).toBe('Машина в рейсе');
    const uz = await server.call({
      method: 'PUT',
      url: '/api/uz/car/1/status',
      payload: { status: 'repair' },
      token: admin,
      headers: { 'accept-language': 'uz' },
    });
    expect(uz.json<ErrorResponse>().errors[0]?.message).toBe('Mashina reysda');

    await putAtStep(server.db.orm, [1], 'delivered');
    const repaired = await send('PUT', '/api/uz/car/1/status', { status: 'repair' });
    expect(repaired.json<{ data: Car }>().data.status).toBe('repair');
    await send('PUT', '/api/uz/car/1/status', { status: 'active' });
  });

  it('answers 404 for a car that does not exist', async () => {
    expect((await get('/api/uz/car/999999')).statusCode).toBe(404);
  });

  it('shows an `own` driver the cars of their branch and the cars they are attached to only', async () => {
    const ownAnswer = await get('/api/uz/car/list?per_page=100', driver);
    expect(ownAnswer.statusCode, server.logs.filter((l) => l.includes('"level":50')).join('\n')).toBe(200);
    const own = ownAnswer.json<CarList>();
    expect(own.data.length).toBeGreaterThan(0);
    for (const car of own.data) {
      expect(car.branch?.id === 1 || car.users.some((user) => user.id === 3)).toBe(true);
    }
    const [elsewhere] = await server.db.orm
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.governmentNumber, '30D555SA'));
    expect((await get(`/api/uz/car/${elsewhere!.id}`, driver)).statusCode).toBe(404);
    // The manager's entry is `1`: every car.
    const all = (await get('/api/uz/car/list?per_page=100', manager)).json<CarList>();
    expect(all.meta.total).toBeGreaterThan(own.meta.total);
  });
});
