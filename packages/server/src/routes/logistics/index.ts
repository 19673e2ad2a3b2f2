import type { Sessions } from '../../auth/sessions.ts';
import type { Orm } from '../../db/database.ts';
import type { OperationHandlers } from '../types.ts';

/** The operations of the logistics area this server serves. */
export function logisticsHandlers(_orm: Orm, _sessions: Sessions): Partial<OperationHandlers> {
  return {};
}
