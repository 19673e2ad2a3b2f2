import type { FastifyRequest } from 'fastify';
import type { CloseFrozenRequest, IdsRequest, ReasonRequest, operations } from '@karvon/contracts';
import { authOf } from '../auth/guard.ts';
import { closeFrozen, moveToStep, unfreeze, type Tx } from '../db/application-changes.ts';
import {
  applicationProductsOf,
  findApplication,
  findFrozenApplication,
  listFrozenApplications,
  ownFrozenApplications,
  workflowStatesOf,
  type FrozenFilters,
  type Page,
} from '../db/application-queries.ts';
import type { Orm } from '../db/database.ts';
import { bulkRefusalErrors, languageOf } from '../domain/application-messages.ts';
import {
  SEND_TO_DELIVERY_STEP,
  decideBulkFrozenAction,
  decideFrozenAction,
} from '../domain/application-workflow.ts';
import { HttpError } from '../http-errors.ts';
import { notFound, refused, viewerOf } from './applications.ts';
import type { OperationHandler } from './types.ts';
import { requiredText } from '../free-text.ts';

type ListQuery = Page & FrozenFilters;
type IdParams = operations['getFrozenApplication']['parameters']['path'];

/** What each action of the frozen screen does to the applications it was allowed for. */
type FrozenAction = (tx: Tx, ids: readonly number[], now: Date) => Promise<void>;

export function frozenApplicationHandlers(orm: Orm) {
  const accept: FrozenAction = (tx, ids, now) => unfreeze(tx, ids, now);
  /** Closing needs a reason that is not blank (refused before anything is looked up). */
  const close = (reason: string): FrozenAction => {
    const given = requiredText(reason, 'reason');
    return (tx, ids, now) => closeFrozen(tx, ids, given, now);
  };
  const sendToDelivery =
    (userId: number): FrozenAction =>
    async (tx, ids, now) => {
      await unfreeze(tx, ids, now);
      await moveToStep(tx, ids, SEND_TO_DELIVERY_STEP, userId, now);
    };

  /** One frozen application: 404 when it does not exist for the caller, 400 when it is not frozen. */
  async function actOnOne(request: FastifyRequest, action: FrozenAction) {
    const { id } = request.params as IdParams;
    const viewer = viewerOf(request);
    await orm.transaction(async (tx) => {
      const [state] = await workflowStatesOf(tx, [id], ownFrozenApplications(viewer));
      if (state === undefined) throw notFound(request);
      const decision = decideFrozenAction(state);
      if (!decision.ok) throw refused(request, decision.refusal);
      await action(tx, [id], new Date());
    });
    // Once unfrozen the application is seen through the applications screen's rules; the frozen screen's `own` allowed it.
    const application = await findApplication(orm, id, { ...viewer, scope: 'all' });
    if (application === null) throw notFound(request);
    return { data: application };
  }

  /** Several frozen applications, all or nothing: 400 names each id that is missing or not frozen. */
  async function actOnMany(request: FastifyRequest, ids: number[], action: FrozenAction) {
    await orm.transaction(async (tx) => {
      const found = await workflowStatesOf(tx, ids, ownFrozenApplications(viewerOf(request)));
      const decision = decideBulkFrozenAction(ids, found);
      if (!decision.ok) {
        throw new HttpError(
          400,
          bulkRefusalErrors(decision.refusals, languageOf(request.headers['accept-language'])),
        );
      }
      await action(tx, ids, new Date());
    });
    return { data: { ids } };
  }

  const listFrozenApplicationsHandler: OperationHandler = async (request) =>
    listFrozenApplications(orm, request.query as ListQuery, request.query as ListQuery, viewerOf(request));

  const getFrozenApplication: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const frozen = await findFrozenApplication(orm, id, viewerOf(request));
    if (frozen === null) throw notFound(request);
    return { data: { ...frozen, products: await applicationProductsOf(orm, id) } };
  };

  return {
    listFrozenApplications: listFrozenApplicationsHandler,
    getFrozenApplication,
    acceptFrozenApplication: (request) => actOnOne(request, accept),
    closeFrozenApplication: async (request) =>
      actOnOne(request, close((request.body as ReasonRequest).reason)),
    sendFrozenApplicationToDelivery: (request) => actOnOne(request, sendToDelivery(authOf(request).user.id)),
    acceptFrozenApplications: (request) => actOnMany(request, (request.body as IdsRequest).ids, accept),
    closeFrozenApplications: async (request) => {
      const { ids, reason } = request.body as CloseFrozenRequest;
      return actOnMany(request, ids, close(reason));
    },
    sendFrozenApplicationsToDelivery: (request) =>
      actOnMany(request, (request.body as IdsRequest).ids, sendToDelivery(authOf(request).user.id)),
  } satisfies Record<string, OperationHandler>;
}
