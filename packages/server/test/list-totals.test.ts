import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@karvon/contracts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

type ApplicationList = components['schemas']['ApplicationList'];

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());

const totalOf = async (query: string) =>
  (
    await server.call({ method: 'GET', url: `/api/uz/application/list?${query}`, token: admin })
  ).json<ApplicationList>().meta.total;
const truth = async () => {
  const result = await server.db.orm.execute(
    sql`select count(*)::int as n from applications where not is_frozen`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('list totals', () => {
  it('answers the same total twice and a new one after any write', async () => {
    const first = await totalOf('frozen=false');
    expect(first).toBe(await truth());
    expect(await totalOf('frozen=false')).toBe(first);
    await server.db.orm.execute(
      sql`update applications set is_frozen = true, frozen_at = now()
          where id = (select min(id) from applications where not is_frozen and closed_at is null)`,
    );
    expect(await totalOf('frozen=false')).toBe(first - 1);
    expect(await totalOf('frozen=false&page=2')).toBe(first - 1);
  });

  it('counts a page that is not full from its rows and answers 0 when nothing matches', async () => {
    const total = await totalOf('frozen=false');
    expect(await totalOf(`frozen=false&page=${Math.ceil(total / 20)}`)).toBe(total);
    expect(await totalOf(`frozen=false&page=9999`)).toBe(total);
    expect(await totalOf('search=zzzzqqqxx')).toBe(0);
  });
});
