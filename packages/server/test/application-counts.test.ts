import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@karvon/contracts';
import { setListTotalsCache } from '../src/db/application-queries.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

type ApplicationList = components['schemas']['ApplicationList'];

/*
 * Totals for no filter, a branch, a status or both come from application_counts (migration 0007), kept by triggers.
 * After every kind of write they must equal a count over the applications themselves.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  // Counting every time, so that no remembered total hides a wrong one.
  setListTotalsCache(false);
});
afterAll(async () => {
  setListTotalsCache(true);
  await server.close();
});

const FILTERS = [
  {},
  { branch_id: 1 },
  { branch_id: 2 },
  { status: 'new' },
  { status: 'finish' },
  { branch_id: 1, status: 'new' },
  { branch_id: 3, status: 'finish' },
  { branch_id: 2, status: 'reject' },
] as const;

async function rows(query: ReturnType<typeof sql>) {
  const result = await server.db.orm.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function truth(filters: { branch_id?: number; status?: string }): Promise<number> {
  const [row] = await rows(
    sql`select count(*)::int as n from applications
        where (${filters.branch_id ?? null}::int is null or register_branch_id = ${filters.branch_id ?? null}::int)
          and (${filters.status ?? null}::text is null or status::text = ${filters.status ?? null}::text)`,
  );
  return row!.n as number;
}

async function expectExactTotals() {
  for (const filters of FILTERS) {
    // A full page brings its total along; a page beyond the end asks for it on its own.
    for (const page of ['1', '999999']) {
      const query = new URLSearchParams({ per_page: '1', page, ...filters } as Record<
        string,
        string
      >).toString();
      const response = await server.call({
        method: 'GET',
        url: `/api/uz/application/list?${query}`,
        token: admin,
      });
      expect(response.json<ApplicationList>().meta.total, query).toBe(await truth(filters));
    }
  }
}

describe('per-branch-and-status totals', () => {
  it('equal a count of the applications after inserts, updates, deletes and a truncate', async () => {
    await expectExactTotals();

    await rows(sql`
      insert into applications (order_id, counteragent, payment_type, register_branch_id, status, step,
                                step_duration_minutes, total_amount)
      select order_id || '-copy', counteragent, payment_type, register_branch_id, status, step,
             step_duration_minutes, total_amount
      from applications order by id limit 40`);
    await expectExactTotals();

    // Status and branch changes, together and apart, some rows moving into a pair that had none.
    await rows(
      sql`update applications set status = 'finish' where id in (select id from applications order by id limit 25)`,
    );
    await rows(sql`update applications set register_branch_id = 3 where id % 7 = 0`);
    await rows(sql`update applications set register_branch_id = 2, status = 'reject' where id % 11 = 0`);
    // An update that changes neither leaves the totals alone.
    await rows(sql`update applications set is_printed = not is_printed where id % 5 = 0`);
    await expectExactTotals();

    await rows(sql`delete from applications where order_id like '%-copy'`);
    await expectExactTotals();

    // Inside a transaction that is rolled back nothing changes.
    await server.db.orm
      .transaction(async (tx) => {
        await tx.execute(sql`update applications set status = 'new' where id % 3 = 0`);
        tx.rollback();
      })
      .catch(() => undefined);
    await expectExactTotals();

    await rows(sql`truncate applications cascade`);
    await expectExactTotals();
  });
});
