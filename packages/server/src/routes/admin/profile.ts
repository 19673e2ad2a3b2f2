import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ErrorItem, MessageInput, Question, QuestionInput, Settings } from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import type { Tx } from '../../db/application-changes.ts';
import type { Orm } from '../../db/database.ts';
import { branches, questionMessages, questions, userSettings, users } from '../../db/schema.ts';
import { refuse, say } from '../../domain/admin-messages.ts';
import { defaultSettings, pageMeta } from '../../domain/admin-rules.ts';
import { searchMatches } from '../../domain/search-text.ts';
import { HttpError } from '../../http-errors.ts';
import type { OperationHandler } from '../types.ts';
import type { PageQuery } from './branches.ts';

type IdParams = { id: number };
type Reader = Orm | Tx;

// Named in full: drizzle renders a bare column unqualified inside select fields.
const messagesCount = sql<number>`(select count(*) from "question_messages" m where m.question_id = "questions"."id")::int`;

/** Questions (the "discuss" board of SPEC §1): every signed-in user reads and answers them, newest activity first. */
async function questionRows(db: Reader, where: ReturnType<typeof and>, page: number, perPage: number) {
  const rows = await db
    .select({
      id: questions.id,
      title: questions.title,
      authorId: users.id,
      authorName: users.name,
      messagesCount,
      isClosed: questions.isClosed,
      createdAt: questions.createdAt,
      updatedAt: questions.updatedAt,
    })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(where)
    .orderBy(desc(questions.updatedAt), desc(questions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((row): Question => ({
    id: row.id,
    title: row.title,
    author: { id: row.authorId, name: row.authorName },
    messages_count: row.messagesCount,
    is_closed: row.isClosed,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

async function messagesOf(db: Reader, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({
      id: questionMessages.id,
      text: questionMessages.text,
      authorId: users.id,
      authorName: users.name,
      createdAt: questionMessages.createdAt,
    })
    .from(questionMessages)
    .innerJoin(users, eq(users.id, questionMessages.authorId))
    .where(where)
    .orderBy(asc(questionMessages.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    author: { id: row.authorId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
  }));
}

export function profileHandlers(orm: Orm) {
  const getSettings: OperationHandler = async (request) => {
    const { user } = authOf(request);
    const [saved] = await orm
      .select({
        language: userSettings.language,
        working_branch_id: userSettings.workingBranchId,
        dashboard: userSettings.dashboard,
      })
      .from(userSettings)
      .where(eq(userSettings.userId, user.id));
    return { data: (saved as Settings | undefined) ?? defaultSettings(user.branchId) };
  };

  const updateSettings: OperationHandler = async (request) => {
    const { user } = authOf(request);
    const input = request.body as Settings;
    const wanted = [
      ...(input.working_branch_id === null ? [] : [input.working_branch_id]),
      ...input.dashboard.expanded_branch_ids,
    ];
    const live = new Set(
      wanted.length === 0
        ? []
        : (
            await orm
              .select({ id: branches.id })
              .from(branches)
              .where(and(inArray(branches.id, wanted), isNull(branches.deletedAt)))
          ).map((row) => row.id),
    );
    const errors: ErrorItem[] = [];
    if (input.working_branch_id !== null && !live.has(input.working_branch_id))
      errors.push({ field: 'working_branch_id', message: say(request, 'branchNotChosen') });
    input.dashboard.expanded_branch_ids.forEach((id, i) => {
      if (!live.has(id))
        errors.push({
          field: `dashboard.expanded_branch_ids[${i}]`,
          message: say(request, 'branchNotFound'),
        });
    });
    if (errors.length > 0) throw new HttpError(400, errors);
    const values = {
      language: input.language,
      workingBranchId: input.working_branch_id,
      dashboard: input.dashboard,
      updatedAt: new Date(),
    };
    await orm
      .insert(userSettings)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: userSettings.userId, set: values });
    return { data: input };
  };

  async function questionAnswer(request: FastifyRequest, id: number) {
    const [question] = await questionRows(orm, and(eq(questions.id, id)), 1, 1);
    if (!question) throw refuse(request, 404, 'notFound');
    return { data: { ...question, messages: await messagesOf(orm, eq(questionMessages.questionId, id)) } };
  }

  const listQuestions: OperationHandler = async (request) => {
    const { page, per_page, search } = request.query as PageQuery;
    const where = and(searchMatches(search, [questions.title]));
    const [rows, [totals]] = await Promise.all([
      questionRows(orm, where, page, per_page),
      orm.select({ total: count() }).from(questions).where(where),
    ]);
    return { data: rows, meta: pageMeta(page, per_page, totals?.total ?? 0) };
  };

  const getQuestion: OperationHandler = async (request) =>
    questionAnswer(request, (request.params as IdParams).id);

  /** The question's text is its first message. */
  const createQuestion: OperationHandler = async (request, reply) => {
    const { user } = authOf(request);
    const { title, text } = request.body as QuestionInput;
    const errors: ErrorItem[] = [];
    if (title.trim() === '') errors.push({ field: 'title', message: say(request, 'required') });
    if (text.trim() === '') errors.push({ field: 'text', message: say(request, 'required') });
    if (errors.length > 0) throw new HttpError(400, errors);
    const id = await orm.transaction(async (tx) => {
      const [question] = await tx
        .insert(questions)
        .values({ title: title.trim(), authorId: user.id })
        .returning({ id: questions.id });
      if (!question) throw new Error('The question was not inserted');
      await tx
        .insert(questionMessages)
        .values({ questionId: question.id, authorId: user.id, text: text.trim() });
      return question.id;
    });
    reply.code(201);
    return questionAnswer(request, id);
  };

  const addQuestionMessage: OperationHandler = async (request, reply) => {
    const { user } = authOf(request);
    const { id } = request.params as IdParams;
    const { text } = request.body as MessageInput;
    const messageId = await orm.transaction(async (tx) => {
      const [question] = await tx
        .select({ isClosed: questions.isClosed })
        .from(questions)
        .where(eq(questions.id, id))
        .for('update');
      if (!question) throw refuse(request, 404, 'notFound');
      if (question.isClosed) throw refuse(request, 400, 'questionClosed');
      if (text.trim() === '') throw refuse(request, 400, 'required', 'text');
      const now = new Date();
      const [message] = await tx
        .insert(questionMessages)
        .values({ questionId: id, authorId: user.id, text: text.trim(), createdAt: now })
        .returning({ id: questionMessages.id });
      if (!message) throw new Error('The message was not inserted');
      await tx.update(questions).set({ updatedAt: now }).where(eq(questions.id, id));
      return message.id;
    });
    reply.code(201);
    const [message] = await messagesOf(orm, eq(questionMessages.id, messageId));
    return { data: message };
  };

  return { getSettings, updateSettings, listQuestions, getQuestion, createQuestion, addQuestionMessage };
}
