import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInFailures } from '../src/db/schema.ts';
import { ADMIN, fakeClockStart, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

/*
 * OWASP's device cookies: a browser that signed in to an account before is throttled on its own, so an attacker's
 * failures from elsewhere never lock it out; everyone else keeps the per-phone throttle. Only Date is faked.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const T0 = fakeClockStart();
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  await server.db.orm.delete(signInFailures);
});
afterEach(() => vi.useRealTimers());
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);

/** `karvon_device=…` as the browser sends it back. */
type DeviceCookie = string;

const signIn = (phone: string, password: string, cookie?: DeviceCookie) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone, password },
    headers: cookie === undefined ? {} : { cookie },
  });

/** The Set-Cookie line of the device cookie in an answer, if any. */
function setDeviceCookie(response: { headers: LightMyRequestResponse['headers'] }): string | undefined {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  return lines.find((line) => line.startsWith('karvon_device='));
}

async function deviceCookie(account: { phone: string; password: string }): Promise<DeviceCookie> {
  const response = await signIn(account.phone, account.password);
  expect(response.statusCode).toBe(200);
  const line = setDeviceCookie(response);
  expect(line).toBeDefined();
  return line!.split(';')[0]!;
}

/** An attacker who knows the phone fails from elsewhere until sign-in for it is locked. */
async function lockPhone(phone = ADMIN.phone) {
  for (let i = 0; i < 6; i++) expect((await signIn(phone, 'guess')).statusCode).toBe(400);
  expect((await signIn(phone, 'guess')).statusCode).toBe(429);
}

describe('device cookies', () => {
  it('let a browser that signed in before sign in at once while an attacker keeps the phone locked', async () => {
    const device = await deviceCookie(ADMIN);
    // One wrong guess a minute, as Retry-After invites, keeps the phone locked for everyone else...
    await lockPhone();
    for (let minute = 1; minute <= 5; minute++) {
      at(minute * 60);
      expect((await signIn(ADMIN.phone, 'guess')).statusCode).toBe(400);
      expect((await signIn(ADMIN.phone, ADMIN.password)).statusCode).toBe(429);
    }
    // ...but not the administrator's own browser, which gets a fresh cookie.
    const trusted = await signIn(ADMIN.phone, ADMIN.password, device);
    expect(trusted.statusCode).toBe(200);
    expect(setDeviceCookie(trusted)?.split(';')[0]).not.toBe(device);
    // Its success cleared its own count, not the phone's.
    expect((await signIn(ADMIN.phone, ADMIN.password)).statusCode).toBe(429);
  });

  it("throttle a device's own wrong guesses on it alone, as a stolen cookie would be", async () => {
    const stolen = await deviceCookie(ADMIN);
    const other = await deviceCookie(ADMIN);
    for (let i = 0; i < 6; i++) expect((await signIn(ADMIN.phone, 'guess', stolen)).statusCode).toBe(400);
    const locked = await signIn(ADMIN.phone, ADMIN.password, stolen);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(setDeviceCookie(locked)).toBeUndefined();

    const rows = await server.db.orm.select().from(signInFailures);
    expect(rows).toEqual([expect.objectContaining({ key: `device:${stolen.split('.')[1]}`, failures: 6 })]);
    expect((await signIn(ADMIN.phone, ADMIN.password, other)).statusCode).toBe(200);
    expect((await signIn(ADMIN.phone, ADMIN.password)).statusCode).toBe(200);
    // It grows and is capped as the phone's does.
    at(1);
    expect((await signIn(ADMIN.phone, 'guess', stolen)).statusCode).toBe(400);
    expect((await signIn(ADMIN.phone, 'guess', stolen)).headers['retry-after']).toBe('2');
  });

  it("count a forged cookie, or another phone's, as no cookie", async () => {
    const admin = await deviceCookie(ADMIN);
    const manager = await deviceCookie(MANAGER);
    await lockPhone();
    const [phone, nonce, mac] = admin.slice('karvon_device='.length).split('.') as [string, string, string];
    const [, managerNonce, managerMac] = manager.split('.') as [string, string, string];
    const flip = (text: string) => text.slice(0, -2) + (text.at(-2) === 'A' ? 'B' : 'A') + text.at(-1)!;
    const forged = [
      `karvon_device=${phone}.${flip(nonce)}.${mac}`,
      `karvon_device=${phone}.${nonce}.${flip(mac)}`,
      `karvon_device=${phone}.${nonce}.${mac.slice(0, -1)}`,
      `karvon_device=${phone}.${nonce}.${mac}.x`,
      `karvon_device=${phone}.${managerNonce}.${managerMac}`,
      `karvon_device=${phone}.${nonce}`,
      'karvon_device=',
      'karvon_device',
      manager,
    ];
    for (const cookie of forged) {
      const answer = await signIn(ADMIN.phone, ADMIN.password, cookie);
      expect({ cookie, status: answer.statusCode }).toEqual({ cookie, status: 429 });
    }
    // The manager's own cookie is still good for the manager, and the administrator's for the administrator.
    expect((await signIn(MANAGER.phone, MANAGER.password, manager)).statusCode).toBe(200);
    expect((await signIn(ADMIN.phone, ADMIN.password, `theme=dark; ${admin}`)).statusCode).toBe(200);
  });

  it('are HttpOnly, SameSite=Strict, for the sign-in path only, for a year, bound to the phone, never logged', async () => {
    const answer = await signIn(ADMIN.phone, ADMIN.password);
    const line = setDeviceCookie(answer)!;
    const [pair, ...attributes] = line.split('; ');
    expect(pair).toMatch(/^karvon_device=998900000001\.[\w-]{22}\.[\w-]{43}$/);
    expect(attributes.sort()).toEqual(
      ['HttpOnly', 'Max-Age=31536000', 'Path=/api/auth/login', 'SameSite=Strict'].sort(),
    );
    expect(setDeviceCookie(await signIn(ADMIN.phone, 'guess'))).toBeUndefined();
    const secret = pair!.split('.')[2]!;
    await signIn(ADMIN.phone, ADMIN.password, pair);
    expect(server.logs.filter((log) => log.includes(secret))).toEqual([]);
  });

  it('are Secure when the request came over https', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'karvon-tls-'));
    const tls = await (async () => {
      execFileSync('openssl', [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-subj', '/CN=localhost', '-days', '1'],
        ...['-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')],
      ]);
      return { key: await readFile(join(folder, 'key.pem')), cert: await readFile(join(folder, 'cert.pem')) };
    })();
    await server.app.ready();
    const https = createServer(tls, (req, res) => server.app.routing(req, res));
    await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = https.address() as AddressInfo;
      const headers = await new Promise<LightMyRequestResponse['headers']>((resolve, reject) => {
        const sent = httpsRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json' },
            rejectUnauthorized: false,
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers));
          },
        );
        sent.on('error', reject);
        sent.end(JSON.stringify(ADMIN));
      });
      expect(setDeviceCookie({ headers })?.split('; ')).toContain('Secure');
    } finally {
      https.closeAllConnections();
      await new Promise((resolve) => https.close(resolve));
      await rm(folder, { recursive: true, force: true });
    }
  });
});
