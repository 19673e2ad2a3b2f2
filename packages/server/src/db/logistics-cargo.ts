import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Cargo, CargoDetail, CargoStatus } from '@karvon/contracts';
import { tashkentDayStart, tashkentIso } from './application-queries.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, refOf, type Page, type PageOf } from './logistics-common.ts';
import { searchMatches } from '../domain/search-text.ts';
import { productColumns, toProduct } from './logistics-products.ts';
import { cargo, cargoProducts, carUsers, cars, products, users, branches } from './schema.ts';
import type { LogisticsViewer } from '../routes/logistics/common.ts';

export interface CargoFilters {
  search?: string;
  status?: CargoStatus;
  branch_id?: number;
  date_from?: string;
  date_to?: string;
}

const sender = alias(branches, 'sender');
const receiver = alias(branches, 'receiver');
const driver = alias(users, 'driver');

/** `own`: cargo leaving or reaching the caller's branch. */
export function ownCargo(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  const { branchId } = viewer.user;
  return branchId === null
    ? sql`false`
    : or(eq(cargo.senderBranchId, branchId), eq(cargo.receiverBranchId, branchId));
}

/** The driver of a cargo is the first user attached to its car. */
const driverOfCar = sql`(select min(${carUsers.userId}) from ${carUsers} where ${carUsers.carId} = ${cargo.carId})`;

function selectCargo(orm: Orm) {
  return orm
    .select({
      id: cargo.id,
      number: cargo.number,
      status: cargo.status,
      senderId: sender.id,
      senderName: sender.name,
      receiverId: receiver.id,
      receiverName: receiver.name,
      carNumber: cars.governmentNumber,
      driverId: driver.id,
      driverName: driver.name,
      productsCount: sql<number>`(select count(*)::int from ${cargoProducts} where ${cargoProducts.cargoId} = ${cargo.id})`,
      // Summed in numeric, which cannot overflow (bigint and float8 products can): the text becomes a JSON number.
      totalVolume: sql<string>`(select coalesce(sum(${cargoProducts.quantity}::numeric * ${products.volumeM3}::numeric), 0) from ${cargoProducts} join ${products} on ${products.id} = ${cargoProducts.productId} where ${cargoProducts.cargoId} = ${cargo.id})`,
      totalAmount: sql<string>`(select coalesce(sum(${cargoProducts.quantity}::numeric * ${cargoProducts.amount}), 0) from ${cargoProducts} where ${cargoProducts.cargoId} = ${cargo.id})`,
      comment: cargo.comment,
      createdAt: cargo.createdAt,
      sentAt: cargo.sentAt,
      receivedAt: cargo.receivedAt,
    })
    .from(cargo)
    .innerJoin(sender, eq(sender.id, cargo.senderBranchId))
    .innerJoin(receiver, eq(receiver.id, cargo.receiverBranchId))
    .leftJoin(cars, eq(cars.id, cargo.carId))
    .leftJoin(driver, eq(driver.id, driverOfCar));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCargo>['execute']>>[number];

function toCargo(row: Row): Cargo {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    sender_branch: { id: row.senderId, name: row.senderName },
    receiver_branch: { id: row.receiverId, name: row.receiverName },
    car_number: row.carNumber,
    driver: refOf(row.driverId, row.driverName),
    products_count: Number(row.productsCount),
    // Cubic metres to the litre: sums of binary fractions otherwise show 0.30000000000000004.
    total_volume_m3: Math.round(Number(row.totalVolume) * 1000) / 1000,
    total_amount: Number(row.totalAmount),
    comment: row.comment,
    created_at: tashkentIso(row.createdAt),
    sent_at: row.sentAt === null ? null : tashkentIso(row.sentAt),
    received_at: row.receivedAt === null ? null : tashkentIso(row.receivedAt),
  };
}

/** Drafts first (they still need work), then the newest. */
export async function listCargo(
  orm: Orm,
  filters: CargoFilters,
  page: Page,
  viewer: LogisticsViewer,
): Promise<PageOf<Cargo>> {
  const where = and(
    ownCargo(viewer),
    searchMatches(filters.search, [
      cargo.number,
      sender.name,
      receiver.name,
      cars.governmentNumber,
      cargo.comment,
    ]),
    filters.status && eq(cargo.status, filters.status),
    filters.branch_id !== undefined
      ? or(eq(cargo.senderBranchId, filters.branch_id), eq(cargo.receiverBranchId, filters.branch_id))
      : undefined,
    filters.date_from !== undefined ? gte(cargo.createdAt, tashkentDayStart(filters.date_from)) : undefined,
    filters.date_to !== undefined ? lt(cargo.createdAt, tashkentDayStart(filters.date_to, 1)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectCargo(orm)
      .where(where)
      .orderBy(sql`${cargo.status} = 'draft' desc`, desc(cargo.createdAt), desc(cargo.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(cargo)
      .innerJoin(sender, eq(sender.id, cargo.senderBranchId))
      .innerJoin(receiver, eq(receiver.id, cargo.receiverBranchId))
      .leftJoin(cars, eq(cars.id, cargo.carId))
      .where(where),
  ]);
  return pageOf(rows.map(toCargo), counted?.total ?? 0, page);
}

export async function findCargo(orm: Orm, id: number, viewer: LogisticsViewer): Promise<CargoDetail | null> {
  const [row] = await selectCargo(orm).where(and(eq(cargo.id, id), ownCargo(viewer)));
  if (!row) return null;
  const lines = await orm
    .select({ ...productColumns, lineQuantity: cargoProducts.quantity })
    .from(cargoProducts)
    .innerJoin(products, eq(products.id, cargoProducts.productId))
    .where(eq(cargoProducts.cargoId, id))
    .orderBy(asc(cargoProducts.id));
  return {
    ...toCargo(row),
    products: lines.map((line) => ({ product: toProduct(line), quantity: line.lineQuantity })),
  };
}

/** Catalogue prices of the given products (a cargo line keeps the price it was sent at). */
export async function pricesOf(orm: Orm, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ id: products.id, amount: products.amount })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.amount]));
}

/** The sender branch's first active car that has a driver attached: a cargo made without a car goes with it. */
export async function defaultCarOf(orm: Orm, branchId: number): Promise<number | null> {
  const [row] = await orm
    .select({ id: cars.id })
    .from(cars)
    .where(
      and(
        eq(cars.branchId, branchId),
        eq(cars.status, 'active'),
        sql`exists (select 1 from ${carUsers} where ${carUsers.carId} = ${cars.id})`,
      ),
    )
    .orderBy(asc(cars.id))
    .limit(1);
  return row?.id ?? null;
}
