import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchDetail, BranchList } from '@karvon/contracts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let admin: string;
let manager: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
});
afterAll(() => server.close());

const call = (method: string, url: string, payload?: object, token = admin) =>
  server.call({ method, url: `/api/uz${url}`, token, ...(payload && { payload }) });
const listed = async (token: string) =>
  (await call('GET', '/branch/list?page=1&per_page=500', undefined, token)).json<BranchList>();

describe('the branch list and deleted branches', () => {
  it('leaves a deleted branch out of the list and its total, and shows it again once restored', async () => {
    const created = await call('POST', '/branch', {
      name: 'Olmaliq filiali',
      address: 'Olmaliq sh., Navoiy ko‘chasi, 3',
      director: 'Anvar Sobirov',
      region_id: 2,
      district_id: 13,
      is_main_warehouse: false,
      attached_branch_ids: [1],
      group_ids: [1],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ data: BranchDetail }>().data;
    const before = await listed(manager);
    expect(before.data.map((branch) => branch.id)).toContain(id);

    expect((await call('DELETE', `/branch/${id}`)).statusCode).toBe(204);
    for (const token of [manager, admin]) {
      const after = await listed(token);
      expect(after.data.map((branch) => branch.id)).not.toContain(id);
      expect(after.meta.total).toBe(before.meta.total - 1);
    }
    // The branch itself is still there, marked deleted, for the screen that restores it.
    expect(
      (await call('GET', `/branch/${id}`)).json<{ data: BranchDetail }>().data.deleted_at,
    ).not.toBeNull();

    expect((await call('POST', `/branch/${id}/restore`)).statusCode).toBe(200);
    const restored = await listed(manager);
    expect(restored.data.map((branch) => branch.id)).toContain(id);
    expect(restored.meta.total).toBe(before.meta.total);
  });
});
