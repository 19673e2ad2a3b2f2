import type { PackingTimeInput } from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import type { Orm } from '../../db/database.ts';
import type { Page } from '../../db/logistics-common.ts';
import {
  findWaitingTime,
  listWaitingTimes,
  packingState,
  timeHistoryOf,
  type WaitingFilters,
} from '../../db/logistics-waiting.ts';
import { packingTimeChanges } from '../../db/schema.ts';
import { decideAddPackingTime, extendDeadline } from '../../domain/packing-time.ts';
import { viewerOf } from '../applications.ts';
import type { OperationHandler } from '../types.ts';
import { idOf, missing, refusal } from './common.ts';
import { optionalText } from '../../free-text.ts';

/** The waiting-time screen: applications waiting to be packed, their packing deadline and its history. */
export function waitingTimeHandlers(orm: Orm) {
  const listWaitingTimesHandler: OperationHandler = async (request) =>
    listWaitingTimes(orm, request.query as WaitingFilters, request.query as Page, viewerOf(request));

  const addPackingTime: OperationHandler = async (request) => {
    const id = idOf(request);
    const { minutes, comment } = request.body as PackingTimeInput;
    const viewer = viewerOf(request);
    await orm.transaction(async (tx) => {
      const state = await packingState(tx, id, viewer);
      if (state === null) throw missing(request);
      const decision = decideAddPackingTime(state);
      if (!decision.ok) throw refusal(request, decision.message);
      const change = extendDeadline(state.deadlineAt, minutes);
      await tx.insert(packingTimeChanges).values({
        applicationId: id,
        oldTime: change.oldTime,
        newTime: change.newTime,
        changedById: authOf(request).user.id,
        comment: optionalText(comment),
      });
    });
    const waitingTime = await findWaitingTime(orm, id, viewer);
    if (waitingTime === null) throw missing(request);
    return { data: waitingTime };
  };

  const listTimeHistory: OperationHandler = async (request) => {
    const id = idOf(request);
    if ((await packingState(orm, id, viewerOf(request))) === null) throw missing(request);
    return { data: await timeHistoryOf(orm, id) };
  };

  return {
    listWaitingTimes: listWaitingTimesHandler,
    addPackingTime,
    listTimeHistory,
  } satisfies Record<string, OperationHandler>;
}
