import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { StaffList, operations } from '@karvon/contracts';
import { searchMatches } from '../domain/search-text.ts';
import { ownApplications, type Viewer } from './application-queries.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf } from './logistics-common.ts';
import { applications, users } from './schema.ts';

export type StaffQuery = Required<Pick<operations['listApplicationStaff']['parameters']['query'], 'kind'>> &
  Pick<operations['listApplicationStaff']['parameters']['query'], 'search'> & {
    page: number;
    per_page: number;
  };

/**
 * The driver and online-user pickers of the applications list: the people who hold that part in an application
 * the viewer may list (an `own` viewer's own applications), by name. Staff is a small table; each person costs one
 * probe of the driver / online-user index.
 */
export async function listApplicationStaff(orm: Orm, query: StaffQuery, viewer: Viewer): Promise<StaffList> {
  const role = query.kind === 'driver' ? applications.driverId : applications.onlineUserId;
  const where = and(
    exists(
      orm
        .select({ one: sql`1` })
        .from(applications)
        .where(and(eq(role, users.id), ownApplications(viewer))),
    ),
    searchMatches(query.search, [users.name]),
  );
  const [rows, [counted]] = await Promise.all([
    orm
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return pageOf(rows, counted?.total ?? 0, query);
}
