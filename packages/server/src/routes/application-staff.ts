import { listApplicationStaff, type StaffQuery } from '../db/application-staff.ts';
import type { Orm } from '../db/database.ts';
import { viewerOf } from './applications.ts';
import type { OperationHandler } from './types.ts';

export function applicationStaffHandlers(orm: Orm) {
  const listApplicationStaffHandler: OperationHandler = async (request) =>
    listApplicationStaff(orm, request.query as StaffQuery, viewerOf(request));
  return { listApplicationStaff: listApplicationStaffHandler };
}
