import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, User } from '@karvon/contracts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

/** The password policy holds wherever a password is set: a new user, a user's edit, one's own profile, a reset. */
let server: TestServer;
let admin: string;
const outbox = mkdtempSync(join(tmpdir(), 'karvon-sms-'));
beforeAll(async () => {
  process.env.SMS_OUTBOX_DIR = outbox;
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(async () => {
  await server.close();
  delete process.env.SMS_OUTBOX_DIR;
  rmSync(outbox, { recursive: true, force: true });
});

const NODIRA = { name: 'Nodira Yusupova', phone: '998901112233' };
const call = (method: string, url: string, payload: object, token = admin, language = 'ru') =>
  server.call({ method, url, token, payload, headers: { 'accept-language': language } });
const refusal = (message: string) => ({ errors: [{ field: 'password', message }] });
const COMMON = 'Этот пароль слишком простой или широко известен, придумайте другой';

describe('the password policy on every way a password is set', () => {
  let userId: number;

  it('createUser refuses a weak password on its field, and takes a good one', async () => {
    const form = { ...NODIRA, role_id: null, branch_id: 1 };
    const weak = await call('POST', '/api/uz/user', { ...form, password: 'qwertyuiop12' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(refusal(COMMON));
    const mine = await call('POST', '/api/uz/user', { ...form, password: 'Nodira-Yusupova' }, admin, 'uz');
    expect(mine.json()).toEqual(refusal("Parolda telefon raqami yoki ism bo'lmasligi kerak"));

    const created = await call('POST', '/api/uz/user', { ...form, password: 'yangi-parol-2026' });
    expect(created.statusCode).toBe(201);
    userId = created.json<{ data: User }>().data.id;
  });

  it('updateUser refuses a weak password, measured against the stored phone and name', async () => {
    // Too short is the contract's own bound (minLength 12), refused at validation.
    const short = await call('PUT', `/api/uz/user/${userId}`, { password: '12345678' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      errors: [{ field: 'password', message: 'Поле «Пароль» должно содержать не меньше 12 символов' }],
    });
    const phone = await call(
      'PUT',
      `/api/uz/user/${userId}`,
      { password: 'kod-901112233-x' },
      admin,
      'uz-Cyrl',
    );
    expect(phone.json()).toEqual(refusal('Паролда телефон рақами ёки исм бўлмаслиги керак'));
    expect((await call('PUT', `/api/uz/user/${userId}`, { password: 'boshqa-parol-2026' })).statusCode).toBe(
      200,
    );
  });

  it('updateProfile refuses a weak new password once the current one is right', async () => {
    const own = (await server.login({ phone: NODIRA.phone, password: 'boshqa-parol-2026' })).access_token;
    const weak = await call(
      'PUT',
      '/api/uz/profile',
      {
        current_password: 'boshqa-parol-2026',
        password: 'password1234567',
      },
      own,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(refusal(COMMON));
    await server.login({ phone: NODIRA.phone, password: 'boshqa-parol-2026' });
    const good = await call(
      'PUT',
      '/api/uz/profile',
      { current_password: 'boshqa-parol-2026', password: 'uchinchi-parol-2026' },
      own,
    );
    expect(good.statusCode).toBe(200);
  });

  it('resetPassword refuses a weak password without spending the code, then takes a good one', async () => {
    await call('POST', '/api/auth/password/request', { phone: NODIRA.phone });
    const [file] = readdirSync(outbox).filter((name) => name.includes(NODIRA.phone));
    const code = /\b(\d{6})\b/.exec(readFileSync(join(outbox, file!), 'utf8'))![1]!;
    const reset = (password: string) =>
      call('POST', '/api/auth/password/reset', { phone: NODIRA.phone, code, password });

    const weak = await reset('iloveyou123456');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorResponse>()).toEqual(refusal(COMMON));
    expect((await reset('Nodira Yusupova 1')).json()).toEqual(
      refusal('Пароль не должен содержать номер телефона или имя'),
    );
    expect((await reset('tiklangan-parol-2026')).statusCode).toBe(204);
    await server.login({ phone: NODIRA.phone, password: 'tiklangan-parol-2026' });
  });
});
