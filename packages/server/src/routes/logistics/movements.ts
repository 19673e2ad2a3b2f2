import type { Orm } from '../../db/database.ts';
import type { Page } from '../../db/logistics-common.ts';
import { listMovements, type MovementFilters } from '../../db/logistics-movements.ts';
import type { OperationHandler } from '../types.ts';
import { logisticsViewer } from './common.ts';

export function movementHandlers(orm: Orm) {
  const listMovementsHandler: OperationHandler = async (request) =>
    listMovements(orm, request.query as MovementFilters, request.query as Page, logisticsViewer(request));
  return { listMovements: listMovementsHandler } satisfies Record<string, OperationHandler>;
}
