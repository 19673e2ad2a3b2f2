import type { DeadlineInput } from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import type { Orm } from '../../db/database.ts';
import { branchExists } from '../../db/logistics-cars.ts';
import type { Page } from '../../db/logistics-common.ts';
import { findDeadline, listDeadlines, type DeadlineFilters } from '../../db/logistics-deadlines.ts';
import { deadlines } from '../../db/schema.ts';
import { decideDeadline } from '../../domain/deadlines.ts';
import type { OperationHandler } from '../types.ts';
import { logisticsViewer, refusal } from './common.ts';
import { requiredText } from '../../free-text.ts';

export function deadlineHandlers(orm: Orm) {
  const listDeadlinesHandler: OperationHandler = async (request) =>
    listDeadlines(orm, request.query as DeadlineFilters, request.query as Page, logisticsViewer(request));

  /** One deadline per month, task and branch: setting it again moves the date. */
  const setDeadline: OperationHandler = async (request) => {
    const input = request.body as DeadlineInput;
    const viewer = logisticsViewer(request);
    const decision = decideDeadline(input.month, input.date);
    if (!decision.ok) throw refusal(request, decision.message, decision.field);
    const branchId = input.branch_id ?? null;
    // An `own` caller sets the deadlines of their own branch only.
    const allowed = !viewer.own || (branchId !== null && branchId === viewer.user.branchId);
    if (!allowed || (branchId !== null && !(await branchExists(orm, branchId))))
      throw refusal(request, 'branchNotFound', 'branch_id');
    const [saved] = await orm
      .insert(deadlines)
      .values({
        month: input.month,
        date: input.date,
        task: requiredText(input.task, 'task'),
        branchId,
        createdById: authOf(request).user.id,
      })
      .onConflictDoUpdate({
        target: [deadlines.month, deadlines.task, deadlines.branchId],
        set: { date: input.date, createdById: authOf(request).user.id },
      })
      .returning({ id: deadlines.id });
    return { data: await findDeadline(orm, saved!.id) };
  };

  return { listDeadlines: listDeadlinesHandler, setDeadline } satisfies Record<string, OperationHandler>;
}
