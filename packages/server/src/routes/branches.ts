import { and, asc, count, isNull } from 'drizzle-orm';
import type { BranchList, operations } from '@karvon/contracts';
import type { Orm } from '../db/database.ts';
import { searchMatches } from '../domain/search-text.ts';
import { branches } from '../db/schema.ts';
import type { OperationHandler } from './types.ts';

type ListQuery = Required<NonNullable<operations['listBranches']['parameters']['query']>>;

export function branchHandlers(orm: Orm) {
  /** A deleted branch is out of the list (the contract offers no filter for them); getBranch still shows it. */
  const notDeleted = isNull(branches.deletedAt);

  const listBranches: OperationHandler = async (request): Promise<BranchList> => {
    const { page, per_page, search } = request.query as ListQuery;
    const where = and(notDeleted, searchMatches(search, [branches.name, branches.address]));
    const [rows, [totals]] = await Promise.all([
      orm
        .select({
          id: branches.id,
          name: branches.name,
          address: branches.address,
          is_main_warehouse: branches.isMainWarehouse,
          is_active: branches.isActive,
        })
        .from(branches)
        .where(where)
        .orderBy(asc(branches.id))
        .limit(per_page)
        .offset((page - 1) * per_page),
      orm.select({ total: count() }).from(branches).where(where),
    ]);
    const total = totals?.total ?? 0;
    return {
      data: rows,
      meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
    };
  };

  return { listBranches };
}
