import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@karvon/contracts';
import { applicationFiles, applications, rolePermissions, roles, users } from '../src/db/schema.ts';
import { MANAGER_ROLE } from '../src/db/seed-data.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

type ApplicationFileItems = components['schemas']['ApplicationFileItems'];
type ApplicationDetailData = components['schemas']['ApplicationDetailData'];

const AGENT = { phone: '998900000008', password: 'karvon-staff' };

let server: TestServer;
let admin: string;
let manager: string;
let agent: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  manager = (await server.login(MANAGER)).access_token;
  agent = (await server.login(AGENT)).access_token;
});
afterAll(() => server.close());

const remove = (applicationId: number, fileId: number, token = admin, language = 'ru') =>
  server.call({
    method: 'DELETE',
    url: `/api/uz/application/${applicationId}/file/${fileId}`,
    token,
    headers: { 'accept-language': language },
  });
const detail = async (id: number) =>
  (
    await server.call({ method: 'GET', url: `/api/uz/application/${id}`, token: admin })
  ).json<ApplicationDetailData>().data;

async function upload(applicationId: number, name: string) {
  const boundary = 'karvon-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.call({
    method: 'POST',
    url: `/api/uz/application/${applicationId}/file`,
    token: admin,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<ApplicationFileItems>().data[0]!;
}

const stored = async (fileId: number) =>
  (
    await server.db.orm
      .select({ id: applicationFiles.id })
      .from(applicationFiles)
      .where(eq(applicationFiles.id, fileId))
  ).length;

/** The agent's own application (their branch) and one out of their reach. */
async function applicationsOfAgent() {
  const [me] = await server.db.orm
    .select({ id: users.id, branchId: users.branchId })
    .from(users)
    .where(eq(users.phone, AGENT.phone));
  const pick = async (condition: ReturnType<typeof sql>) =>
    (await server.db.orm.select({ id: applications.id }).from(applications).where(condition).limit(1))[0]!.id;
  return {
    mine: await pick(sql`${applications.registerBranchId} = ${me!.branchId}`),
    foreign: await pick(
      sql`${applications.registerBranchId} <> ${me!.branchId} and coalesce(${applications.saleBranchId}, 0) <> ${me!.branchId}
          and coalesce(${applications.agentId}, 0) <> ${me!.id} and coalesce(${applications.driverId}, 0) <> ${me!.id}
          and coalesce(${applications.onlineUserId}, 0) <> ${me!.id}`,
    ),
  };
}

describe('removing an uploaded file', () => {
  it('takes it out of storage and of the application, and records who removed which file', async () => {
    const id = (await server.db.orm.select({ id: applications.id }).from(applications).limit(1))[0]!.id;
    const file = await upload(id, 'yuk-xati.pdf');

    const removed = await remove(id, file.id);
    expect(removed.statusCode).toBe(204);
    expect(await stored(file.id)).toBe(0);
    const after = await detail(id);
    expect(after.files.map((f) => f.id)).not.toContain(file.id);
    expect(after.comments.at(-1)).toMatchObject({
      text: 'Удалён файл «yuk-xati.pdf»',
      author: { name: expect.any(String) },
    });
    const download = await server.call({
      method: 'GET',
      url: `/api/uz/application/${id}/file/${file.id}`,
      token: admin,
    });
    expect(download.statusCode).toBe(404);

    const again = await remove(id, file.id);
    expect(again.statusCode).toBe(404);
    expect((await detail(id)).comments).toHaveLength(after.comments.length);
  });

  it('records the removal in the remover’s language', async () => {
    const id = (await server.db.orm.select({ id: applications.id }).from(applications).limit(1))[0]!.id;
    const file = await upload(id, 'shartnoma.pdf');
    expect((await remove(id, file.id, admin, 'uz-Cyrl')).statusCode).toBe(204);
    expect((await detail(id)).comments.at(-1)?.text).toBe('«shartnoma.pdf» файли ўчирилди');
  });

  it('answers 404 for a file of another application, and keeps it', async () => {
    const [first, second] = await server.db.orm.select({ id: applications.id }).from(applications).limit(2);
    const file = await upload(second!.id, 'boshqa.pdf');
    expect((await remove(first!.id, file.id)).statusCode).toBe(404);
    expect(await stored(file.id)).toBe(1);
  });

  it('needs application.file.delete: a role without it gets 403, an own role reaches its own applications only', async () => {
    const { mine, foreign } = await applicationsOfAgent();
    const own = await upload(mine, 'agent.pdf');
    const other = await upload(foreign, 'begona.pdf');
    expect((await remove(foreign, other.id, agent)).statusCode).toBe(404);
    expect(await stored(other.id)).toBe(1);
    expect((await remove(mine, own.id, agent)).statusCode).toBe(204);

    const [role] = await server.db.orm
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, MANAGER_ROLE));
    const entry = and(
      eq(rolePermissions.roleId, role!.id),
      eq(rolePermissions.key, 'application.file.delete'),
    );
    await server.db.orm.update(rolePermissions).set({ value: '0' }).where(entry);
    try {
      const refused = await remove(foreign, other.id, manager);
      expect(refused.statusCode).toBe(403);
      expect(await stored(other.id)).toBe(1);
    } finally {
      await server.db.orm.update(rolePermissions).set({ value: 'all' }).where(entry);
    }
    expect((await remove(foreign, other.id, manager)).statusCode).toBe(204);
  });
});
