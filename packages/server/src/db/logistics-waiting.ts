import { and, asc, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import type { TimeHistory, Timing, WaitingTime } from '@karvon/contracts';
import { timingOf } from '../domain/application-workflow.ts';
import { minutesBetween, PACKING_STEP } from '../domain/packing-time.ts';
import { applicationSearchMatches } from './application-search.ts';
import { ownApplications, tashkentIso, type Viewer } from './application-queries.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, refOf, type Page, type PageOf } from './logistics-common.ts';
import { applications, branches, packingTimeChanges, users } from './schema.ts';

export interface WaitingFilters {
  search?: string;
  branch_id?: number;
  timing?: Timing;
}

/**
 * The application's id named with its table inside the subquery below: a select from one table has drizzle write
 * its columns bare, and a bare "id" there would be the change's own id (packingState selects from one table).
 */
const applicationIdOutside = sql.raw(`"${getTableName(applications)}"."id"`);

/** The latest packing deadline: the last change's new time, else the step's start plus its plan. */
const deadlineAt = sql<Date>`coalesce(
  (select ${packingTimeChanges.newTime} from ${packingTimeChanges}
    where ${packingTimeChanges.applicationId} = ${applicationIdOutside}
    order by ${packingTimeChanges.changedAt} desc, ${packingTimeChanges.id} desc limit 1),
  ${applications.stepStartedAt} + make_interval(mins => ${applications.stepDurationMinutes})
)`;

const waitedMinutes = sql<number>`greatest(0, floor(extract(epoch from (now() - ${applications.stepStartedAt})) / 60))::int`;
const plannedMinutes = sql<number>`greatest(0, floor(extract(epoch from (${deadlineAt} - ${applications.stepStartedAt})) / 60))::int`;

/** Waiting for packing: at the packing step, neither frozen (the frozen screen holds those) nor closed. */
function waiting(viewer: Viewer): SQL | undefined {
  return and(
    eq(applications.step, PACKING_STEP),
    eq(applications.isFrozen, false),
    isNull(applications.closedAt),
    ownApplications(viewer),
  );
}

/** The timing filter: the same thresholds as domain/application-workflow.ts timingOf, against the current deadline. */
function timingIs(timing: Timing): SQL {
  const ratio = sql`(${waitedMinutes}::float8 / nullif(${plannedMinutes}, 0))`;
  switch (timing) {
    case 'start':
      return sql`(${plannedMinutes} = 0 or ${ratio} < 0.5)`;
    case 'middle':
      return sql`(${plannedMinutes} > 0 and ${ratio} >= 0.5 and ${ratio} < 1)`;
    case 'late':
      return sql`(${plannedMinutes} > 0 and ${ratio} >= 1 and ${ratio} < 2)`;
    case 'very_slow':
      return sql`(${plannedMinutes} > 0 and ${ratio} >= 2)`;
  }
}

const columns = {
  id: applications.id,
  orderId: applications.orderId,
  branchId: branches.id,
  branchName: branches.name,
  step: applications.step,
  startedAt: applications.stepStartedAt,
  deadlineAt,
  waitedMinutes,
  plannedMinutes,
};

function toWaitingTime(row: {
  id: number;
  orderId: string;
  branchId: number;
  branchName: string;
  step: WaitingTime['step'];
  startedAt: Date;
  deadlineAt: Date | string;
  waitedMinutes: number;
  plannedMinutes: number;
}): WaitingTime {
  return {
    id: row.id,
    application_id: row.id,
    order_id: row.orderId,
    branch: { id: row.branchId, name: row.branchName },
    step: row.step,
    started_at: tashkentIso(row.startedAt),
    deadline_at: tashkentIso(new Date(row.deadlineAt)),
    waited_minutes: Number(row.waitedMinutes),
    timing: timingOf(Number(row.waitedMinutes), Number(row.plannedMinutes)),
  };
}

function selectWaiting(orm: Orm) {
  return orm
    .select(columns)
    .from(applications)
    .innerJoin(branches, eq(branches.id, applications.registerBranchId));
}

/** Longest waiting first: the packer starts with the oldest. */
export async function listWaitingTimes(
  orm: Orm,
  filters: WaitingFilters,
  page: Page,
  viewer: Viewer,
): Promise<PageOf<WaitingTime>> {
  const where = and(
    waiting(viewer),
    applicationSearchMatches(filters.search),
    filters.branch_id !== undefined ? eq(applications.registerBranchId, filters.branch_id) : undefined,
    filters.timing && timingIs(filters.timing),
  );
  const [rows, [counted]] = await Promise.all([
    selectWaiting(orm)
      .where(where)
      .orderBy(asc(applications.stepStartedAt), asc(applications.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .where(where),
  ]);
  return pageOf(rows.map(toWaitingTime), counted?.total ?? 0, page);
}

export async function findWaitingTime(
  orm: Orm,
  applicationId: number,
  viewer: Viewer,
): Promise<WaitingTime | null> {
  const [row] = await selectWaiting(orm).where(
    and(eq(applications.id, applicationId), ownApplications(viewer)),
  );
  return row ? toWaitingTime(row) : null;
}

/** What the packing-time rule needs, or null when the caller cannot see the application. */
export async function packingState(orm: Orm, applicationId: number, viewer: Viewer) {
  const [row] = await orm
    .select({ step: applications.step, closedAt: applications.closedAt, deadlineAt })
    .from(applications)
    .where(and(eq(applications.id, applicationId), ownApplications(viewer)));
  return row ? { step: row.step, closed: row.closedAt !== null, deadlineAt: new Date(row.deadlineAt) } : null;
}

export async function timeHistoryOf(orm: Orm, applicationId: number): Promise<TimeHistory[]> {
  const rows = await orm
    .select({
      id: packingTimeChanges.id,
      oldTime: packingTimeChanges.oldTime,
      newTime: packingTimeChanges.newTime,
      changedAt: packingTimeChanges.changedAt,
      userId: users.id,
      userName: users.name,
      comment: packingTimeChanges.comment,
    })
    .from(packingTimeChanges)
    .leftJoin(users, eq(users.id, packingTimeChanges.changedById))
    .where(eq(packingTimeChanges.applicationId, applicationId))
    .orderBy(asc(packingTimeChanges.changedAt), asc(packingTimeChanges.id));
  return rows.map((row) => ({
    id: row.id,
    old_time: tashkentIso(row.oldTime),
    new_time: tashkentIso(row.newTime),
    changed_at: tashkentIso(row.changedAt),
    minutes: minutesBetween(row.oldTime, row.newTime),
    changed_by: refOf(row.userId, row.userName),
    comment: row.comment,
  }));
}
