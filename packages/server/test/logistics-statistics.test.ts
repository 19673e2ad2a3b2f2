import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BranchStatistics,
  BranchStatisticsDetail,
  CategoryPoint,
  DeliveryStatistics,
  HourlyPoint,
  SalesAnalytics,
} from '@karvon/contracts';
import { count } from 'drizzle-orm';
import { applications } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';
import { putAtStep, resetApplicationFixtures } from './helpers/application-fixtures.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());

const data = async <T>(url: string, token = admin) => {
  const answer = await server.call({ method: 'GET', url, token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: T }>().data;
};

describe('statistics over the seeded applications', () => {
  it('counts every application once, by step and by timing', async () => {
    const [all] = await server.db.orm.select({ n: count() }).from(applications);
    const stats = await data<DeliveryStatistics>('/api/uz/dashboard/delivery');
    expect(stats.total).toBe(all!.n);
    const { start, middle, late, very_slow } = stats.by_timing;
    expect(start + middle + late + very_slow).toBe(stats.total);
    expect(stats.delivered).toBeGreaterThan(0);
    const branches = await data<BranchStatistics[]>('/api/uz/dashboard/branch');
    expect(branches.reduce((sum, b) => sum + b.total, 0)).toBe(stats.total);
    const hourly = await data<HourlyPoint[]>('/api/uz/dashboard/hourly');
    expect(hourly.reduce((sum, h) => sum + h.created, 0)).toBe(stats.total);
    expect(hourly.some((h) => h.delivered > 0)).toBe(true);
  });

  it('adds the sales up by day and by branch', async () => {
    const sales = await data<SalesAnalytics>('/api/uz/analytic/sales');
    expect(sales.by_day.reduce((sum, d) => sum + d.amount, 0)).toBe(sales.total_amount);
    expect(sales.by_branch.reduce((sum, b) => sum + b.orders, 0)).toBe(sales.orders);
    expect(sales.average_amount).toBe(Math.round(sales.total_amount / sales.orders));
  });

  it('answers empty statistics for a period without applications', async () => {
    expect(
      await data<HourlyPoint[]>('/api/uz/dashboard/hourly?date_from=2000-01-01&date_to=2000-01-31'),
    ).toEqual([]);
    const sales = await data<SalesAnalytics>(
      '/api/uz/analytic/sales?date_from=2000-01-01&date_to=2000-01-31',
    );
    expect(sales).toEqual({ total_amount: 0, orders: 0, average_amount: 0, by_day: [], by_branch: [] });
  });
});

describe('statistics of the fixtures', () => {
  it('counts the pacts’ applications of 20 November 2026 in branch 1', async () => {
    await resetApplicationFixtures(server.db.orm);
    await putAtStep(server.db.orm, [3], 'delivered');
    const period = 'date_from=2026-11-01&date_to=2026-11-30';
    const stats = await data<DeliveryStatistics>(`/api/uz/dashboard/delivery?${period}&branch_id=1`);
    expect(stats).toMatchObject({ total: 3, delivered: 1, frozen: 0 });
    expect(await data<CategoryPoint[]>(`/api/uz/dashboard/category?${period}`)).toEqual([
      { category: 'Smartfonlar', quantity: 3, amount: 3 * 4_250_000 },
    ]);
    const detail = await data<BranchStatisticsDetail>(`/api/uz/dashboard/branch/1?${period}`);
    expect(detail.by_step).toEqual([
      { step: 'packing', count: 2 },
      { step: 'delivered', count: 1 },
    ]);
    const hourly = await data<HourlyPoint[]>(`/api/uz/dashboard/hourly?${period}`);
    expect(hourly).toEqual([{ hour: 9, created: 3, delivered: 0 }]);
    const sales = await data<SalesAnalytics>(`/api/uz/analytic/sales?${period}`);
    expect(sales.by_day).toEqual([{ date: '2026-11-20', amount: 3 * 4_250_000, orders: 3 }]);
    expect(sales.by_branch.map((b) => b.branch.id)).toEqual([2]);
    const missing = await server.call({
      method: 'GET',
      url: '/api/uz/dashboard/branch/999999',
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses the manager, whose dashboard entry is 0', async () => {
    const manager = (await server.login(MANAGER)).access_token;
    expect(
      (await server.call({ method: 'GET', url: '/api/uz/dashboard/delivery', token: manager })).statusCode,
    ).toBe(403);
  });
});
