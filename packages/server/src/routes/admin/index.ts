import type { Sessions } from '../../auth/sessions.ts';
import type { Orm } from '../../db/database.ts';
import type { OperationHandlers } from '../types.ts';

/** The operations of the admin area this server serves. */
export function adminHandlers(_orm: Orm, _sessions: Sessions): Partial<OperationHandlers> {
  return {};
}
