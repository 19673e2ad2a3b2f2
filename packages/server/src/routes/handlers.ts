import type { Sessions } from '../auth/sessions.ts';
import type { Orm } from '../db/database.ts';
import { accountHandlers } from './account.ts';
import { adminHandlers } from './admin/index.ts';
import { logisticsHandlers } from './logistics/index.ts';
import { applicationFileHandlers } from './application-files.ts';
import { applicationStaffHandlers } from './application-staff.ts';
import { applicationHandlers } from './applications.ts';
import { authHandlers } from './auth.ts';
import { branchHandlers } from './branches.ts';
import { frozenApplicationHandlers } from './frozen-applications.ts';
import { roleHandlers } from './roles.ts';
import type { OperationHandlers } from './types.ts';

/** The operations this server serves; the rest of the contract answers 501 (see app.ts). */
export function operationHandlers(orm: Orm, sessions: Sessions): Partial<OperationHandlers> {
  return {
    ...authHandlers(orm, sessions),
    ...accountHandlers(orm),
    ...adminHandlers(orm, sessions),
    ...logisticsHandlers(orm, sessions),
    ...branchHandlers(orm),
    ...roleHandlers(orm),
    ...applicationHandlers(orm),
    ...applicationFileHandlers(orm),
    ...applicationStaffHandlers(orm),
    ...frozenApplicationHandlers(orm),
  };
}
