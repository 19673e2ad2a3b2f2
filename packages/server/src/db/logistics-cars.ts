import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Car, CarStatus } from '@karvon/contracts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, refOf, type Page, type PageOf } from './logistics-common.ts';
import { searchKey, searchKeySql, searchMatches } from '../domain/search-text.ts';
import {
  applications,
  branches,
  carUsers,
  cars,
  orderAttachmentApplications,
  orderAttachments,
  users,
} from './schema.ts';
import type { LogisticsViewer } from '../routes/logistics/common.ts';

export interface CarFilters {
  search?: string;
  status?: CarStatus;
  branch_id?: number;
}

/** `own`: cars of the caller's branch and cars the caller is attached to. */
export function ownCars(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  const attached = sql`exists (select 1 from ${carUsers} where ${carUsers.carId} = ${cars.id} and ${carUsers.userId} = ${viewer.user.id})`;
  return viewer.user.branchId === null ? attached : or(eq(cars.branchId, viewer.user.branchId), attached);
}

/** Steps at which attached goods are still aboard or about to be: the car is on a route. */
export const ON_ROUTE_STEPS = ['ready_to_load', 'loading', 'in_transit', 'out_for_delivery'] as const;

export async function isOnRoute(orm: Orm, carId: number): Promise<boolean> {
  const [row] = await orm
    .select({ id: orderAttachments.id })
    .from(orderAttachments)
    .innerJoin(orderAttachmentApplications, eq(orderAttachmentApplications.attachmentId, orderAttachments.id))
    .innerJoin(applications, eq(applications.id, orderAttachmentApplications.applicationId))
    .where(
      and(
        eq(orderAttachments.carId, carId),
        inArray(applications.step, [...ON_ROUTE_STEPS]),
        isNull(applications.closedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function usersOf(orm: Orm, carIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byCar = new Map<number, { id: number; name: string }[]>();
  if (carIds.length === 0) return byCar;
  const rows = await orm
    .select({ carId: carUsers.carId, id: users.id, name: users.name })
    .from(carUsers)
    .innerJoin(users, eq(users.id, carUsers.userId))
    .where(inArray(carUsers.carId, carIds))
    .orderBy(asc(users.id));
  for (const row of rows) {
    const list = byCar.get(row.carId) ?? [];
    list.push({ id: row.id, name: row.name });
    byCar.set(row.carId, list);
  }
  return byCar;
}

const carColumns = {
  id: cars.id,
  model: cars.model,
  governmentNumber: cars.governmentNumber,
  status: cars.status,
  driverName: cars.driverName,
  branchId: branches.id,
  branchName: branches.name,
};

async function toCars(
  orm: Orm,
  rows: {
    id: number;
    model: string;
    governmentNumber: string;
    status: CarStatus;
    driverName: string | null;
    branchId: number | null;
    branchName: string | null;
  }[],
): Promise<Car[]> {
  const attached = await usersOf(
    orm,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    model: row.model,
    government_number: row.governmentNumber,
    status: row.status,
    driver_name: row.driverName,
    branch: refOf(row.branchId, row.branchName),
    users: attached.get(row.id) ?? [],
  }));
}

export async function listCars(
  orm: Orm,
  filters: CarFilters,
  page: Page,
  viewer: LogisticsViewer,
): Promise<PageOf<Car>> {
  const where = and(
    ownCars(viewer),
    searchMatches(filters.search, [cars.governmentNumber, cars.model, cars.driverName, branches.name]),
    filters.status && eq(cars.status, filters.status),
    filters.branch_id !== undefined ? eq(cars.branchId, filters.branch_id) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    orm
      .select(carColumns)
      .from(cars)
      .leftJoin(branches, eq(branches.id, cars.branchId))
      .where(where)
      .orderBy(asc(cars.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(cars)
      .leftJoin(branches, eq(branches.id, cars.branchId))
      .where(where),
  ]);
  return pageOf(await toCars(orm, rows), counted?.total ?? 0, page);
}

export async function findCar(orm: Orm, id: number, viewer: LogisticsViewer): Promise<Car | null> {
  const rows = await orm
    .select(carColumns)
    .from(cars)
    .leftJoin(branches, eq(branches.id, cars.branchId))
    .where(and(eq(cars.id, id), ownCars(viewer)));
  const [car] = await toCars(orm, rows);
  return car ?? null;
}

/** The car holding a plate, whatever spacing or case it was typed with. */
export async function carWithPlate(orm: Orm, plate: string): Promise<{ id: number } | null> {
  const [row] = await orm
    .select({ id: cars.id })
    .from(cars)
    .where(sql`upper(replace(${cars.governmentNumber}, ' ', '')) = ${plate}`);
  return row ?? null;
}

/** Staff whose name, folded for search, equals the driver's name as typed on the car (any script). */
export async function staffNamed(orm: Orm, name: string): Promise<number[]> {
  const key = searchKey(name);
  if (key === '') return [];
  const rows = await orm
    .select({ id: users.id })
    .from(users)
    .where(sql`${searchKeySql(users.name)} = ${key}`)
    .orderBy(desc(users.id));
  return rows.map((row) => row.id);
}

export async function branchExists(orm: Orm, id: number): Promise<boolean> {
  const [row] = await orm.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return row !== undefined;
}
