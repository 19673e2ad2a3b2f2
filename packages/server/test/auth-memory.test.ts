import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@karvon/contracts';
import { createAccessTokens } from '../src/auth/tokens.ts';
import { rolePermissions, roles, sessions, users } from '../src/db/schema.ts';
import { MANAGER_ROLE } from '../src/db/seed-data.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

/*
 * Sessions, users and role entries are remembered between requests while the database snapshot is unchanged.
 * Every write that matters must show on the very next request, whether it comes through the API or straight into
 * the database (another server on the same PostgreSQL, a script, psql), as these do.
 */
let server: TestServer;
let managerRoleId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [role] = await server.db.orm.select({ id: roles.id }).from(roles).where(eq(roles.name, MANAGER_ROLE));
  managerRoleId = role!.id;
});
afterAll(() => server.close());

const LIST = '/api/uz/application/list?per_page=1';
const status = async (url: string, token: string) =>
  (await server.call({ method: 'GET', url, token })).statusCode;
/** Asked twice, so that the second answer comes from what the first one remembered. */
const twice = async (url: string, token: string) => [await status(url, token), await status(url, token)];

async function setManagerEntry(value: string) {
  await server.db.orm
    .update(rolePermissions)
    .set({ value })
    .where(and(eq(rolePermissions.roleId, managerRoleId), eq(rolePermissions.key, 'del_application')));
}

describe('remembered sessions and role entries', () => {
  it('sees a role entry taken away and given back at once', async () => {
    const token = (await server.login(MANAGER)).access_token;
    expect(await twice(LIST, token)).toEqual([200, 200]);
    await setManagerEntry('0');
    expect(await twice(LIST, token)).toEqual([403, 403]);
    await setManagerEntry('all');
    expect(await twice(LIST, token)).toEqual([200, 200]);
  });

  it('sees a role renamed and a user moved to another branch at once', async () => {
    const token = (await server.login(MANAGER)).access_token;
    const me = async () =>
      (await server.call({ method: 'GET', url: '/api/uz/auth/user', token })).json<AuthUser>();
    const before = await me();
    await me();
    await server.db.orm.update(roles).set({ name: 'Bosh menejer' }).where(eq(roles.id, managerRoleId));
    await server.db.orm.update(users).set({ branchId: null }).where(eq(users.id, before.id));
    try {
      expect(await me()).toMatchObject({
        role: { id: managerRoleId, name: 'Bosh menejer' },
        branch_id: null,
      });
    } finally {
      await server.db.orm.update(roles).set({ name: MANAGER_ROLE }).where(eq(roles.id, managerRoleId));
      await server.db.orm.update(users).set({ branchId: before.branch_id }).where(eq(users.id, before.id));
    }
    expect((await me()).role?.name).toBe(MANAGER_ROLE);
  });

  it('refuses a session revoked by logout or straight in the database, and a deactivated user', async () => {
    const loggedOut = (await server.login(ADMIN)).access_token;
    expect(await twice(LIST, loggedOut)).toEqual([200, 200]);
    expect(await status('/api/uz/auth/logout', loggedOut)).toBe(204);
    expect(await twice(LIST, loggedOut)).toEqual([401, 401]);

    const revoked = (await server.login(ADMIN)).access_token;
    expect(await twice(LIST, revoked)).toEqual([200, 200]);
    const [{ sid }] = [
      JSON.parse(Buffer.from(revoked.split('.')[1]!, 'base64url').toString()) as { sid: string },
    ];
    await server.db.orm.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid));
    expect(await twice(LIST, revoked)).toEqual([401, 401]);

    const deactivated = (await server.login(MANAGER)).access_token;
    expect(await twice(LIST, deactivated)).toEqual([200, 200]);
    await server.db.orm.update(users).set({ isActive: false }).where(eq(users.phone, MANAGER.phone));
    try {
      expect(await twice(LIST, deactivated)).toEqual([401, 401]);
    } finally {
      await server.db.orm.update(users).set({ isActive: true }).where(eq(users.phone, MANAGER.phone));
    }
    expect(await status(LIST, deactivated)).toBe(200);
  });
});

describe('remembered access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a checked token again only until it expires, and never a tampered one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const tokens = createAccessTokens(new TextEncoder().encode('x'.repeat(32)));
    const issuedAt = Date.now() / 1000;
    const times = { issuedAt, expiresAt: issuedAt + 60, tokenId: '1' };
    const token = await tokens.sign({ userId: 7, sessionId: 'session-7', ...times });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-7' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-7' });
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
    vi.setSystemTime(new Date('2026-03-01T09:00:59Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-03-01T09:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });
});
