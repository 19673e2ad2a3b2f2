import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Movement } from '@karvon/contracts';
import { tashkentDayStart, tashkentIso } from './application-queries.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, refOf, type Page, type PageOf } from './logistics-common.ts';
import { searchMatches } from '../domain/search-text.ts';
import { applications, branches, movements, users } from './schema.ts';
import type { LogisticsViewer } from '../routes/logistics/common.ts';

export interface MovementFilters {
  search?: string;
  branch_id?: number;
  driver_id?: number;
  date_from?: string;
  date_to?: string;
}

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');
const driver = alias(users, 'driver');

/** `own`: moves out of or into the caller's branch, and the moves they drove. */
export function ownMovements(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  const { id, branchId } = viewer.user;
  return or(
    ...(branchId === null ? [] : [eq(movements.fromBranchId, branchId), eq(movements.toBranchId, branchId)]),
    eq(movements.driverId, id),
  );
}

/** Newest first. */
export async function listMovements(
  orm: Orm,
  filters: MovementFilters,
  page: Page,
  viewer: LogisticsViewer,
): Promise<PageOf<Movement>> {
  const where = and(
    ownMovements(viewer),
    searchMatches(filters.search, [
      applications.orderId,
      movements.carNumber,
      fromBranch.name,
      toBranch.name,
      driver.name,
    ]),
    filters.branch_id !== undefined
      ? or(eq(movements.fromBranchId, filters.branch_id), eq(movements.toBranchId, filters.branch_id))
      : undefined,
    filters.driver_id !== undefined ? eq(movements.driverId, filters.driver_id) : undefined,
    filters.date_from !== undefined ? gte(movements.movedAt, tashkentDayStart(filters.date_from)) : undefined,
    filters.date_to !== undefined ? lt(movements.movedAt, tashkentDayStart(filters.date_to, 1)) : undefined,
  );
  const base = () =>
    orm
      .select({
        id: movements.id,
        applicationId: movements.applicationId,
        orderId: applications.orderId,
        fromId: fromBranch.id,
        fromName: fromBranch.name,
        toId: toBranch.id,
        toName: toBranch.name,
        carNumber: movements.carNumber,
        driverId: driver.id,
        driverName: driver.name,
        step: movements.step,
        status: movements.status,
        movedAt: movements.movedAt,
        total: sql<number>`count(*) over ()::int`,
      })
      .from(movements)
      .innerJoin(applications, eq(applications.id, movements.applicationId))
      .innerJoin(fromBranch, eq(fromBranch.id, movements.fromBranchId))
      .innerJoin(toBranch, eq(toBranch.id, movements.toBranchId))
      .leftJoin(driver, eq(driver.id, movements.driverId));
  const rows = await base()
    .where(where)
    .orderBy(desc(movements.movedAt), desc(movements.id))
    .limit(page.per_page)
    .offset(offsetOf(page));
  const total =
    rows[0]?.total ??
    (page.page > 1
      ? ((
          await orm
            .select({ total: sql<number>`count(*)::int` })
            .from(movements)
            .innerJoin(applications, eq(applications.id, movements.applicationId))
            .innerJoin(fromBranch, eq(fromBranch.id, movements.fromBranchId))
            .innerJoin(toBranch, eq(toBranch.id, movements.toBranchId))
            .leftJoin(driver, eq(driver.id, movements.driverId))
            .where(where)
        )[0]?.total ?? 0)
      : 0);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      application_id: row.applicationId,
      order_id: row.orderId,
      from_branch: { id: row.fromId, name: row.fromName },
      to_branch: { id: row.toId, name: row.toName },
      car_number: row.carNumber,
      driver: refOf(row.driverId, row.driverName),
      step: row.step,
      status: row.status,
      moved_at: tashkentIso(row.movedAt),
    })),
    total,
    page,
  );
}
