import type { MultipartFile } from '@fastify/multipart';
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  ApplicationFile,
  ChangeStepRequest,
  CommentInput,
  FreezeRequest,
  operations,
} from '@karvon/contracts';
import { authOf } from '../auth/guard.ts';
import type { Orm } from '../db/database.ts';
import {
  commentsOf,
  filesOf,
  findApplication,
  listApplications,
  ownApplications,
  processOf,
  applicationProductsOf,
  workflowStatesOf,
  type ApplicationFilters,
  type Page,
  type Viewer,
} from '../db/application-queries.ts';
import { freeze, moveToStep, previousStepInHistory, unfreeze, type Tx } from '../db/application-changes.ts';
import { applicationComments, applicationFiles } from '../db/schema.ts';
import {
  FILE_MESSAGES,
  RECORD_NOT_FOUND,
  bulkRefusalErrors,
  languageOf,
  refusalMessage,
} from '../domain/application-messages.ts';
import {
  decideChangeStep,
  decideFreeze,
  decideFrozenAction,
  decideStepBack,
  stepBackTarget,
  workflowStateOf,
  type Refusal,
  type WorkflowState,
} from '../domain/application-workflow.ts';
import { HttpError } from '../http-errors.ts';
import { checkText, isMalformedMultipart } from '../validation.ts';
import type { OperationHandler } from './types.ts';
import { requiredText } from '../free-text.ts';

type ListQuery = Page & ApplicationFilters;
type IdParams = operations['getApplication']['parameters']['path'];

export const MAX_FILES_PER_APPLICATION = 10;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Waybills, contracts, photos of goods and documents: what a branch actually attaches. */
const ACCEPTED_FILE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

export function viewerOf(request: FastifyRequest): Viewer {
  return { user: authOf(request).user, scope: request.scope };
}

export function notFound(request: FastifyRequest): HttpError {
  return new HttpError(404, RECORD_NOT_FOUND[languageOf(request.headers['accept-language'])]);
}

export function refused(request: FastifyRequest, refusal: Refusal): HttpError {
  return new HttpError(400, refusalMessage(refusal, languageOf(request.headers['accept-language'])));
}

export function applicationHandlers(orm: Orm) {
  /** The application as the caller may see it, or 404 (also when `own` hides it, so ids are not probed). */
  async function visibleApplication(request: FastifyRequest, id: number) {
    const application = await findApplication(orm, id, viewerOf(request));
    if (application === null) throw notFound(request);
    return application;
  }

  /** Runs one application's change: loads its workflow facts under a row lock, asks the rule, writes, answers the row. */
  async function changeOne(
    request: FastifyRequest,
    decide: (state: WorkflowState) => { ok: true } | { ok: false; refusal: Refusal },
    write: (tx: Tx, id: number, now: Date) => Promise<void>,
  ) {
    const { id } = request.params as IdParams;
    await orm.transaction(async (tx) => {
      const [state] = await workflowStatesOf(tx, [id], ownApplications(viewerOf(request)));
      if (state === undefined) throw notFound(request);
      const decision = decide(state);
      if (!decision.ok) throw refused(request, decision.refusal);
      await write(tx, id, new Date());
    });
    return { data: await visibleApplication(request, id) };
  }

  const listApplicationsHandler: OperationHandler = async (request) =>
    listApplications(orm, request.query as ListQuery, request.query as ListQuery, viewerOf(request));

  const getApplication: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const application = await visibleApplication(request, id);
    const [products, process, files, comments, previous] = await Promise.all([
      applicationProductsOf(orm, id),
      processOf(orm, id),
      filesOf(orm, id),
      commentsOf(orm, id),
      previousStepInHistory(orm, id, application.step),
    ]);
    const state = workflowStateOf({ ...application, isFrozen: application.is_frozen });
    const step_back_to = stepBackTarget(state, previous);
    return { data: { ...application, step_back_to, products, process, files, comments } };
  };

  const addApplicationComment: OperationHandler = async (request, reply) => {
    const { id } = request.params as IdParams;
    const text = requiredText((request.body as CommentInput).text, 'text');
    await visibleApplication(request, id);
    const [created] = await orm
      .insert(applicationComments)
      .values({ applicationId: id, authorId: authOf(request).user.id, text })
      .returning({ id: applicationComments.id });
    const [comment] = await commentsOf(orm, id, [created!.id]);
    return reply.code(201).send({ data: comment });
  };

  const uploadApplicationFiles: OperationHandler = async (request, reply) => {
    const { id } = request.params as IdParams;
    const language = languageOf(request.headers['accept-language']);
    await visibleApplication(request, id);
    if (!request.isMultipart()) throw new HttpError(400, FILE_MESSAGES.notMultipart[language]);

    const [held] = await orm
      .select({ files: count() })
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, id));
    const room = MAX_FILES_PER_APPLICATION - (held?.files ?? 0);
    const received: { file: MultipartFile; content: Buffer }[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file' || part.fieldname !== 'files') {
          // A file part left unread holds back the parts after it, and the answer, for ever.
          if (part.type === 'file') part.file.resume();
          continue;
        }
        checkText('files', part.filename);
        if (received.length >= room) throw new HttpError(400, FILE_MESSAGES.tooMany[language]);
        if (!ACCEPTED_FILE_TYPES.has(part.mimetype))
          throw new HttpError(400, FILE_MESSAGES.badType[language]);
        received.push({ file: part, content: await part.toBuffer() });
      }
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(400, FILE_MESSAGES.tooLarge[language]);
      if (code === 'FST_FILES_LIMIT') throw new HttpError(400, FILE_MESSAGES.tooMany[language]);
      if (isMalformedMultipart(error)) throw new HttpError(400, FILE_MESSAGES.notMultipart[language]);
      throw error;
    }
    if (received.length === 0) {
      throw room <= 0
        ? new HttpError(400, FILE_MESSAGES.tooMany[language])
        : new HttpError(400, [{ message: FILE_MESSAGES.noFiles[language], field: 'files' }]);
    }
    const uploadedById = authOf(request).user.id;
    const created = await orm
      .insert(applicationFiles)
      .values(
        received.map(({ file, content }) => ({
          applicationId: id,
          name: file.filename,
          mimeType: file.mimetype,
          size: content.byteLength,
          content,
          uploadedById,
        })),
      )
      .returning({ id: applicationFiles.id });
    const files: ApplicationFile[] = await filesOf(
      orm,
      id,
      created.map((file) => file.id),
    );
    return reply.code(201).send({ data: files });
  };

  const changeApplicationsStep: OperationHandler = async (request) => {
    const { ids, step } = request.body as ChangeStepRequest;
    const language = languageOf(request.headers['accept-language']);
    const userId = authOf(request).user.id;
    await orm.transaction(async (tx) => {
      const found = await workflowStatesOf(tx, ids, ownApplications(viewerOf(request)));
      const decision = decideChangeStep(ids, found, step);
      if (!decision.ok) {
        if ('stepRefusal' in decision)
          throw new HttpError(400, refusalMessage(decision.stepRefusal, language));
        throw new HttpError(400, bulkRefusalErrors(decision.refusals, language));
      }
      await moveToStep(tx, ids, step, userId, new Date());
    });
    return { data: { ids } };
  };

  const stepBackApplication: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const userId = authOf(request).user.id;
    await orm.transaction(async (tx) => {
      const [state] = await workflowStatesOf(tx, [id], ownApplications(viewerOf(request)));
      if (state === undefined) throw notFound(request);
      const decision = decideStepBack(state, await previousStepInHistory(tx, id, state.step));
      if (!decision.ok) throw refused(request, decision.refusal);
      await moveToStep(tx, [id], decision.step, userId, new Date(), { isStepBack: true });
    });
    return { data: await visibleApplication(request, id) };
  };

  const freezeApplication: OperationHandler = async (request) => {
    const reason = requiredText((request.body as FreezeRequest).reason, 'reason');
    const userId = authOf(request).user.id;
    return changeOne(request, decideFreeze, (tx, id, now) => freeze(tx, id, userId, reason, now));
  };

  const unfreezeApplication: OperationHandler = async (request) =>
    changeOne(request, decideFrozenAction, (tx, id, now) => unfreeze(tx, [id], now));

  return {
    listApplications: listApplicationsHandler,
    getApplication,
    addApplicationComment,
    uploadApplicationFiles,
    changeApplicationsStep,
    stepBackApplication,
    freezeApplication,
    unfreezeApplication,
  };
}
