import { asc, count } from 'drizzle-orm';
import type { BranchList, operations } from '@karvon/contracts';
import type { Orm } from '../db/database.ts';
import { branches } from '../db/schema.ts';
import type { OperationHandler } from './types.ts';

type ListQuery = Required<NonNullable<operations['listBranches']['parameters']['query']>>;

export function branchHandlers(orm: Orm) {
  const listBranches: OperationHandler = async (request): Promise<BranchList> => {
    const { page, per_page } = request.query as ListQuery;
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
        .orderBy(asc(branches.id))
        .limit(per_page)
        .offset((page - 1) * per_page),
      orm.select({ total: count() }).from(branches),
    ]);
    const total = totals?.total ?? 0;
    return {
      data: rows,
      meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
    };
  };

  return { listBranches };
}
