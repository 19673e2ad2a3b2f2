import type { Orm } from '../../db/database.ts';
import type { Page } from '../../db/logistics-common.ts';
import {
  findKdRegister,
  listKdRegisters,
  listUnknownProducts,
  type KdFilters,
  type UnknownFilters,
} from '../../db/logistics-kd.ts';
import type { OperationHandler } from '../types.ts';
import { idOf, logisticsViewer, missing } from './common.ts';

/** Courier-delivery registers (kdreestr) and unknown goods. */
export function kdRegisterHandlers(orm: Orm) {
  return {
    listKdRegisters: async (request) =>
      listKdRegisters(orm, request.query as KdFilters, request.query as Page, logisticsViewer(request)),
    getKdRegister: async (request) => {
      const register = await findKdRegister(orm, idOf(request), logisticsViewer(request));
      if (register === null) throw missing(request);
      return { data: register };
    },
    listUnknownProducts: async (request) =>
      listUnknownProducts(
        orm,
        request.query as UnknownFilters,
        request.query as Page,
        logisticsViewer(request),
      ),
  } satisfies Record<string, OperationHandler>;
}
