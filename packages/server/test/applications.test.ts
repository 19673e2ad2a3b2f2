import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStep, ErrorResponse, components } from '@karvon/contracts';
import { applications, users } from '../src/db/schema.ts';
import { searchKey } from '../src/domain/search-text.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

type Schemas = components['schemas'];
type ApplicationList = Schemas['ApplicationList'];
type ApplicationData = Schemas['ApplicationData'];
type ApplicationDetailData = Schemas['ApplicationDetailData'];
type BulkResultData = Schemas['BulkResultData'];
type FrozenApplicationList = Schemas['FrozenApplicationList'];
type FrozenApplicationDetailData = Schemas['FrozenApplicationDetailData'];
type CommentData = Schemas['CommentData'];
type ApplicationFileItems = Schemas['ApplicationFileItems'];

const AGENT = { phone: '998900000008', password: 'karvon-staff' };

let server: TestServer;
let admin: string;
let agent: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  agent = (await server.login(AGENT)).access_token;
});
afterAll(() => server.close());

const get = (url: string, token = admin) => server.call({ method: 'GET', url, token });
const post = (url: string, payload?: object, token = admin) =>
  server.call({ method: 'POST', url, token, ...(payload && { payload }) });

/** Ids of seeded applications at a step that are in work (neither frozen nor closed). */
async function inWork(step: ApplicationStep, count: number): Promise<number[]> {
  const rows = await server.db.orm
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.step, step), eq(applications.isFrozen, false), isNull(applications.closedAt)))
    .orderBy(applications.id)
    .limit(count);
  expect(rows, `the seed has ${count} applications in work at ${step}`).toHaveLength(count);
  return rows.map((row) => row.id);
}

describe('application list', () => {
  it('answers the newest first, a page at a time, with the total', async () => {
    const { data, meta } = (await get('/api/uz/application/list')).json<ApplicationList>();
    const [counted] = await server.db.orm.select({ total: sql<number>`count(*)::int` }).from(applications);
    const total = counted!.total;
    expect(meta).toEqual({ current_page: 1, per_page: 20, total, last_page: Math.ceil(total / 20) });
    expect(data).toHaveLength(20);
    const created = data.map((row) => Date.parse(row.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const beyond = (await get(`/api/uz/application/list?page=${meta.last_page + 1}`)).json<ApplicationList>();
    expect(beyond.data).toEqual([]);
  });

  it.each([
    ['id', (row: ApplicationData['data']) => row.id, 1],
    ['-id', (row: ApplicationData['data']) => row.id, -1],
    ['total_amount', (row: ApplicationData['data']) => row.total_amount, 1],
    ['-time_spent_minutes', (row: ApplicationData['data']) => row.time_spent_minutes, -1],
    [
      '-delivery_deadline',
      (row: ApplicationData['data']) => Date.parse(row.delivery_deadline ?? '') || -Infinity,
      -1,
    ],
  ] as const)('sorts by %s across pages without overlap', async (sort, key, direction) => {
    const first = (await get(`/api/uz/application/list?sort=${sort}&per_page=50`)).json<ApplicationList>()
      .data;
    const second = (
      await get(`/api/uz/application/list?sort=${sort}&per_page=50&page=2`)
    ).json<ApplicationList>().data;
    const values = [...first, ...second].map(key);
    expect(values).toEqual([...values].sort((a, b) => (a - b) * direction));
    expect(new Set([...first, ...second].map((row) => row.id)).size).toBe(100);
  });

  it('refuses an unknown sort key with 400', async () => {
    expect((await get('/api/uz/application/list?sort=password')).statusCode).toBe(400);
  });

  it('filters by status, step, frozen, printed, branch and sale branch together', async () => {
    const response = await get(
      '/api/uz/application/list?step=delivered&status=finish&frozen=false&printed=true&branch_id=1&per_page=100',
    );
    const { data, meta } = response.json<ApplicationList>();
    expect(meta.total).toBeGreaterThan(0);
    for (const row of data) {
      expect(row).toMatchObject({
        step: 'delivered',
        status: 'finish',
        is_frozen: false,
        is_printed: true,
        register_branch: { id: 1 },
      });
    }
    const sale = (await get('/api/uz/application/list?sale_branch_id=2&per_page=50')).json<ApplicationList>();
    expect(sale.data.every((row) => row.sale_branch?.id === 2)).toBe(true);
  });

  it('filters by driver and online user', async () => {
    const [driver] = await server.db.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, '998900000003'));
    const byDriver = (
      await get(`/api/uz/application/list?driver_id=${driver!.id}&per_page=50`)
    ).json<ApplicationList>();
    expect(byDriver.meta.total).toBeGreaterThan(0);
    expect(byDriver.data.every((row) => row.driver?.id === driver!.id)).toBe(true);
    const byOnline = (
      await get('/api/uz/application/list?online_user_id=2&per_page=50')
    ).json<ApplicationList>();
    expect(byOnline.data.every((row) => row.online_user?.id === 2)).toBe(true);
  });

  it('filters by timing the way each row reports it', async () => {
    for (const timing of ['start', 'middle', 'late', 'very_slow'] as const) {
      const { data, meta } = (
        await get(`/api/uz/application/list?timing=${timing}&per_page=100`)
      ).json<ApplicationList>();
      expect(meta.total, timing).toBeGreaterThan(0);
      expect(
        data.every((row) => row.timing === timing),
        timing,
      ).toBe(true);
    }
  });

  it('filters by business day in Asia/Tashkent, both ends included', async () => {
    const { data } = (await get('/api/uz/application/list?per_page=1')).json<ApplicationList>();
    const day = data[0]!.created_at.slice(0, 10);
    const sameDay = (
      await get(`/api/uz/application/list?date_from=${day}&date_to=${day}&per_page=500`)
    ).json<ApplicationList>();
    expect(sameDay.meta.total).toBeGreaterThan(0);
    expect(sameDay.data.every((row) => row.created_at.startsWith(day))).toBe(true);
    const empty = (
      await get('/api/uz/application/list?date_from=2000-01-01&date_to=2000-01-31')
    ).json<ApplicationList>();
    expect(empty.meta.total).toBe(0);
  });

  it('finds the same rows for a Cyrillic and a Latin spelling', async () => {
    const cyrillic = (
      await get(`/api/uz/application/list?search=${encodeURIComponent('Каримова')}&per_page=500`)
    ).json<ApplicationList>();
    const latin = (
      await get('/api/uz/application/list?search=Karimova&per_page=500')
    ).json<ApplicationList>();
    expect(cyrillic.meta.total).toBeGreaterThan(0);
    expect(latin.meta.total).toBe(cyrillic.meta.total);
    const counteragents = new Set(cyrillic.data.map((row) => row.counteragent));
    expect(counteragents).toContain('Каримова Малика');
    expect(counteragents).toContain('Karimova Malika');
  });

  it('searches order numbers, car numbers and driver names', async () => {
    const byOrder = (await get('/api/uz/application/list?search=ORD-2026-000042')).json<ApplicationList>();
    expect(byOrder.data.map((row) => row.order_id)).toEqual(['ORD-2026-000042']);
    const byCar = (
      await get('/api/uz/application/list?search=01A123BC&per_page=100')
    ).json<ApplicationList>();
    expect(byCar.data.every((row) => row.car_number === '01A123BC')).toBe(true);
    const byDriver = (
      await get(`/api/uz/application/list?search=${encodeURIComponent('Турсунов')}&per_page=100`)
    ).json<ApplicationList>();
    expect(byDriver.meta.total).toBeGreaterThan(0);
    expect(
      byDriver.data.every(
        (row) =>
          searchKey(row.driver?.name ?? '').includes('tursunov') ||
          searchKey(row.agent?.name ?? '').includes('tursunov'),
      ),
    ).toBe(true);
    expect(
      (await get('/api/uz/application/list?search=pact-nothing-matches')).json<ApplicationList>().meta.total,
    ).toBe(0);
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of [
      'step=flying',
      'status=lost',
      'timing=slow',
      'date_from=yesterday',
      'frozen=maybe',
      'branch_id=0',
    ]) {
      expect((await get(`/api/uz/application/list?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('own applications', () => {
  it('shows an `own` agent only applications of their branch or where they take part', async () => {
    const me = await server.db.orm
      .select({ id: users.id, branchId: users.branchId })
      .from(users)
      .where(eq(users.phone, AGENT.phone));
    const { id, branchId } = me[0]!;
    const { data, meta } = (
      await get('/api/uz/application/list?per_page=500', agent)
    ).json<ApplicationList>();
    const all = (await get('/api/uz/application/list?per_page=1')).json<ApplicationList>();
    expect(meta.total).toBeGreaterThan(0);
    expect(meta.total).toBeLessThan(all.meta.total);
    for (const row of data) {
      const mine =
        row.register_branch.id === branchId ||
        row.sale_branch?.id === branchId ||
        [row.agent?.id, row.driver?.id, row.online_user?.id].includes(id);
      expect(mine, `application ${row.id}`).toBe(true);
    }
  });

  it('shows an `own` agent only frozen applications of their branch or frozen by them', async () => {
    const me = (
      await server.db.orm
        .select({ id: users.id, branchId: users.branchId })
        .from(users)
        .where(eq(users.phone, AGENT.phone))
    )[0]!;
    const mine = (
      await get('/api/uz/freeze_application/list?per_page=500', agent)
    ).json<FrozenApplicationList>();
    const all = (await get('/api/uz/freeze_application/list?per_page=1')).json<FrozenApplicationList>();
    expect(mine.meta.total).toBeGreaterThan(0);
    expect(mine.meta.total).toBeLessThan(all.meta.total);
    for (const row of mine.data) {
      expect(row.branch.id === me.branchId || row.frozen_by?.id === me.id, `application ${row.id}`).toBe(
        true,
      );
    }
  });

  it('answers 404 for an application the `own` agent may not see', async () => {
    const me = (
      await server.db.orm
        .select({ id: users.id, branchId: users.branchId })
        .from(users)
        .where(eq(users.phone, AGENT.phone))
    )[0]!;
    const [foreign] = await server.db.orm
      .select({ id: applications.id })
      .from(applications)
      .where(
        sql`${applications.registerBranchId} <> ${me.branchId} and coalesce(${applications.saleBranchId}, 0) <> ${me.branchId}
            and coalesce(${applications.agentId}, 0) <> ${me.id} and coalesce(${applications.driverId}, 0) <> ${me.id}
            and coalesce(${applications.onlineUserId}, 0) <> ${me.id}`,
      )
      .limit(1);
    expect((await get(`/api/uz/application/${foreign!.id}`, agent)).statusCode).toBe(404);
    expect((await get(`/api/uz/application/${foreign!.id}`)).statusCode).toBe(200);
  });
});

describe('one application', () => {
  it('answers products, the delivery process oldest first, files and comments', async () => {
    const [id] = await inWork('out_for_delivery', 1);
    const { data } = (await get(`/api/uz/application/${id}`)).json<ApplicationDetailData>();
    expect(data.id).toBe(id);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.total_amount).toBe(data.products.reduce((sum, p) => sum + p.amount * p.quantity, 0));
    expect(data.process[0]?.step).toBe('registered');
    expect(data.process.at(-1)).toMatchObject({ step: 'out_for_delivery', finished_at: null, minutes: null });
    const starts = data.process.map((entry) => entry.started_at);
    expect(starts).toEqual([...starts].sort());
  });

  it('answers 404 with errors for an id that names nothing', async () => {
    const response = await get('/api/uz/application/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().errors[0]?.message).toBe('Запись не найдена');
  });
});

describe('comments and files', () => {
  it('adds a comment by the signed-in user, shown last in the application', async () => {
    const [id] = await inWork('registered', 1);
    const response = await post(`/api/uz/application/${id}/comment`, { text: 'Mijoz ertaga kutadi' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<CommentData>();
    expect(data).toMatchObject({ text: 'Mijoz ertaga kutadi', author: { name: 'Азиз Каримов' } });
    const detail = (await get(`/api/uz/application/${id}`)).json<ApplicationDetailData>();
    expect(detail.data.comments.at(-1)).toEqual(data);
    expect((await post(`/api/uz/application/${id}/comment`, { text: '' })).statusCode).toBe(400);
  });

  const multipart = (files: { name: string; type: string; body: string }[]) => {
    const boundary = 'karvon-test-boundary';
    const parts = files.map(
      (file) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.body}\r\n`,
    );
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${parts.join('')}--${boundary}--\r\n`,
    };
  };

  it('stores uploaded files and answers them with a download address', async () => {
    const [id] = await inWork('collecting', 1);
    const response = await server.call({
      method: 'POST',
      url: `/api/uz/application/${id}/file`,
      token: admin,
      ...multipart([
        { name: 'waybill.pdf', type: 'application/pdf', body: '%PDF-1.4\n%%EOF' },
        { name: 'photo.jpg', type: 'image/jpeg', body: 'jpeg-bytes' },
      ]),
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<ApplicationFileItems>();
    expect(data.map((file) => [file.name, file.mime_type, file.size])).toEqual([
      ['waybill.pdf', 'application/pdf', 14],
      ['photo.jpg', 'image/jpeg', 10],
    ]);
    expect(data[0]?.url).toMatch(new RegExp(`/api/uz/application/${id}/file/${data[0]?.id}$`));
  });

  it('refuses a type that is not accepted, more than ten files, and a body that is not multipart', async () => {
    const [id] = await inWork('collecting', 2).then((ids) => ids.slice(1));
    const upload = (files: Parameters<typeof multipart>[0]) =>
      server.call({
        method: 'POST',
        url: `/api/uz/application/${id}/file`,
        token: admin,
        ...multipart(files),
      });
    expect(
      (await upload([{ name: 'run.exe', type: 'application/x-msdownload', body: 'MZ' }])).statusCode,
    ).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `f${i}.pdf`,
      type: 'application/pdf',
      body: '%PDF',
    }));
    expect((await upload(eleven)).statusCode).toBe(400);
    expect((await upload(eleven.slice(0, 10))).statusCode).toBe(201);
    const full = await upload(eleven.slice(0, 1));
    expect(full.statusCode).toBe(400);
    expect(full.json<ErrorResponse>().errors[0]?.message).toBe('Можно прикрепить не более 10 файлов');
    expect((await post(`/api/uz/application/${id}/file`, { files: [] })).statusCode).toBe(400);
  });
});

describe('change step', () => {
  it('moves applications at the same step and records the step in their process', async () => {
    const ids = await inWork('packing', 3);
    const response = await post('/api/uz/application/change_step', { ids, step: 'ready_to_load' });
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkResultData>()).toEqual({ data: { ids } });
    const { data } = (await get(`/api/uz/application/${ids[0]}`)).json<ApplicationDetailData>();
    expect(data).toMatchObject({
      step: 'ready_to_load',
      status: 'collected',
      time_spent_minutes: 0,
      timing: 'start',
      duration_minutes: 240,
    });
    expect(data.process.at(-2)).toMatchObject({ step: 'packing', finished_at: expect.any(String) });
    expect(data.process.at(-1)).toMatchObject({
      step: 'ready_to_load',
      finished_at: null,
      user: { name: 'Азиз Каримов' },
    });
  });

  it('refuses all when one is at another step, naming it by its index; nothing changes', async () => {
    const [a, b] = await inWork('collecting', 4).then((ids) => ids.slice(2));
    const [odd] = await inWork('loading', 1);
    const response = await post('/api/uz/application/change_step', { ids: [a, odd, b], step: 'packing' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors).toEqual([
      { field: 'ids[1]', message: `Заявка ${odd} находится на другом шаге` },
    ]);
    expect((await get(`/api/uz/application/${a}`)).json<ApplicationData>().data.step).toBe('collecting');
  });

  it('refuses a step that may not follow, without a field, and answers in Uzbek when asked', async () => {
    const [id] = await inWork('registered', 3).then((ids) => ids.slice(2));
    const response = await server.call({
      method: 'POST',
      url: '/api/uz/application/change_step',
      token: admin,
      headers: { 'accept-language': 'uz' },
      payload: { ids: [id], step: 'delivered' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors).toEqual([
      { message: "«Ro'yxatga olingan» bosqichidan «Yetkazildi» bosqichiga o'tib bo'lmaydi" },
    ]);
  });

  it('refuses frozen and unknown applications by index', async () => {
    const [frozen] = (
      await server.db.orm
        .select({ id: applications.id, step: applications.step })
        .from(applications)
        .where(eq(applications.isFrozen, true))
        .limit(1)
    ).map((row) => row.id);
    const response = await post('/api/uz/application/change_step', {
      ids: [999999, frozen],
      step: 'collecting',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors.map((error) => error.field)).toEqual(['ids[0]', 'ids[1]']);
  });
});

describe('step back', () => {
  it('returns an application to the step it came from, and again further back', async () => {
    const [id] = await inWork('ready_to_load', 1);
    const once = (await post(`/api/uz/application/${id}/step_back`)).json<ApplicationData>();
    expect(once.data).toMatchObject({ step: 'packing', status: 'package' });
    const twice = (await post(`/api/uz/application/${id}/step_back`)).json<ApplicationData>();
    expect(twice.data.step).toBe('collecting');
  });

  it('refuses at the first step and for a delivered application', async () => {
    const [first] = await inWork('registered', 4).then((ids) => ids.slice(3));
    const atFirst = await post(`/api/uz/application/${first}/step_back`);
    expect(atFirst.statusCode).toBe(400);
    expect(atFirst.json<ErrorResponse>().errors[0]?.message).toBe('Заявка уже на первом шаге');
    const [delivered] = await inWork('delivered', 1);
    expect((await post(`/api/uz/application/${delivered}/step_back`)).statusCode).toBe(400);
    expect((await post('/api/uz/application/999999/step_back')).statusCode).toBe(404);
  });
});

describe('freeze, unfreeze and the frozen screen', () => {
  it('freezes an application, which then shows in the frozen list, and unfreezes it', async () => {
    const [id] = await inWork('at_branch', 1);
    const frozen = await post(`/api/uz/application/${id}/freeze`, {
      reason: 'Mijoz telefonni ko‘tarmayapti',
    });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json<ApplicationData>().data.is_frozen).toBe(true);
    expect((await post(`/api/uz/application/${id}/freeze`, { reason: 'yana' })).statusCode).toBe(400);

    const list = (await get('/api/uz/freeze_application/list?per_page=5')).json<FrozenApplicationList>();
    expect(list.data[0]).toMatchObject({
      id,
      reason: 'Mijoz telefonni ko‘tarmayapti',
      frozen_by: { name: 'Азиз Каримов' },
    });
    const one = (await get(`/api/uz/freeze_application/${id}`)).json<FrozenApplicationDetailData>();
    expect(one.data.products.length).toBeGreaterThan(0);

    const unfrozen = await post(`/api/uz/application/${id}/unfreeze`);
    expect(unfrozen.json<ApplicationData>().data).toMatchObject({ is_frozen: false, step: 'at_branch' });
    expect((await post(`/api/uz/application/${id}/unfreeze`)).statusCode).toBe(400);
    expect((await get(`/api/uz/freeze_application/${id}`)).statusCode).toBe(404);
  });

  it('accepts, closes and sends frozen applications to delivery, one and several', async () => {
    const ids = await inWork('packing', 9).then((all) => all.slice(3));
    for (const id of ids) await post(`/api/uz/application/${id}/freeze`, { reason: 'Нет товара на складе' });
    const [a, b, c, d, e, f] = ids as [number, number, number, number, number, number];

    expect((await post(`/api/uz/freeze_application/${a}/accept`)).json<ApplicationData>().data).toMatchObject(
      { is_frozen: false, step: 'packing' },
    );
    expect(
      (
        await post(`/api/uz/freeze_application/${b}/close`, { reason: 'Mijoz voz kechdi' })
      ).json<ApplicationData>().data,
    ).toMatchObject({ is_frozen: false, status: 'reject' });
    expect(
      (await post(`/api/uz/freeze_application/${c}/send_to_delivery`)).json<ApplicationData>().data,
    ).toMatchObject({ is_frozen: false, step: 'loading', status: 'loading' });

    const refused = await post('/api/uz/freeze_application/accept', { ids: [d, a] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().errors).toEqual([
      { field: 'ids[1]', message: `Заявка ${a} не заморожена` },
    ]);
    expect((await get(`/api/uz/freeze_application/${d}`)).statusCode).toBe(200);

    expect(
      (await post('/api/uz/freeze_application/accept', { ids: [d] })).json<BulkResultData>().data.ids,
    ).toEqual([d]);
    expect(
      (await post('/api/uz/freeze_application/close', { ids: [e], reason: 'Dublikat' })).statusCode,
    ).toBe(200);
    expect((await post('/api/uz/freeze_application/send_to_delivery', { ids: [f] })).statusCode).toBe(200);
    expect((await get(`/api/uz/application/${e}`)).json<ApplicationData>().data.status).toBe('reject');
    expect((await get(`/api/uz/application/${f}`)).json<ApplicationData>().data.step).toBe('loading');

    // A closed application is out of the workflow.
    const closedMove = await post('/api/uz/application/change_step', { ids: [b], step: 'ready_to_load' });
    expect(closedMove.json<ErrorResponse>().errors[0]?.message).toBe(`Заявка ${b} закрыта`);
  });

  it('searches and filters the frozen list', async () => {
    const all = (await get('/api/uz/freeze_application/list?per_page=500')).json<FrozenApplicationList>();
    expect(all.meta.total).toBeGreaterThan(0);
    const branch = all.data[0]!.branch.id;
    const inBranch = (
      await get(`/api/uz/freeze_application/list?branch_id=${branch}&per_page=500`)
    ).json<FrozenApplicationList>();
    expect(inBranch.data.every((row) => row.branch.id === branch)).toBe(true);
    const order = all.data[0]!.order_id;
    const found = (
      await get(`/api/uz/freeze_application/list?search=${order}`)
    ).json<FrozenApplicationList>();
    expect(found.data.map((row) => row.order_id)).toEqual([order]);
    expect(
      (
        await get('/api/uz/freeze_application/list?date_from=2000-01-01&date_to=2000-01-31')
      ).json<FrozenApplicationList>().meta.total,
    ).toBe(0);
  });
});
