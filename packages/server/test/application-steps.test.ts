import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStep, ErrorResponse, components } from '@karvon/contracts';
import { applications, applicationSteps } from '../src/db/schema.ts';
import { APPLICATION_STEPS } from '../src/domain/application-enums.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

type Schemas = components['schemas'];
type ApplicationList = Schemas['ApplicationList'];
type ApplicationData = Schemas['ApplicationData'];
type ApplicationDetailData = Schemas['ApplicationDetailData'];

const STEPS: readonly ApplicationStep[] = APPLICATION_STEPS;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());

const get = (url: string) => server.call({ method: 'GET', url, token: admin });
const post = (url: string, payload?: object) =>
  server.call({ method: 'POST', url, token: admin, ...(payload && { payload }) });
const detail = async (id: number) =>
  (await get(`/api/uz/application/${id}`)).json<ApplicationDetailData>().data;

/** The application's row and history as they are, and a way to put them back after a change. */
async function saved(id: number): Promise<() => Promise<void>> {
  const { orm } = server.db;
  // What change_step and step_back write: the workflow's columns and the history.
  const [row] = await orm
    .select({
      step: applications.step,
      status: applications.status,
      stepStartedAt: applications.stepStartedAt,
      stepDurationMinutes: applications.stepDurationMinutes,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.id, id));
  const history = await orm.select().from(applicationSteps).where(eq(applicationSteps.applicationId, id));
  return async () => {
    await orm.delete(applicationSteps).where(eq(applicationSteps.applicationId, id));
    if (history.length > 0) await orm.insert(applicationSteps).overridingSystemValue().values(history);
    await orm.update(applications).set(row!).where(eq(applications.id, id));
  };
}

describe('step back follows the application’s own history', () => {
  it('goes forward twice, back twice to where it started, and refuses a third step back', async () => {
    const { data } = (
      await get('/api/uz/application/list?step=registered&frozen=false&per_page=5')
    ).json<ApplicationList>();
    const id = data.find((row) => row.status !== 'reject')!.id;
    expect(
      (await post('/api/uz/application/change_step', { ids: [id], step: 'collecting' })).statusCode,
    ).toBe(200);
    expect((await post('/api/uz/application/change_step', { ids: [id], step: 'packing' })).statusCode).toBe(
      200,
    );

    const back = (await post(`/api/uz/application/${id}/step_back`)).json<ApplicationData>().data;
    expect(back.step).toBe('collecting');
    const again = (await post(`/api/uz/application/${id}/step_back`)).json<ApplicationData>().data;
    expect(again.step).toBe('registered');
    expect((await detail(id)).step_back_to).toBeNull();

    const third = await post(`/api/uz/application/${id}/step_back`);
    expect(third.statusCode).toBe(400);
    expect(third.json<ErrorResponse>().errors[0]?.message).toBe('Заявка уже на первом шаге');
    expect((await detail(id)).step).toBe('registered');
  });
});

describe('next_steps and step_back_to say exactly what the server will do', () => {
  it('refuses step back where the history names no earlier step, and says so beforehand', async () => {
    const { data } = (
      await get('/api/uz/application/list?step=packing&frozen=false&per_page=5')
    ).json<ApplicationList>();
    const id = data.find((row) => row.status !== 'reject')!.id;
    const restore = await saved(id);
    // An application taken over at packing with no history before it (an import, say).
    await server.db.orm.delete(applicationSteps).where(eq(applicationSteps.applicationId, id));

    expect((await detail(id)).step_back_to).toBeNull();
    const refused = await server.call({
      method: 'POST',
      url: `/api/uz/application/${id}/step_back`,
      token: admin,
      headers: { 'accept-language': 'uz' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().errors).toEqual([
      { message: "Ariza tarixida qaytish mumkin bo'lgan bosqich yo'q" },
    ]);
    expect((await detail(id)).step).toBe('packing');
    await restore();
  });

  it('for seeded applications at every step, in work, frozen and closed', async () => {
    const picked: ApplicationList['data'] = [];
    for (const step of STEPS) {
      const rows = (await get(`/api/uz/application/list?step=${step}&per_page=100`)).json<ApplicationList>()
        .data;
      const inWork = rows.find((row) => !row.is_frozen && row.status !== 'reject');
      const frozen = rows.find((row) => row.is_frozen);
      const closed = rows.find((row) => row.status === 'reject');
      picked.push(...[inWork, frozen, closed].filter((row) => row !== undefined));
    }
    expect(new Set(picked.map((row) => row.step)).size).toBe(STEPS.length);
    expect(picked.some((row) => row.is_frozen)).toBe(true);
    expect(picked.some((row) => row.status === 'reject')).toBe(true);

    for (const row of picked) {
      const item = await detail(row.id);
      expect(item.next_steps, `list row and item of ${row.id}`).toEqual(row.next_steps);
      const restore = await saved(row.id);
      for (const target of STEPS) {
        const answer = await post('/api/uz/application/change_step', { ids: [row.id], step: target });
        const accepted = item.next_steps.includes(target);
        expect(
          answer.statusCode,
          `${row.id} at ${row.step} (frozen ${row.is_frozen}, ${row.status}) → ${target}`,
        ).toBe(accepted ? 200 : 400);
        if (accepted) await restore();
      }
      const back = await post(`/api/uz/application/${row.id}/step_back`);
      if (item.step_back_to === null) expect(back.statusCode, `step back of ${row.id}`).toBe(400);
      else {
        expect(back.statusCode, `step back of ${row.id}`).toBe(200);
        expect(back.json<ApplicationData>().data.step).toBe(item.step_back_to);
        await restore();
      }
    }
  });
});
