import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, components } from '@karvon/contracts';
import { branches, users } from '../src/db/schema.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

type ApplicationList = components['schemas']['ApplicationList'];

/*
 * The list takes staff and branch names from a book kept per database snapshot and its rows from
 * `application_list_rows` (migration 0008); one application takes both from drizzle's select.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());

const page = async (query = 'per_page=100&status=finish') =>
  (
    await server.call({ method: 'GET', url: `/api/uz/application/list?${query}`, token: admin })
  ).json<ApplicationList>().data;
type DetailedApplication = components['schemas']['ApplicationDetail'];
const one = async (id: number) =>
  (await server.call({ method: 'GET', url: `/api/uz/application/${id}`, token: admin })).json<{
    data: DetailedApplication;
  }>().data;
const refsOf = (application: Application) => ({
  driver: application.driver,
  register_branch: application.register_branch,
  sale_branch: application.sale_branch,
  write_off_branch: application.write_off_branch,
  online_user: application.online_user,
  agent: application.agent,
});

describe('names on the application list', () => {
  it('are the names the application itself shows, page after page', async () => {
    for (const query of ['per_page=100', 'per_page=100&page=2', 'per_page=50&status=finish']) {
      const rows = await page(query);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows.slice(0, 15)) expect(refsOf(row)).toEqual(refsOf(await one(row.id)));
    }
  });

  it('are the application itself, field for field, in every sort order', async () => {
    const details = ({
      products: _p,
      process: _s,
      files: _f,
      comments: _c,
      step_back_to: _b,
      ...application
    }: DetailedApplication) => application;
    for (const query of [
      'per_page=100',
      'per_page=50&page=3&sort=delivery_deadline',
      'per_page=50&sort=-time_spent_minutes',
      'per_page=50&frozen=true',
    ]) {
      const rows = await page(query);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows.slice(0, 25)) {
        const application = details(await one(row.id));
        // Time spent is counted from now(): a minute may turn between the two requests.
        if (application.time_spent_minutes !== row.time_spent_minutes) {
          const { time_spent_minutes: _listed, timing: _listedTiming, ...listed } = row;
          const { time_spent_minutes: _shown, timing: _shownTiming, ...shown } = application;
          expect(listed).toEqual(shown);
        } else expect(row).toEqual(application);
      }
    }
  });

  it('shows a renamed driver and branch on the very next request', async () => {
    const withDriver = (await page()).find((row) => row.driver !== null)!;
    const driverId = withDriver.driver!.id;
    const branchId = withDriver.register_branch.id;
    const [driver] = await server.db.orm
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, driverId));
    const [branch] = await server.db.orm
      .select({ name: branches.name })
      .from(branches)
      .where(eq(branches.id, branchId));
    await page();
    await server.db.orm.update(users).set({ name: 'Yangi Haydovchi' }).where(eq(users.id, driverId));
    await server.db.orm.update(branches).set({ name: 'Yangi filial' }).where(eq(branches.id, branchId));
    try {
      const again = (await page()).find((row) => row.id === withDriver.id)!;
      expect(again.driver).toEqual({ id: driverId, name: 'Yangi Haydovchi' });
      expect(again.register_branch).toEqual({ id: branchId, name: 'Yangi filial' });
    } finally {
      await server.db.orm.update(users).set({ name: driver!.name }).where(eq(users.id, driverId));
      await server.db.orm.update(branches).set({ name: branch!.name }).where(eq(branches.id, branchId));
    }
    const restored = (await page()).find((row) => row.id === withDriver.id)!;
    expect(restored.driver?.name).toBe(driver!.name);
  });
});
