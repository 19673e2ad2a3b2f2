import type { Orm } from '../../db/database.ts';
import {
  branchStatistics,
  branchStatisticsDetail,
  categoryStatistics,
  deliveryStatistics,
  hourlyStatistics,
  salesAnalytics,
  type Period,
} from '../../db/logistics-statistics.ts';
import type { OperationHandler } from '../types.ts';
import { idOf, logisticsViewer, missing } from './common.ts';

/** The dashboard and analytics, computed from the applications themselves on every request. */
export function statisticsHandlers(orm: Orm) {
  const period = (query: unknown) => query as Period;
  return {
    getDeliveryStatistics: async (request) => ({
      data: await deliveryStatistics(orm, period(request.query), logisticsViewer(request)),
    }),
    getHourlyStatistics: async (request) => ({
      data: await hourlyStatistics(orm, period(request.query), logisticsViewer(request)),
    }),
    getCategoryStatistics: async (request) => ({
      data: await categoryStatistics(orm, period(request.query), logisticsViewer(request)),
    }),
    listBranchStatistics: async (request) => ({
      data: await branchStatistics(orm, period(request.query), logisticsViewer(request)),
    }),
    getBranchStatistics: async (request) => {
      const detail = await branchStatisticsDetail(
        orm,
        idOf(request),
        period(request.query),
        logisticsViewer(request),
      );
      if (detail === null) throw missing(request);
      return { data: detail };
    },
    getSalesAnalytics: async (request) => ({
      data: await salesAnalytics(orm, period(request.query), logisticsViewer(request)),
    }),
  } satisfies Record<string, OperationHandler>;
}
