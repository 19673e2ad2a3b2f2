import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Register, RegisterDetail, RegisterKind } from '@karvon/contracts';
import { tashkentIso } from './application-queries.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, refOf, type Page, type PageOf } from './logistics-common.ts';
import { searchMatches } from '../domain/search-text.ts';
import { productColumns, toProduct } from './logistics-products.ts';
import { branches, products, registerPrints, registerProducts, registers, users } from './schema.ts';
import type { LogisticsViewer } from '../routes/logistics/common.ts';

export interface RegisterFilters {
  search?: string;
  kind?: RegisterKind;
  status?: 'draft' | 'approved';
  printed?: boolean;
  branch_id?: number;
  date_from?: string;
  date_to?: string;
}

/** `own`: the registers of the caller's branch (a user without a branch has none). */
export function ownRegisters(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  return viewer.user.branchId === null ? sql`false` : eq(registers.branchId, viewer.user.branchId);
}

const productsCount = sql<number>`(select count(*)::int from ${registerProducts} where ${registerProducts.registerId} = ${registers.id})`;
/** Summed in numeric, which cannot overflow (a bigint product can): the text becomes a JSON number. */
const totalAmount = sql<string>`(select coalesce(sum(${registerProducts.quantity}::numeric * ${products.amount}), 0) from ${registerProducts} join ${products} on ${products.id} = ${registerProducts.productId} where ${registerProducts.registerId} = ${registers.id})`;

const registerColumns = {
  id: registers.id,
  number: registers.number,
  kind: registers.kind,
  status: registers.status,
  isPrinted: registers.isPrinted,
  branchId: branches.id,
  branchName: branches.name,
  businessDate: registers.businessDate,
  productsCount,
  totalAmount,
  createdAt: registers.createdAt,
  createdById: users.id,
  createdByName: users.name,
};

type RegisterRow = {
  id: number;
  number: string;
  kind: RegisterKind;
  status: 'draft' | 'approved';
  isPrinted: boolean;
  branchId: number;
  branchName: string;
  businessDate: string;
  productsCount: number;
  totalAmount: string;
  createdAt: Date;
  createdById: number | null;
  createdByName: string | null;
};

function toRegister(row: RegisterRow): Register {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    is_printed: row.isPrinted,
    branch: { id: row.branchId, name: row.branchName },
    business_date: row.businessDate,
    products_count: Number(row.productsCount),
    total_amount: Number(row.totalAmount),
    created_at: tashkentIso(row.createdAt),
    created_by: refOf(row.createdById, row.createdByName),
  };
}

function selectRegisters(orm: Orm) {
  return orm
    .select(registerColumns)
    .from(registers)
    .innerJoin(branches, eq(branches.id, registers.branchId))
    .leftJoin(users, eq(users.id, registers.createdById));
}

/** Newest business day first. */
export async function listRegisters(
  orm: Orm,
  filters: RegisterFilters,
  page: Page,
  viewer: LogisticsViewer,
): Promise<PageOf<Register>> {
  const where = and(
    ownRegisters(viewer),
    searchMatches(filters.search, [registers.number, branches.name, users.name]),
    filters.kind && eq(registers.kind, filters.kind),
    filters.status && eq(registers.status, filters.status),
    filters.printed !== undefined ? eq(registers.isPrinted, filters.printed) : undefined,
    filters.branch_id !== undefined ? eq(registers.branchId, filters.branch_id) : undefined,
    filters.date_from !== undefined ? gte(registers.businessDate, filters.date_from) : undefined,
    filters.date_to !== undefined ? lte(registers.businessDate, filters.date_to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectRegisters(orm)
      .where(where)
      .orderBy(desc(registers.businessDate), desc(registers.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(registers)
      .innerJoin(branches, eq(branches.id, registers.branchId))
      .leftJoin(users, eq(users.id, registers.createdById))
      .where(where),
  ]);
  return pageOf(rows.map(toRegister), counted?.total ?? 0, page);
}

export async function findRegister(
  orm: Orm,
  id: number,
  viewer: LogisticsViewer,
): Promise<RegisterDetail | null> {
  const [row] = await selectRegisters(orm).where(and(eq(registers.id, id), ownRegisters(viewer)));
  if (!row) return null;
  const lines = await orm
    .select({
      ...productColumns,
      lineId: registerProducts.id,
      lineQuantity: registerProducts.quantity,
      lineSeries: registerProducts.series,
      lineAddedAt: registerProducts.addedAt,
    })
    .from(registerProducts)
    .innerJoin(products, eq(products.id, registerProducts.productId))
    .where(eq(registerProducts.registerId, id))
    .orderBy(asc(registerProducts.id));
  const prints = await orm
    .select({
      printedAt: registerPrints.printedAt,
      byId: users.id,
      byName: users.name,
      reason: registerPrints.reason,
    })
    .from(registerPrints)
    .leftJoin(users, eq(users.id, registerPrints.printedById))
    .where(eq(registerPrints.registerId, id))
    .orderBy(asc(registerPrints.printedAt), asc(registerPrints.id));
  return {
    ...toRegister(row),
    products: lines.map((line) => ({
      id: line.lineId,
      product: toProduct(line),
      quantity: line.lineQuantity,
      series: line.lineSeries,
      added_at: tashkentIso(line.lineAddedAt),
    })),
    prints: prints.map((print) => ({
      printed_at: tashkentIso(print.printedAt),
      printed_by: refOf(print.byId, print.byName),
      reason: print.reason,
    })),
  };
}

/** What the register rules need: its status, kind, branch, day and products (with quantity and price). */
export async function registerState(orm: Orm, id: number, viewer: LogisticsViewer) {
  const [row] = await orm
    .select({
      status: registers.status,
      kind: registers.kind,
      branchId: registers.branchId,
      businessDate: registers.businessDate,
    })
    .from(registers)
    .where(and(eq(registers.id, id), ownRegisters(viewer)));
  if (!row) return null;
  const lines = await orm
    .select({
      productId: registerProducts.productId,
      quantity: registerProducts.quantity,
      amount: products.amount,
    })
    .from(registerProducts)
    .innerJoin(products, eq(products.id, registerProducts.productId))
    .where(eq(registerProducts.registerId, id));
  return { ...row, lines, productIds: lines.map((line) => line.productId) };
}

/** The largest total of the registers holding a product (their totals follow its catalogue price) at another price. */
export async function largestRegisterTotalAt(orm: Orm, productId: number, amount: number): Promise<number> {
  const price = sql`case when ${products.id} = ${productId} then ${amount}::numeric else ${products.amount} end`;
  const [row] = await orm.select({ total: sql<string>`coalesce(max(total), 0)` }).from(
    orm
      .select({ total: sql`sum(${registerProducts.quantity}::numeric * ${price})`.as('total') })
      .from(registerProducts)
      .innerJoin(products, eq(products.id, registerProducts.productId))
      .where(
        inArray(
          registerProducts.registerId,
          orm
            .select({ id: registerProducts.registerId })
            .from(registerProducts)
            .where(eq(registerProducts.productId, productId)),
        ),
      )
      .groupBy(registerProducts.registerId)
      .as('totals'),
  );
  return Number(row?.total ?? 0);
}

/** For each product, the business days of the branch's other approved end-of-day registers holding it. */
export async function endOfDayDays(
  orm: Orm,
  registerId: number,
  branchId: number,
  productIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const days = new Map<number, Set<string>>();
  if (productIds.length === 0) return days;
  const rows = await orm
    .select({ productId: registerProducts.productId, day: registers.businessDate })
    .from(registerProducts)
    .innerJoin(registers, eq(registers.id, registerProducts.registerId))
    .where(
      and(
        eq(registers.kind, 'end_of_day'),
        eq(registers.status, 'approved'),
        eq(registers.branchId, branchId),
        ne(registers.id, registerId),
        inArray(registerProducts.productId, [...productIds]),
      ),
    );
  for (const row of rows) {
    const set = days.get(row.productId) ?? new Set<string>();
    set.add(row.day);
    days.set(row.productId, set);
  }
  return days;
}

/** How many registers of a kind the company already has for a day: the next number's sequence. */
export async function registersOfDay(orm: Orm, kind: RegisterKind, businessDate: string): Promise<number> {
  const [row] = await orm
    .select({ n: sql<number>`count(*)::int` })
    .from(registers)
    .where(and(eq(registers.kind, kind), eq(registers.businessDate, businessDate)));
  return row?.n ?? 0;
}

export async function endOfDayRegisterExists(
  orm: Orm,
  branchId: number,
  businessDate: string,
): Promise<boolean> {
  const [row] = await orm
    .select({ id: registers.id })
    .from(registers)
    .where(
      and(
        eq(registers.kind, 'end_of_day'),
        eq(registers.branchId, branchId),
        eq(registers.businessDate, businessDate),
      ),
    );
  return row !== undefined;
}
