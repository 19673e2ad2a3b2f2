import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, components } from '@karvon/contracts';
import { hashPassword } from '../src/auth/passwords.ts';
import { applications, productImages, rolePermissions, roles, users } from '../src/db/schema.ts';
import { contentDisposition } from '../src/routes/application-files.ts';
import { putProduct } from './pact-states/logistics.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

type ApplicationFileItems = components['schemas']['ApplicationFileItems'];
type ProductData = components['schemas']['ProductData'];

const AGENT = { phone: '998900000008', password: 'karvon-staff' };
const OUTSIDER = { phone: '998907770101', password: 'no-applications-screen' };

let server: TestServer;
let admin: string;
let agent: string;
let outsider: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
  agent = (await server.login(AGENT)).access_token;
  // A user whose role opens products but not delivery applications.
  const [role] = await server.db.orm
    .insert(roles)
    .values({ name: 'Без заявок', color: '#334155' })
    .returning({ id: roles.id });
  await server.db.orm.insert(rolePermissions).values([
    { roleId: role!.id, key: 'del_application', value: '0' },
    { roleId: role!.id, key: 'reestr', value: 'all' },
  ]);
  await server.db.orm.insert(users).values({
    name: 'Тест Без Заявок',
    phone: OUTSIDER.phone,
    passwordHash: await hashPassword(OUTSIDER.password),
    roleId: role!.id,
    branchId: 1,
  });
  outsider = (await server.login(OUTSIDER)).access_token;
});
afterAll(() => server.close());

const get = (url: string, token = admin) => server.call({ method: 'GET', url, token });

function multipart(field: string, files: { name: string; type: string; content: Buffer }[]) {
  const boundary = 'karvon-test-boundary';
  const chunks = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

/** An application the `own` agent may see and one hidden from them. */
async function applicationsFor(agentPhone: string) {
  const [me] = await server.db.orm
    .select({ id: users.id, branchId: users.branchId })
    .from(users)
    .where(eq(users.phone, agentPhone));
  const visible = sql`(${applications.registerBranchId} = ${me!.branchId} or ${applications.agentId} = ${me!.id})`;
  const [mine] = await server.db.orm
    .select({ id: applications.id })
    .from(applications)
    .where(visible)
    .limit(1);
  const [foreign] = await server.db.orm
    .select({ id: applications.id })
    .from(applications)
    .where(
      sql`${applications.registerBranchId} <> ${me!.branchId} and coalesce(${applications.saleBranchId}, 0) <> ${me!.branchId}
          and coalesce(${applications.agentId}, 0) <> ${me!.id} and coalesce(${applications.driverId}, 0) <> ${me!.id}
          and coalesce(${applications.onlineUserId}, 0) <> ${me!.id}`,
    )
    .limit(1);
  return { mine: mine!.id, foreign: foreign!.id };
}

async function upload(applicationId: number, name: string, type: string, content: Buffer) {
  const response = await server.call({
    method: 'POST',
    url: `/api/uz/application/${applicationId}/file`,
    token: admin,
    ...multipart('files', [{ name, type, content }]),
  });
  expect(response.statusCode).toBe(201);
  return response.json<ApplicationFileItems>().data[0]!;
}

// Every byte value, so that nothing on the way treats the file as text.
const BINARY = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));

describe('downloading an application file', () => {
  it('answers the stored bytes with the stored type, a download name and protective headers', async () => {
    const { mine } = await applicationsFor(AGENT.phone);
    const file = await upload(mine, 'Накладная №7 (копия).pdf', 'application/pdf', BINARY);
    const response = await get(file.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(BINARY)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '512',
      'content-disposition': `attachment; filename="_________ _7 (_____).pdf"; filename*=UTF-8''${encodeURIComponent('Накладная №7 ')}%28${encodeURIComponent('копия')}%29.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': 'sandbox',
    });
  });

  it('answers 404 for a file of another application and for a file that does not exist', async () => {
    const { mine, foreign } = await applicationsFor(AGENT.phone);
    const file = await upload(foreign, 'waybill.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    expect((await get(`/api/uz/application/${foreign}/file/${file.id}`)).statusCode).toBe(200);
    const elsewhere = await get(`/api/uz/application/${mine}/file/${file.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json<ErrorResponse>().errors[0]?.message).toBe('Запись не найдена');
    expect((await get(`/api/uz/application/${foreign}/file/999999`)).statusCode).toBe(404);
  });

  it('gives an `own` user files of applications they may see only, 404 for the others', async () => {
    const { mine, foreign } = await applicationsFor(AGENT.phone);
    const visible = await upload(mine, 'photo.png', 'image/png', Buffer.from('png-bytes'));
    const hidden = await upload(foreign, 'secret.pdf', 'application/pdf', Buffer.from('%PDF-secret'));
    const own = await get(`/api/uz/application/${mine}/file/${visible.id}`, agent);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('png-bytes');
    expect((await get(`/api/uz/application/${foreign}/file/${hidden.id}`, agent)).statusCode).toBe(404);
  });

  it('answers 403 without the del_application permission, 401 without a token, 400 for a bad id', async () => {
    const { mine } = await applicationsFor(AGENT.phone);
    const file = await upload(mine, 'a.pdf', 'application/pdf', Buffer.from('%PDF'));
    const forbidden = await get(`/api/uz/application/${mine}/file/${file.id}`, outsider);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<ErrorResponse>().errors.length).toBeGreaterThan(0);
    const anonymous = await server.call({
      method: 'GET',
      url: `/api/uz/application/${mine}/file/${file.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(`/api/uz/application/${mine}/file/first`)).statusCode).toBe(400);
  });
});

describe('a product picture', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4/8AAAAQBAYDFKhhdAAAAAElFTkSuQmCC',
    'base64',
  );

  it('is served at its image_url to a user with the reestr permission', async () => {
    await putProduct(server.db.orm, 1, 'draft');
    const uploaded = await server.call({
      method: 'POST',
      url: '/api/uz/product/1/image',
      token: admin,
      ...multipart('image', [{ name: 'телефон.png', type: 'image/png', content: PNG }]),
    });
    expect(uploaded.statusCode).toBe(200);
    const { image_url: imageUrl } = uploaded.json<ProductData>().data;
    const response = await get(imageUrl!, outsider);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('телефон.png')}`,
    );
  });

  it('answers 404 for a picture of another product', async () => {
    await putProduct(server.db.orm, 2, 'approved');
    const [image] = await server.db.orm
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, 1))
      .limit(1);
    expect((await get(`/api/uz/product/2/image/${image!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/uz/product/1/image/999999`)).statusCode).toBe(404);
  });
});

describe('contentDisposition', () => {
  it.each([
    ['waybill.pdf', `attachment; filename="waybill.pdf"; filename*=UTF-8''waybill.pdf`],
    ['a"b\\c.txt', `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`],
    ["o'g'il (1).jpg", `attachment; filename="o'g'il (1).jpg"; filename*=UTF-8''o%27g%27il%20%281%29.jpg`],
    [
      'Ҳужжат.pdf',
      `attachment; filename="______.pdf"; filename*=UTF-8''%D2%B2%D1%83%D0%B6%D0%B6%D0%B0%D1%82.pdf`,
    ],
    ['', `attachment; filename="file"; filename*=UTF-8''`],
  ])('%s', (name, expected) => {
    expect(contentDisposition(name)).toBe(expected);
  });
});
