// Dashboard statistics and sales analytics.
import type {
  BranchStatistics,
  BranchStatisticsDetail,
  CategoryPoint,
  DeliveryStatistics,
  HourlyPoint,
  SalesAnalytics,
  operations,
} from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type GetDeliveryStatisticsQuery = NonNullable<
  operations['getDeliveryStatistics']['parameters']['query']
>;

/** Delivery statistics for a period. */
export async function getDeliveryStatistics(
  clients: KarvonClients,
  query: GetDeliveryStatisticsQuery = {},
  options?: RequestOptions,
): Promise<DeliveryStatistics> {
  return dataOrThrow(
    await clients.uz.GET('/dashboard/delivery', { params: { query }, ...requestInit(options) }),
  ).data;
}

export type GetHourlyStatisticsQuery = NonNullable<operations['getHourlyStatistics']['parameters']['query']>;

/** Applications created and delivered per hour of the day. */
export async function getHourlyStatistics(
  clients: KarvonClients,
  query: GetHourlyStatisticsQuery = {},
  options?: RequestOptions,
): Promise<HourlyPoint[]> {
  return dataOrThrow(
    await clients.uz.GET('/dashboard/hourly', { params: { query }, ...requestInit(options) }),
  ).data;
}

export type GetCategoryStatisticsQuery = NonNullable<
  operations['getCategoryStatistics']['parameters']['query']
>;

/** Quantity and amount per product category. */
export async function getCategoryStatistics(
  clients: KarvonClients,
  query: GetCategoryStatisticsQuery = {},
  options?: RequestOptions,
): Promise<CategoryPoint[]> {
  return dataOrThrow(
    await clients.uz.GET('/dashboard/category', { params: { query }, ...requestInit(options) }),
  ).data;
}

export type ListBranchStatisticsQuery = NonNullable<
  operations['listBranchStatistics']['parameters']['query']
>;

/** Statistics per branch. */
export async function listBranchStatistics(
  clients: KarvonClients,
  query: ListBranchStatisticsQuery = {},
  options?: RequestOptions,
): Promise<BranchStatistics[]> {
  return dataOrThrow(
    await clients.uz.GET('/dashboard/branch', { params: { query }, ...requestInit(options) }),
  ).data;
}

export type GetBranchStatisticsQuery = NonNullable<operations['getBranchStatistics']['parameters']['query']>;

/** One branch of the dashboard, expanded by step and status. */
export async function getBranchStatistics(
  clients: KarvonClients,
  id: number,
  query: GetBranchStatisticsQuery = {},
  options?: RequestOptions,
): Promise<BranchStatisticsDetail> {
  return dataOrThrow(
    await clients.uz.GET('/dashboard/branch/{id}', {
      params: { path: { id }, query },
      ...requestInit(options),
    }),
  ).data;
}

export type GetSalesAnalyticsQuery = NonNullable<operations['getSalesAnalytics']['parameters']['query']>;

/** Sales analytics for a period. */
export async function getSalesAnalytics(
  clients: KarvonClients,
  query: GetSalesAnalyticsQuery = {},
  options?: RequestOptions,
): Promise<SalesAnalytics> {
  return dataOrThrow(await clients.uz.GET('/analytic/sales', { params: { query }, ...requestInit(options) }))
    .data;
}
