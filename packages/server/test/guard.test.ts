import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard } from '../src/auth/guard.ts';
import { createSessions } from '../src/auth/sessions.ts';
import { loadSigningKey } from '../src/auth/signing-key.ts';
import type { Database } from '../src/db/database.ts';
import { handleError } from '../src/error-handler.ts';
import { roleEntryAllows, type OperationPermission } from '../src/permissions.ts';
import { createValidatorCompiler } from '../src/validation.ts';
import { openTestDatabase } from './helpers/database.ts';
import { ADMIN, MANAGER } from './helpers/server.ts';

// The contract's operations are all `public` or `authenticated` so far; screens' keys are checked here on routes of our own.
let db: Database;
let app: FastifyInstance;
let adminToken: string;
let managerToken: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const sessions = createSessions(db.orm, await loadSigningKey(db.orm, null), {
    accessTokenTtlSeconds: 60,
    sessionIdleTimeoutSeconds: 60,
    sessionMaxLifetimeSeconds: 600,
  });
  app = Fastify();
  app.setValidatorCompiler(createValidatorCompiler());
  app.setErrorHandler(handleError);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', createGuard(db.orm, sessions));
  const route = (url: string, permission: OperationPermission) =>
    app.post(url, {
      config: { permission },
      schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
      handler: async () => ({ ok: true }),
    });
  route('/users', 'users');
  route('/del_application', 'del_application');
  route('/freeze_application', 'freeze_application');
  route('/deadline', 'deadline');
  route('/public', 'public');

  const userIdByPhone = async (phone: string) =>
    (await db.orm.query.users.findFirst({ where: (users, { eq }) => eq(users.phone, phone) }))!.id;
  adminToken = (await sessions.start(await userIdByPhone(ADMIN.phone))).access_token;
  managerToken = (await sessions.start(await userIdByPhone(MANAGER.phone))).access_token;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const post = (url: string, token: string | null, payload: object = { name: 'x' }) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('permission check by route name', () => {
  it("lets a role entry of all, own or '1' through and denies '0' and missing entries with 403", async () => {
    expect((await post('/del_application', managerToken)).statusCode).toBe(200);
    expect((await post('/freeze_application', managerToken)).statusCode).toBe(200);
    const denied = await post('/users', managerToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: [{ message: expect.any(String) }] });
    expect((await post('/deadline', managerToken)).statusCode).toBe(403);
  });

  it('lets an administrator open every route', async () => {
    for (const url of ['/users', '/del_application', '/deadline'])
      expect((await post(url, adminToken)).statusCode).toBe(200);
  });

  it('answers 401, then 403, before looking at the body', async () => {
    expect((await post('/users', null, {})).statusCode).toBe(401);
    expect((await post('/users', managerToken, {})).statusCode).toBe(403);
    expect((await post('/del_application', managerToken, {})).statusCode).toBe(400);
    expect((await post('/public', null, {})).statusCode).toBe(400);
  });
});

describe('role entry values', () => {
  it.each([
    ['all', true],
    ['own', true],
    ['1', true],
    ['0', false],
    ['', false],
    ['ALL', false],
    [undefined, false],
  ])('%s allows: %s', (value, allowed) => {
    expect(roleEntryAllows(value)).toBe(allowed);
  });
});
