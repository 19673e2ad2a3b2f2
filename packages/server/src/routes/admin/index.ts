import type { Sessions } from '../../auth/sessions.ts';
import type { Orm } from '../../db/database.ts';
import type { OperationHandlers } from '../types.ts';
import { accessHandlers } from './access.ts';
import { branchAdminHandlers } from './branches.ts';
import { passwordHandlers } from './password.ts';
import { profileHandlers } from './profile.ts';
import { userAdminHandlers } from './users.ts';

/** The operations of the admin area this server serves. */
export function adminHandlers(orm: Orm, _sessions: Sessions): Partial<OperationHandlers> {
  return {
    ...branchAdminHandlers(orm),
    ...accessHandlers(orm),
    ...userAdminHandlers(orm),
    ...profileHandlers(orm),
    ...passwordHandlers(orm),
  };
}
