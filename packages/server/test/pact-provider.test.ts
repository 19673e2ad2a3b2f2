import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { createSessions, type Sessions } from '../src/auth/sessions.ts';
import { loadSigningKey } from '../src/auth/signing-key.ts';
import { hashRefreshToken } from '../src/auth/tokens.ts';
import { defaultServerConfig } from '../src/config.ts';
import { loadContract } from '../src/contract.ts';
import type { Database } from '../src/db/database.ts';
import { and, inArray } from 'drizzle-orm';
import { applications, rolePermissions, roles, refreshTokens, users } from '../src/db/schema.ts';
import { seed } from '../src/db/seed.ts';
import { MANAGER_ROLE, SEED_ROLES } from '../src/db/seed-data.ts';
import { PERMISSION_KEYS, type PermissionKey } from '../src/permissions.ts';
import { operationHandlers } from '../src/routes/handlers.ts';
import {
  fillFiles,
  freezeFixtures,
  putAtStep,
  resetApplicationFixtures,
} from './helpers/application-fixtures.ts';
import { openTestDatabase } from './helpers/database.ts';
import { adminStates, forgetAdminRecord999999 } from './pact-states/admin.ts';
import { fileStates } from './pact-states/files.ts';
import { forgetLogisticsRecord999999, logisticsStates } from './pact-states/logistics.ts';
import { providerStatesOf, selectImplemented, type PactSelection } from './helpers/pact-selection.ts';
import { ADMIN, MANAGER } from './helpers/server.ts';

const PACTS_DIR = fileURLToPath(new URL('../../../contracts/pacts', import.meta.url));
const pactFiles = existsSync(PACTS_DIR)
  ? readdirSync(PACTS_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(PACTS_DIR, name))
  : [];

/** The consumer sends these literal bearer values; each is swapped for a real token issued in its provider state. */
const PLACEHOLDER_TOKENS = {
  'Bearer pact-admin-access-token': 'admin',
  'Bearer pact-manager-access-token': 'manager',
} as const;
type SignedIn = (typeof PLACEHOLDER_TOKENS)[keyof typeof PLACEHOLDER_TOKENS];

let db: Database;
let app: FastifyInstance;
let sessions: Sessions;
let baseUrl: string;
const issued = new Map<SignedIn, string>();
let selection: PactSelection;

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildServer({
    db,
    config: { authRateLimit: { max: 10_000, windowMs: 60_000 } },
    log: { level: 'warn' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  sessions = createSessions(db.orm, await loadSigningKey(db.orm, null), defaultServerConfig);
  selection = selectImplemented(
    pactFiles,
    await loadContract(),
    new Set(Object.keys(operationHandlers(db.orm, sessions))),
  );
  if (selection.pending.length > 0) {
    console.info(
      `Pact: ${selection.selected.length} interactions verified, ${selection.pending.length} pending on operations that answer 501:\n` +
        [...new Set(selection.pending.map((p) => p.operationId ?? `(no operation) ${p.description}`))]
          .map((id) => `  - ${id}`)
          .join('\n'),
    );
  }
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function userId(phone: string): Promise<number> {
  const [user] = await db.orm.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!user) throw new Error(`The seed has no user ${phone}`);
  return user.id;
}

async function signIn(who: SignedIn, phone: string) {
  issued.set(who, (await sessions.start(await userId(phone))).access_token);
  return undefined;
}

/**
 * State handlers that change shared data undo it lazily: the verifier calls `beforeEach` once per interaction,
 * before its states, and each state of that interaction then builds on a fresh fixture.
 */
let applicationsFresh = false;
const withheldKeys = new Set<PermissionKey>();

async function freshApplications() {
  if (applicationsFresh) return;
  await resetApplicationFixtures(db.orm);
  applicationsFresh = true;
}

async function managerRoleId(): Promise<number> {
  const [role] = await db.orm.select({ id: roles.id }).from(roles).where(eq(roles.name, MANAGER_ROLE));
  if (!role) throw new Error('The seed has no manager role');
  return role.id;
}

async function withholdFromManager(key: PermissionKey) {
  const roleId = await managerRoleId();
  await db.orm
    .insert(rolePermissions)
    .values({ roleId, key, value: '0' })
    .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.key], set: { value: '0' } });
  withheldKeys.add(key);
}

/** Gives the manager back the seed's entries for every key a state withheld. */
async function restoreManager() {
  if (withheldKeys.size === 0) return;
  const roleId = await managerRoleId();
  const seeded = SEED_ROLES.find((role) => role.name === MANAGER_ROLE)?.permissions ?? {};
  const keys = [...withheldKeys];
  await db.orm
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.key, keys)));
  const entries = keys.flatMap((key) => {
    const value = seeded[key];
    return value === undefined ? [] : [{ roleId, key, value }];
  });
  if (entries.length > 0) await db.orm.insert(rolePermissions).values(entries);
  withheldKeys.clear();
}

const withoutPermissionStates = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [
    `the manager has no ${key} permission`,
    async () => {
      await withholdFromManager(key);
      return undefined;
    },
  ]),
);

async function forgetRefreshToken(token: string) {
  await db.orm.delete(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
}

const stateHandlers = {
  'the demo administrator exists': async () => {
    await seed(db.orm);
    return undefined;
  },
  'the administrator is signed in': () => signIn('admin', ADMIN.phone),
  'the manager is signed in': () => signIn('manager', MANAGER.phone),
  'the refresh token pact-refresh-token is valid': async () => {
    await forgetRefreshToken('pact-refresh-token');
    const started = await sessions.start(await userId(ADMIN.phone));
    const [spare] = await db.orm
      .select({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(started.refresh_token)));
    if (!spare) throw new Error('The new session has no refresh token');
    await db.orm
      .insert(refreshTokens)
      .values({ ...spare, tokenHash: hashRefreshToken('pact-refresh-token') });
    return undefined;
  },
  'the refresh token pact-spent-refresh-token is not valid': async () => {
    await forgetRefreshToken('pact-spent-refresh-token');
    return undefined;
  },
  'branches exist': async () => {
    await seed(db.orm);
    return undefined;
  },
  ...withoutPermissionStates,
  'no record has id 999999': async () => {
    await db.orm.delete(applications).where(eq(applications.id, 999_999));
    await forgetAdminRecord999999(db.orm);
    await forgetLogisticsRecord999999(db.orm);
    return undefined;
  },
  ...adminStates(() => db.orm),
  ...logisticsStates(() => db.orm),
  ...fileStates(() => db.orm),
  // Searches fold text into Latin letters and digits; no fixture or seed row holds this phrase.
  'nothing matches the search pact-nothing-matches': async () => undefined,
  'application 1 exists at step packing': async () => {
    await freshApplications();
    return undefined;
  },
  'application 1 is at step registered': async () => {
    await freshApplications();
    await putAtStep(db.orm, [1], 'registered');
    return undefined;
  },
  'application 1 already has ten files': async () => {
    await freshApplications();
    await fillFiles(db.orm, 1);
    return undefined;
  },
  'applications 1, 2 and 3 are at step packing': async () => {
    await freshApplications();
    return undefined;
  },
  'applications 1 and 2 are at step packing, application 3 at step loading': async () => {
    await freshApplications();
    await putAtStep(db.orm, [3], 'loading');
    return undefined;
  },
  'application 1 is frozen': async () => {
    await freshApplications();
    await freezeFixtures(db.orm, [1]);
    return undefined;
  },
  'applications 1 and 2 are frozen': async () => {
    await freshApplications();
    await freezeFixtures(db.orm, [1, 2]);
    return undefined;
  },
};

it('has consumer pacts to verify', () => {
  expect(
    pactFiles,
    `No pact in ${PACTS_DIR}: the SDK's Pact consumer tests write contracts/pacts/karvon-app-karvon-api.json (npm test -w @karvon/sdk)`,
  ).not.toHaveLength(0);
});

it('knows every provider state the pacts ask for', () => {
  const unknown = [...new Set(selection.selected.flatMap(providerStatesOf))].filter(
    (state) => !(state in stateHandlers),
  );
  expect(unknown, 'provider states without a handler here').toEqual([]);
});

it(
  'satisfies every consumer interaction on the operations the server serves',
  { timeout: 600_000 },
  async () => {
    expect(selection.selected, 'no interaction of the pacts is on a served operation').not.toHaveLength(0);
    await new Verifier({
      provider: 'karvon-api',
      providerBaseUrl: baseUrl,
      pactUrls: selection.files,
      stateHandlers,
      beforeEach: async () => {
        issued.clear();
        applicationsFresh = false;
        await restoreManager();
      },
      requestFilter: (request: IncomingMessage, _response: ServerResponse, next: () => void) => {
        const who = PLACEHOLDER_TOKENS[request.headers.authorization as keyof typeof PLACEHOLDER_TOKENS];
        const token = who && issued.get(who);
        if (token) request.headers.authorization = `Bearer ${token}`;
        next();
      },
      logLevel: 'warn',
    }).verifyProvider();
  },
);
