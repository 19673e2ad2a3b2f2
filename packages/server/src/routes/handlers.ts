import type { Sessions } from '../auth/sessions.ts';
import type { Orm } from '../db/database.ts';
import { authHandlers } from './auth.ts';
import { branchHandlers } from './branches.ts';
import { roleHandlers } from './roles.ts';
import type { OperationHandlers } from './types.ts';

/** The operations this server serves; the rest of the contract answers 501 (see app.ts). */
export function operationHandlers(orm: Orm, sessions: Sessions): Partial<OperationHandlers> {
  return {
    ...authHandlers(orm, sessions),
    ...branchHandlers(orm),
    ...roleHandlers(orm),
  };
}
