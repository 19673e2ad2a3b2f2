import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ApplicationStep } from '@karvon/contracts';
import {
  CLOSED_STATUS,
  ENTRY_STATUS,
  PLANNED_MINUTES,
  previousStepOnPath,
} from '../domain/application-workflow.ts';
import type { Orm } from './database.ts';
import { applications, applicationSteps } from './schema.ts';

/** The transaction handle of Orm.transaction, which every change here runs inside. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/**
 * Moves applications to `target` (the rules were checked by the caller): the open history entry of each is
 * finished, a new one opens at the target with its entry status, and the clock of the step restarts.
 */
export async function moveToStep(
  tx: Tx,
  ids: readonly number[],
  target: ApplicationStep,
  userId: number,
  now: Date,
  { comment = null, isStepBack = false }: { comment?: string | null; isStepBack?: boolean } = {},
): Promise<void> {
  if (ids.length === 0) return;
  const list = [...ids];
  await tx
    .update(applicationSteps)
    .set({ finishedAt: now })
    .where(and(inArray(applicationSteps.applicationId, list), isNull(applicationSteps.finishedAt)));
  await tx.execute(sql`
    insert into ${applicationSteps}
      (application_id, step, status, from_step, is_step_back, branch_id, user_id, started_at, comment)
    select ${applications.id}, ${target}::application_step, ${ENTRY_STATUS[target]}::application_status,
           ${applications.step}, ${isStepBack}, ${applications.registerBranchId}, ${userId},
           ${now.toISOString()}::timestamptz, ${comment}
    from ${applications} where ${inArray(applications.id, list)}`);
  await tx
    .update(applications)
    .set({
      step: target,
      status: ENTRY_STATUS[target],
      stepStartedAt: now,
      stepDurationMinutes: PLANNED_MINUTES[target],
      updatedAt: now,
    })
    .where(inArray(applications.id, list));
}

export async function freeze(tx: Tx, id: number, userId: number, reason: string, now: Date): Promise<void> {
  await tx
    .update(applications)
    .set({ isFrozen: true, frozenAt: now, frozenById: userId, freezeReason: reason, updatedAt: now })
    .where(eq(applications.id, id));
}

/**
 * Back to work at the step where it was frozen: the step's clock moves on by the time spent frozen, so
 * the frozen days do not count against the plan.
 */
export async function unfreeze(tx: Tx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(applications)
    .set({
      isFrozen: false,
      stepStartedAt: sql`${applications.stepStartedAt} + (${now.toISOString()}::timestamptz - coalesce(${applications.frozenAt}, ${now.toISOString()}::timestamptz))`,
      frozenAt: null,
      frozenById: null,
      freezeReason: null,
      updatedAt: now,
    })
    .where(inArray(applications.id, [...ids]));
}

/** Closing rejects a frozen application for good: it keeps its step, and its open history entry ends with the reason. */
export async function closeFrozen(tx: Tx, ids: readonly number[], reason: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  const list = [...ids];
  await unfreeze(tx, list, now);
  await tx
    .update(applicationSteps)
    .set({ finishedAt: now, comment: reason })
    .where(and(inArray(applicationSteps.applicationId, list), isNull(applicationSteps.finishedAt)));
  await tx
    .update(applications)
    .set({ status: CLOSED_STATUS, closedAt: now, closeReason: reason, updatedAt: now })
    .where(inArray(applications.id, list));
}

/** The step before the current one on the path the application took (see previousStepOnPath). */
export async function previousStepInHistory(
  tx: Orm | Tx,
  applicationId: number,
  current: ApplicationStep,
): Promise<ApplicationStep | null> {
  const history = await tx
    .select({ step: applicationSteps.step, isStepBack: applicationSteps.isStepBack })
    .from(applicationSteps)
    .where(eq(applicationSteps.applicationId, applicationId))
    .orderBy(asc(applicationSteps.startedAt), asc(applicationSteps.id));
  return previousStepOnPath(history, current);
}
