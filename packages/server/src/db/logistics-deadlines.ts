import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Deadline } from '@karvon/contracts';
import { tashkentIso } from './application-queries.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, refOf, type Page, type PageOf } from './logistics-common.ts';
import { branches, deadlines } from './schema.ts';
import type { LogisticsViewer } from '../routes/logistics/common.ts';

export interface DeadlineFilters {
  month?: string;
  branch_id?: number;
}

/** `own`: the deadlines of the caller's branch and the company-wide ones (no branch) that bind everybody. */
export function ownDeadlines(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  return viewer.user.branchId === null
    ? isNull(deadlines.branchId)
    : or(isNull(deadlines.branchId), eq(deadlines.branchId, viewer.user.branchId));
}

const columns = {
  id: deadlines.id,
  month: deadlines.month,
  date: deadlines.date,
  task: deadlines.task,
  branchId: branches.id,
  branchName: branches.name,
  createdAt: deadlines.createdAt,
};

function toDeadline(row: {
  id: number;
  month: string;
  date: string;
  task: string;
  branchId: number | null;
  branchName: string | null;
  createdAt: Date;
}): Deadline {
  return {
    id: row.id,
    month: row.month,
    date: row.date,
    task: row.task,
    branch: refOf(row.branchId, row.branchName),
    created_at: tashkentIso(row.createdAt),
  };
}

/** By deadline day, then task. */
export async function listDeadlines(
  orm: Orm,
  filters: DeadlineFilters,
  page: Page,
  viewer: LogisticsViewer,
): Promise<PageOf<Deadline>> {
  const where = and(
    ownDeadlines(viewer),
    filters.month !== undefined ? eq(deadlines.month, filters.month) : undefined,
    filters.branch_id !== undefined ? eq(deadlines.branchId, filters.branch_id) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    orm
      .select(columns)
      .from(deadlines)
      .leftJoin(branches, eq(branches.id, deadlines.branchId))
      .where(where)
      .orderBy(asc(deadlines.date), asc(deadlines.task), asc(deadlines.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(deadlines)
      .where(where),
  ]);
  return pageOf(rows.map(toDeadline), counted?.total ?? 0, page);
}

export async function findDeadline(orm: Orm, id: number): Promise<Deadline | null> {
  const [row] = await orm
    .select(columns)
    .from(deadlines)
    .leftJoin(branches, eq(branches.id, deadlines.branchId))
    .where(eq(deadlines.id, id));
  return row ? toDeadline(row) : null;
}
