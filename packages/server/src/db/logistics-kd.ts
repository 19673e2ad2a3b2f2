import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Application, KdRegister, KdRegisterDetail, UnknownProduct } from '@karvon/contracts';
import { findApplication, tashkentDayStart, tashkentIso } from './application-queries.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, refOf, type Page, type PageOf } from './logistics-common.ts';
import { searchMatches } from '../domain/search-text.ts';
import {
  applications,
  branches,
  kdRegisterApplications,
  kdRegisters,
  unknownProducts,
  users,
} from './schema.ts';
import type { LogisticsViewer } from '../routes/logistics/common.ts';

export interface KdFilters {
  search?: string;
  driver_id?: number;
  branch_id?: number;
  date_from?: string;
  date_to?: string;
}

/** `own`: the courier registers of the caller's branch and the ones they drive. */
function ownKd(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  const { id, branchId } = viewer.user;
  return or(...(branchId === null ? [] : [eq(kdRegisters.branchId, branchId)]), eq(kdRegisters.driverId, id));
}

const ofRegister = sql`from ${kdRegisterApplications} l join ${applications} a on a.id = l.application_id where l.kd_register_id = ${kdRegisters.id}`;

function selectKd(orm: Orm) {
  return orm
    .select({
      id: kdRegisters.id,
      number: kdRegisters.number,
      driverId: users.id,
      driverName: users.name,
      carNumber: kdRegisters.carNumber,
      branchId: branches.id,
      branchName: branches.name,
      businessDate: kdRegisters.businessDate,
      applicationsCount: sql<number>`(select count(*)::int ${ofRegister})`,
      deliveredCount: sql<number>`(select count(*)::int ${ofRegister} and a.step = 'delivered')`,
      totalAmount: sql<string>`(select coalesce(sum(a.total_amount), 0) ${ofRegister})`,
      isClosed: kdRegisters.isClosed,
    })
    .from(kdRegisters)
    .innerJoin(branches, eq(branches.id, kdRegisters.branchId))
    .leftJoin(users, eq(users.id, kdRegisters.driverId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectKd>['execute']>>[number];

function toKd(row: Row): KdRegister {
  return {
    id: row.id,
    number: row.number,
    driver: refOf(row.driverId, row.driverName),
    car_number: row.carNumber,
    branch: { id: row.branchId, name: row.branchName },
    business_date: row.businessDate,
    applications_count: Number(row.applicationsCount),
    delivered_count: Number(row.deliveredCount),
    total_amount: Number(row.totalAmount),
    is_closed: row.isClosed,
  };
}

/** Newest day first. */
export async function listKdRegisters(
  orm: Orm,
  filters: KdFilters,
  page: Page,
  viewer: LogisticsViewer,
): Promise<PageOf<KdRegister>> {
  const where = and(
    ownKd(viewer),
    searchMatches(filters.search, [kdRegisters.number, kdRegisters.carNumber, users.name, branches.name]),
    filters.driver_id !== undefined ? eq(kdRegisters.driverId, filters.driver_id) : undefined,
    filters.branch_id !== undefined ? eq(kdRegisters.branchId, filters.branch_id) : undefined,
    filters.date_from !== undefined ? gte(kdRegisters.businessDate, filters.date_from) : undefined,
    filters.date_to !== undefined ? lte(kdRegisters.businessDate, filters.date_to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectKd(orm)
      .where(where)
      .orderBy(desc(kdRegisters.businessDate), asc(kdRegisters.number))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(kdRegisters)
      .innerJoin(branches, eq(branches.id, kdRegisters.branchId))
      .leftJoin(users, eq(users.id, kdRegisters.driverId))
      .where(where),
  ]);
  return pageOf(rows.map(toKd), counted?.total ?? 0, page);
}

export async function findKdRegister(
  orm: Orm,
  id: number,
  viewer: LogisticsViewer,
): Promise<KdRegisterDetail | null> {
  const [row] = await selectKd(orm).where(and(eq(kdRegisters.id, id), ownKd(viewer)));
  if (!row) return null;
  const links = await orm
    .select({ id: kdRegisterApplications.applicationId })
    .from(kdRegisterApplications)
    .where(eq(kdRegisterApplications.kdRegisterId, id))
    .orderBy(asc(kdRegisterApplications.applicationId));
  // The register shows its applications whatever the caller's `own` on the applications screen.
  const found = await Promise.all(
    links.map((link) => findApplication(orm, link.id, { user: viewer.user, scope: 'all' })),
  );
  return { ...toKd(row), applications: found.filter((a): a is Application => a !== null) };
}

export interface UnknownFilters {
  search?: string;
  branch_id?: number;
  date_from?: string;
  date_to?: string;
}

/** Unknown goods, the latest found first; `own` callers see their branch's. */
export async function listUnknownProducts(
  orm: Orm,
  filters: UnknownFilters,
  page: Page,
  viewer: LogisticsViewer,
): Promise<PageOf<UnknownProduct>> {
  const where = and(
    viewer.own
      ? viewer.user.branchId === null
        ? sql`false`
        : eq(unknownProducts.branchId, viewer.user.branchId)
      : undefined,
    searchMatches(filters.search, [
      unknownProducts.name,
      unknownProducts.code,
      unknownProducts.sku,
      unknownProducts.imei,
      unknownProducts.comment,
    ]),
    filters.branch_id !== undefined ? eq(unknownProducts.branchId, filters.branch_id) : undefined,
    filters.date_from !== undefined
      ? gte(unknownProducts.foundAt, tashkentDayStart(filters.date_from))
      : undefined,
    filters.date_to !== undefined
      ? sql`${unknownProducts.foundAt} < ${tashkentDayStart(filters.date_to, 1)}`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    orm
      .select({
        id: unknownProducts.id,
        name: unknownProducts.name,
        code: unknownProducts.code,
        sku: unknownProducts.sku,
        imei: unknownProducts.imei,
        branchId: branches.id,
        branchName: branches.name,
        foundAt: unknownProducts.foundAt,
        comment: unknownProducts.comment,
      })
      .from(unknownProducts)
      .innerJoin(branches, eq(branches.id, unknownProducts.branchId))
      .where(where)
      .orderBy(desc(unknownProducts.foundAt), desc(unknownProducts.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(unknownProducts)
      .where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      sku: row.sku,
      imei: row.imei,
      branch: { id: row.branchId, name: row.branchName },
      found_at: tashkentIso(row.foundAt),
      comment: row.comment,
    })),
    counted?.total ?? 0,
    page,
  );
}
