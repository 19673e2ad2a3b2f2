import { and, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  ApplicationStatus,
  ApplicationStep,
  BranchStatistics,
  BranchStatisticsDetail,
  CategoryPoint,
  DeliveryStatistics,
  HourlyPoint,
  SalesAnalytics,
} from '@karvon/contracts';
import { TIMING_THRESHOLDS } from '../domain/application-workflow.ts';
import { tashkentDayStart } from './application-queries.ts';
import type { Orm } from './database.ts';
import { applicationProducts, applications, applicationSteps, branches, products } from './schema.ts';
import type { LogisticsViewer } from '../routes/logistics/common.ts';

export interface Period {
  date_from?: string;
  date_to?: string;
  branch_id?: number;
}

/** `own`: the statistics of the caller's branch (registered or sold there). */
function ownBranch(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  const { branchId } = viewer.user;
  return branchId === null
    ? sql`false`
    : or(eq(applications.registerBranchId, branchId), eq(applications.saleBranchId, branchId));
}

/**
 * `own` in the per-branch table: the caller's branch's row only. Rows are keyed by the registering branch, so an
 * application their branch sold but another registered would otherwise show that other branch's row.
 */
function ownRegisterBranch(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  const { branchId } = viewer.user;
  return branchId === null ? sql`false` : eq(applications.registerBranchId, branchId);
}

/** Applications created in the period (days in Asia/Tashkent), of the branch asked for and visible to the caller. */
function inPeriod(period: Period, viewer: LogisticsViewer): SQL | undefined {
  return and(
    ownBranch(viewer),
    period.date_from !== undefined
      ? gte(applications.createdAt, tashkentDayStart(period.date_from))
      : undefined,
    period.date_to !== undefined
      ? lt(applications.createdAt, tashkentDayStart(period.date_to, 1))
      : undefined,
    period.branch_id !== undefined ? eq(applications.registerBranchId, period.branch_id) : undefined,
  );
}

const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
/** Minutes at the current step, the clock stopped while frozen; a delivered application spends none. */
const spent = sql`(case when ${applications.step} = 'delivered' then 0 else greatest(0, extract(epoch from (coalesce(${applications.frozenAt}, now()) - ${applications.stepStartedAt})) / 60) end)`;
const ratio = sql`(${spent} / nullif(${applications.stepDurationMinutes}, 0))`;
const [startBelow, middleBelow, lateBelow] = TIMING_THRESHOLDS.map((level) => level.belowRatio);
const timingStart = sql`(${applications.stepDurationMinutes} <= 0 or ${ratio} < ${startBelow})`;
const timingMiddle = sql`(${applications.stepDurationMinutes} > 0 and ${ratio} >= ${startBelow} and ${ratio} < ${middleBelow})`;
const timingLate = sql`(${applications.stepDurationMinutes} > 0 and ${ratio} >= ${middleBelow} and ${ratio} < ${lateBelow})`;
const timingVerySlow = sql`(${applications.stepDurationMinutes} > 0 and ${ratio} >= ${lateBelow})`;
const ON_THE_WAY = sql`${applications.step} in ('loading', 'in_transit', 'out_for_delivery')`;
/** Hour of the day in Asia/Tashkent (UTC+5 all year). */
const tashkentHour = (column: SQL | typeof applications.createdAt) =>
  sql<number>`extract(hour from (${column} at time zone 'UTC') + interval '5 hours')::int`;
const tashkentDate = sql<string>`to_char((${applications.createdAt} at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')`;
/** Sales leave out applications closed from the frozen screen (rejected). */
const sold = isNull(applications.closedAt);

export async function deliveryStatistics(
  orm: Orm,
  period: Period,
  viewer: LogisticsViewer,
): Promise<DeliveryStatistics> {
  const [row] = await orm
    .select({
      total: sql<number>`count(*)::int`,
      delivered: count(sql`${applications.step} = 'delivered'`),
      onTheWay: count(ON_THE_WAY),
      returned: count(sql`${applications.step} = 'returning'`),
      frozen: count(sql`${applications.isFrozen}`),
      start: count(timingStart),
      middle: count(timingMiddle),
      late: count(timingLate),
      verySlow: count(timingVerySlow),
    })
    .from(applications)
    .where(inPeriod(period, viewer));
  return {
    total: row?.total ?? 0,
    delivered: row?.delivered ?? 0,
    on_the_way: row?.onTheWay ?? 0,
    returned: row?.returned ?? 0,
    frozen: row?.frozen ?? 0,
    by_timing: {
      start: row?.start ?? 0,
      middle: row?.middle ?? 0,
      late: row?.late ?? 0,
      very_slow: row?.verySlow ?? 0,
    },
  };
}

/** Created per hour of creation; delivered per hour the delivery step began. Hours with neither are left out. */
export async function hourlyStatistics(
  orm: Orm,
  period: Period,
  viewer: LogisticsViewer,
): Promise<HourlyPoint[]> {
  const where = inPeriod(period, viewer);
  const [created, delivered] = await Promise.all([
    orm
      .select({ hour: tashkentHour(applications.createdAt), n: sql<number>`count(*)::int` })
      .from(applications)
      .where(where)
      .groupBy(sql`1`),
    orm
      .select({ hour: tashkentHour(sql`${applicationSteps.startedAt}`), n: sql<number>`count(*)::int` })
      .from(applicationSteps)
      .innerJoin(applications, eq(applications.id, applicationSteps.applicationId))
      .where(and(where, eq(applicationSteps.step, 'delivered')))
      .groupBy(sql`1`),
  ]);
  const hours = new Map<number, HourlyPoint>();
  const at = (hour: number) =>
    hours.get(hour) ?? hours.set(hour, { hour, created: 0, delivered: 0 }).get(hour)!;
  for (const row of created) at(row.hour).created = row.n;
  for (const row of delivered) at(row.hour).delivered = row.n;
  return [...hours.values()].sort((a, b) => a.hour - b.hour);
}

/** Largest amount first. */
export async function categoryStatistics(
  orm: Orm,
  period: Period,
  viewer: LogisticsViewer,
): Promise<CategoryPoint[]> {
  const rows = await orm
    .select({
      category: products.category,
      // Sums in numeric, which cannot overflow (int and bigint can): the text becomes a JSON number.
      quantity: sql<string>`sum(${applicationProducts.quantity}::numeric)`,
      amount: sql<string>`sum(${applicationProducts.quantity}::numeric * ${applicationProducts.amount})`,
    })
    .from(applicationProducts)
    .innerJoin(applications, eq(applications.id, applicationProducts.applicationId))
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(inPeriod(period, viewer))
    .groupBy(products.category)
    .orderBy(sql`3 desc`, products.category);
  return rows.map((row) => ({
    category: row.category,
    quantity: Number(row.quantity),
    amount: Number(row.amount),
  }));
}

/** Branches that registered applications in the period, the busiest first; `late` counts late and very slow. */
export async function branchStatistics(
  orm: Orm,
  period: Period,
  viewer: LogisticsViewer,
): Promise<BranchStatistics[]> {
  const rows = await orm
    .select({
      id: branches.id,
      name: branches.name,
      total: sql<number>`count(*)::int`,
      delivered: count(sql`${applications.step} = 'delivered'`),
      late: count(sql`(${timingLate} or ${timingVerySlow})`),
      amount: sql<string>`coalesce(sum(${applications.totalAmount}), 0)`,
    })
    .from(applications)
    .innerJoin(branches, eq(branches.id, applications.registerBranchId))
    .where(and(inPeriod(period, viewer), ownRegisterBranch(viewer)))
    .groupBy(branches.id, branches.name)
    .orderBy(sql`3 desc`, branches.id);
  return rows.map((row) => ({
    branch: { id: row.id, name: row.name },
    total: row.total,
    delivered: row.delivered,
    late: row.late,
    amount: Number(row.amount),
  }));
}

export async function branchStatisticsDetail(
  orm: Orm,
  branchId: number,
  period: Period,
  viewer: LogisticsViewer,
): Promise<BranchStatisticsDetail | null> {
  const [branch] = await orm
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!branch || (viewer.own && viewer.user.branchId !== branchId)) return null;
  const where = inPeriod({ ...period, branch_id: branchId }, { ...viewer, own: false });
  const [bySteps, byStatuses] = await Promise.all([
    orm
      .select({ step: applications.step, n: sql<number>`count(*)::int` })
      .from(applications)
      .where(where)
      .groupBy(applications.step)
      .orderBy(applications.step),
    orm
      .select({ status: applications.status, n: sql<number>`count(*)::int` })
      .from(applications)
      .where(where)
      .groupBy(applications.status)
      .orderBy(applications.status),
  ]);
  return {
    branch,
    by_step: bySteps.map((row) => ({ step: row.step as ApplicationStep, count: row.n })),
    by_status: byStatuses.map((row) => ({ status: row.status as ApplicationStatus, count: row.n })),
  };
}

/** Sales by the day of the order and by the branch that sold it (the register branch when no sale branch). */
export async function salesAnalytics(
  orm: Orm,
  period: Period,
  viewer: LogisticsViewer,
): Promise<SalesAnalytics> {
  const where = and(inPeriod(period, viewer), sold);
  const sellingBranch = sql`coalesce(${applications.saleBranchId}, ${applications.registerBranchId})`;
  const [[total], byDay, byBranch] = await Promise.all([
    orm
      .select({
        amount: sql<string>`coalesce(sum(${applications.totalAmount}), 0)`,
        orders: sql<number>`count(*)::int`,
      })
      .from(applications)
      .where(where),
    orm
      .select({
        date: tashkentDate,
        amount: sql<string>`sum(${applications.totalAmount})`,
        orders: sql<number>`count(*)::int`,
      })
      .from(applications)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    orm
      .select({
        id: branches.id,
        name: branches.name,
        amount: sql<string>`sum(${applications.totalAmount})`,
        orders: sql<number>`count(*)::int`,
      })
      .from(applications)
      .innerJoin(branches, sql`${branches.id} = ${sellingBranch}`)
      .where(where)
      .groupBy(branches.id, branches.name)
      .orderBy(sql`3 desc`, branches.id),
  ]);
  const amount = Number(total?.amount ?? 0);
  const orders = total?.orders ?? 0;
  return {
    total_amount: amount,
    orders,
    average_amount: orders === 0 ? 0 : Math.round(amount / orders),
    by_day: byDay.map((row) => ({ date: row.date, amount: Number(row.amount), orders: row.orders })),
    by_branch: byBranch.map((row) => ({
      branch: { id: row.id, name: row.name },
      amount: Number(row.amount),
      orders: row.orders,
    })),
  };
}
