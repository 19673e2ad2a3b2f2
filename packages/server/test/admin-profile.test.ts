import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDetail, Settings } from '@karvon/contracts';
import { questions, users } from '../src/db/schema.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

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
  server.call({ method, url: `/api/uz${url}`, token, ...(payload && { payload }) });

const settings = (overrides: Partial<Settings> = {}): Settings => ({
  language: 'uz',
  working_branch_id: 1,
  dashboard: { widgets: ['delivery'], expanded_branch_ids: [] },
  ...overrides,
});

describe('settings', () => {
  it('answers the defaults, with the user’s own branch, before anything is saved', async () => {
    const [me] = await server.db.orm
      .select({ branchId: users.branchId })
      .from(users)
      .where(eq(users.phone, MANAGER.phone));
    const response = await call('GET', '/settings', undefined, manager);
    expect(response.json<{ data: Settings }>().data).toEqual({
      language: 'ru',
      working_branch_id: me!.branchId,
      dashboard: {
        widgets: ['delivery', 'hourly', 'category', 'sales', 'branches'],
        expanded_branch_ids: [],
      },
    });
  });

  it('saves the settings per user', async () => {
    const saved = settings({
      working_branch_id: 4,
      dashboard: { widgets: ['hourly'], expanded_branch_ids: [4, 5] },
    });
    expect((await call('PUT', '/settings', saved, manager)).json().data).toEqual(saved);
    expect((await call('GET', '/settings', undefined, manager)).json().data).toEqual(saved);
    expect((await call('GET', '/settings')).json().data).not.toEqual(saved);
  });

  it('refuses a branch that does not exist with the app’s message', async () => {
    const response = await call(
      'PUT',
      '/settings',
      settings({ working_branch_id: 999999, dashboard: { widgets: [], expanded_branch_ids: [999998] } }),
      manager,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'working_branch_id', message: 'Не выбран филиал' },
      { field: 'dashboard.expanded_branch_ids[0]', message: 'Филиал не найден' },
    ]);
  });
});

describe('questions', () => {
  it('asks a question whose text is its first message, and answers it', async () => {
    const created = await call(
      'POST',
      '/question',
      { title: 'Yuk qachon keladi?', text: 'Buxoroga yuk qachon?' },
      manager,
    );
    expect(created.statusCode).toBe(201);
    const question = created.json<{ data: QuestionDetail }>().data;
    expect(question).toMatchObject({
      is_closed: false,
      messages_count: 1,
      messages: [{ text: 'Buxoroga yuk qachon?' }],
    });

    const answer = await call('POST', `/question/${question.id}/message`, { text: 'Ertaga.' });
    expect(answer.statusCode).toBe(201);
    const detail = (await call('GET', `/question/${question.id}`, undefined, manager)).json<{
      data: QuestionDetail;
    }>().data;
    expect(detail.messages.map((m) => m.text)).toEqual(['Buxoroga yuk qachon?', 'Ertaga.']);
    expect(detail.messages_count).toBe(2);
    // Newest activity first.
    expect((await call('GET', '/question/list')).json().data[0].id).toBe(question.id);
  });

  it('finds questions by title and refuses answers in a closed one', async () => {
    expect((await call('GET', '/question/list?search=заморозить')).json().data).toHaveLength(1);
    const [closed] = await server.db.orm
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.isClosed, true));
    const response = await call('POST', `/question/${closed!.id}/message`, { text: 'Yana savol' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: 'Вопрос закрыт' }]);
    expect((await call('POST', '/question/999999/message', { text: 'x' })).statusCode).toBe(404);
  });

  it('refuses a blank title', async () => {
    const response = await call('POST', '/question', { title: '  ', text: 'Matn' });
    expect(response.json().errors).toEqual([{ field: 'title', message: 'Это поле является обязательным' }]);
  });
});
