import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Product } from '@karvon/contracts';
import { codeKey } from '../domain/code-check.ts';
import type { ProductIdentity } from '../domain/product-approval.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, type Page, type PageOf } from './logistics-common.ts';
import { searchMatches } from '../domain/search-text.ts';
import { products } from './schema.ts';

export interface ProductFilters {
  search?: string;
  code?: string;
  sku?: string;
  imei?: string;
  status?: 'draft' | 'approved';
}

export const productColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  code: products.code,
  series: products.series,
  brand: products.brand,
  category: products.category,
  quantity: products.quantity,
  amount: products.amount,
  volumeM3: products.volumeM3,
  color: products.color,
  imei: products.imei,
  imageUrl: products.imageUrl,
  status: products.status,
  isRepeatDelivery: products.isRepeatDelivery,
};

export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof productColumns>;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    code: row.code,
    series: row.series,
    brand: row.brand,
    category: row.category,
    quantity: row.quantity,
    amount: row.amount,
    volume_m3: row.volumeM3,
    color: row.color,
    imei: row.imei,
    image_url: row.imageUrl,
    status: row.status,
    is_repeat_delivery: row.isRepeatDelivery,
  };
}

/** The product catalogue is one for the company: `own` callers see all of it (registers are what is scoped). */
export async function listProducts(orm: Orm, filters: ProductFilters, page: Page): Promise<PageOf<Product>> {
  const where = and(
    searchMatches(filters.search, [
      products.name,
      products.sku,
      products.code,
      products.series,
      products.imei,
      products.brand,
    ]),
    filters.code !== undefined ? eq(products.code, filters.code) : undefined,
    filters.sku !== undefined ? eq(products.sku, filters.sku) : undefined,
    filters.imei !== undefined ? eq(products.imei, filters.imei) : undefined,
    filters.status && eq(products.status, filters.status),
  );
  const [rows, [counted]] = await Promise.all([
    orm
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return pageOf(rows.map(toProduct), counted?.total ?? 0, page);
}

export async function findProduct(orm: Orm, id: number): Promise<Product | null> {
  const [row] = await orm.select(productColumns).from(products).where(eq(products.id, id));
  return row ? toProduct(row) : null;
}

/** Catalogue entries sharing any identifier with the candidate (compared case-insensitively). */
export async function productsSharingIdentity(
  orm: Orm,
  candidate: ProductIdentity,
): Promise<ProductIdentity[]> {
  const same = (column: AnyColumn, value: string | null) =>
    value === null || value.trim() === '' ? undefined : sql`upper(${column}) = ${value.trim().toUpperCase()}`;
  const conditions = [
    same(products.sku, candidate.sku),
    same(products.code, candidate.code),
    same(products.series, candidate.series),
    same(products.imei, candidate.imei),
  ].filter((condition): condition is SQL => condition !== undefined);
  if (conditions.length === 0) return [];
  return orm
    .select({
      id: products.id,
      sku: products.sku,
      code: products.code,
      series: products.series,
      imei: products.imei,
    })
    .from(products)
    .where(or(...conditions));
}

/**
 * The catalogue products the codes name, by code key (`codeKey`: trimmed, upper case). Should two products ever
 * share a key (the duplicate rule prevents it), the older one answers.
 */
export async function productsByCode(orm: Orm, codes: readonly string[]): Promise<Map<string, Product>> {
  const keys = [...new Set(codes.map(codeKey))].filter((key) => key !== '');
  if (keys.length === 0) return new Map();
  const key = sql<string>`upper(btrim(${products.code}))`;
  const rows = await orm
    .select({ ...productColumns, key })
    .from(products)
    .where(inArray(key, keys))
    .orderBy(asc(products.id));
  const found = new Map<string, Product>();
  for (const row of rows) if (!found.has(row.key)) found.set(row.key, toProduct(row));
  return found;
}
