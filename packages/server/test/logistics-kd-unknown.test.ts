import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KdRegisterDetail, KdRegisterList, UnknownProductList } from '@karvon/contracts';
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

const call = (url: string, token = admin) => server.call({ method: 'GET', url, token });

describe('courier-delivery registers', () => {
  it('lists the seeded registers of the drivers with their applications counted', async () => {
    const list = (await call('/api/uz/kdreestr/list?per_page=50')).json<KdRegisterList>();
    expect(list.meta.total).toBeGreaterThan(0);
    expect(list.data.some((r) => r.applications_count > 0)).toBe(true);
    expect(list.data.every((r) => r.delivered_count <= r.applications_count)).toBe(true);
    const byDriver = (await call('/api/uz/kdreestr/list?driver_id=3')).json<KdRegisterList>();
    expect(byDriver.data.every((r) => r.driver?.id === 3)).toBe(true);
    const found = (
      await call(`/api/uz/kdreestr/list?search=${encodeURIComponent('Бекзод')}`)
    ).json<KdRegisterList>();
    expect(found.meta.total).toBe(byDriver.meta.total);
  });

  it('shows a register with its applications, and 404 for a missing one', async () => {
    await logisticsStates(() => server.db.orm)['courier-delivery register 1 exists']!();
    const register = (await call('/api/uz/kdreestr/1')).json<{ data: KdRegisterDetail }>().data;
    expect(register).toMatchObject({ number: 'KD-2026-1120-03', applications_count: 1, driver: { id: 3 } });
    expect(register.applications.map((a) => a.order_id)).toEqual(['ORD-2026-000123']);
    expect((await call('/api/uz/kdreestr/999999')).statusCode).toBe(404);
  });

  it('shows an `own` manager (branch 2) only the registers of their branch or that they drive', async () => {
    const own = (await call('/api/uz/kdreestr/list?per_page=100', manager)).json<KdRegisterList>();
    expect(own.data.every((r) => r.branch.id === 2 || r.driver?.id === 2)).toBe(true);
    expect((await call('/api/uz/kdreestr/1', manager)).statusCode).toBe(404);
  });
});

describe('unknown goods', () => {
  it('lists goods found in branches, searchable by code, SKU or IMEI', async () => {
    const list = (await call('/api/uz/unknown/list?per_page=50')).json<UnknownProductList>();
    expect(list.meta.total).toBeGreaterThanOrEqual(12);
    const [first] = list.data;
    const bySku = (await call(`/api/uz/unknown/list?search=${first!.sku}`)).json<UnknownProductList>();
    expect(bySku.data.map((u) => u.id)).toContain(first!.id);
    const branch = (await call('/api/uz/unknown/list?branch_id=2&per_page=50')).json<UnknownProductList>();
    expect(branch.data.every((u) => u.branch.id === 2)).toBe(true);
    expect(
      (await call('/api/uz/unknown/list?date_from=2000-01-01&date_to=2000-01-31')).json<UnknownProductList>()
        .data,
    ).toEqual([]);
  });

  it('refuses the manager, whose unknown entry is 0', async () => {
    expect((await call('/api/uz/unknown/list', manager)).statusCode).toBe(403);
  });
});
