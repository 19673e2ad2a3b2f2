import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetCodes, passwordResetRequests, users } from '../src/db/schema.ts';
import { RESET_CODE } from '../src/domain/admin-rules.ts';
import { MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const outbox = mkdtempSync(join(tmpdir(), 'karvon-sms-'));
beforeAll(async () => {
  process.env.SMS_OUTBOX_DIR = outbox;
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  delete process.env.SMS_OUTBOX_DIR;
  rmSync(outbox, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.db.orm.delete(passwordResetRequests);
  for (const file of readdirSync(outbox)) rmSync(join(outbox, file));
});

const requestReset = (phone: string) =>
  server.call({ method: 'POST', url: '/api/auth/password/request', payload: { phone } });
const reset = (phone: string, code: string, password: string) =>
  server.call({ method: 'POST', url: '/api/auth/password/reset', payload: { phone, code, password } });

/** The code of the last SMS sent to a phone, read as a demo user would. */
function lastCode(phone: string): string {
  const files = readdirSync(outbox)
    .filter((name) => name.includes(phone))
    .sort();
  const sms = JSON.parse(readFileSync(join(outbox, files.at(-1)!), 'utf8')) as { to: string; text: string };
  expect(sms.to).toBe(phone);
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}

describe('password reset', () => {
  it('answers 204 whether or not the phone is known, and only a known one gets an SMS', async () => {
    expect((await requestReset('998977777777')).statusCode).toBe(204);
    expect(readdirSync(outbox)).toEqual([]);
    expect((await requestReset(MANAGER.phone)).statusCode).toBe(204);
    expect(readdirSync(outbox)).toHaveLength(1);
  });

  it('never logs the code nor stores it in clear', async () => {
    await requestReset(MANAGER.phone);
    const code = lastCode(MANAGER.phone);
    expect(server.logs.join('\n')).not.toContain(code);
    const stored = await server.db.orm
      .select({ codeHash: passwordResetCodes.codeHash })
      .from(passwordResetCodes);
    expect(stored.every((row) => !row.codeHash.includes(code))).toBe(true);
  });

  it('sets the password with the right code, once, and signs the user out everywhere', async () => {
    const session = await server.login(MANAGER);
    await requestReset(MANAGER.phone);
    const code = lastCode(MANAGER.phone);
    expect((await reset(MANAGER.phone, code, 'tiklangan-parol-1')).statusCode).toBe(204);
    const profile = await server.call({ method: 'GET', url: '/api/uz/profile', token: session.access_token });
    expect(profile.statusCode).toBe(401);
    await expect(server.login({ phone: MANAGER.phone, password: 'tiklangan-parol-1' })).resolves.toBeTruthy();
    expect((await reset(MANAGER.phone, code, 'yana-boshqa-parol')).statusCode).toBe(400);
    await reset(MANAGER.phone, code, MANAGER.password);
  });

  it('refuses a wrong code and gives up on the code after too many attempts', async () => {
    await requestReset(MANAGER.phone);
    const code = lastCode(MANAGER.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < RESET_CODE.maxAttempts; i++) {
      const response = await reset(MANAGER.phone, wrong, 'tiklangan-parol-2');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'code', message: 'Неверный или просроченный код' }]);
    }
    expect((await reset(MANAGER.phone, code, 'tiklangan-parol-2')).statusCode).toBe(400);
  });

  it('refuses an expired code and a code for an unknown phone alike', async () => {
    await requestReset(MANAGER.phone);
    const code = lastCode(MANAGER.phone);
    const [user] = await server.db.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, MANAGER.phone));
    await server.db.orm
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user!.id));
    expect((await reset(MANAGER.phone, code, 'tiklangan-parol-3')).statusCode).toBe(400);
    expect((await reset('998977777777', '123456', 'tiklangan-parol-3')).statusCode).toBe(400);
  });

  it('limits requests per phone with 429, known phone or not', async () => {
    for (const phone of [MANAGER.phone, '998977777777']) {
      for (let i = 0; i < RESET_CODE.perPhone; i++) expect((await requestReset(phone)).statusCode).toBe(204);
      const limited = await requestReset(phone);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors).toEqual([{ message: 'Вы посылаете слишком много запросов' }]);
    }
  });

  it('limits requests per client whatever the phones', async () => {
    const answers = [];
    for (let i = 0; i <= RESET_CODE.perClient; i++)
      answers.push((await requestReset(`99897000${String(i).padStart(4, '0')}`)).statusCode);
    expect(answers.slice(0, RESET_CODE.perClient).every((status) => status === 204)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
