// Two server processes on one PostgreSQL, each on its own port, as Karvon runs past one machine. Whatever one of
// them remembers in memory (live sessions, role entries, list totals) must not outlive a change made through the
// other by more than a second. PGlite is one process's database, so this runs on DATABASE_URL only (CI does).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers/database.ts';
import { SIGN_IN_THROTTLE } from '../src/auth/sign-in-throttle.ts';
import { ADMIN, MANAGER } from './helpers/server.ts';

const databaseUrl = process.env.DATABASE_URL;
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const WITHIN_MS = 1_000;

interface Instance {
  process: ChildProcess;
  base: string;
  output: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** `npm start`'s server (src/main.ts: migrate, seed, listen), API only, started and awaited until it answers. */
async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/uz/auth/user`)).status === 401) return { process: child, base, output };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`The server did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

async function call(instance: Instance, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${instance.base}/api${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function signIn(instance: Instance, who: { phone: string; password: string }): Promise<string> {
  const answer = await call(instance, 'POST', '/auth/login', undefined, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.access_token;
}

/** How long until `check` holds, asking every 25 ms; fails past a second. */
async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > WITHIN_MS * 3) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const elapsed = performance.now() - started;
  expect(elapsed).toBeLessThan(WITHIN_MS);
  return elapsed;
}

let one: Instance;
let two: Instance;

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    // Emptied and seeded as every test file on DATABASE_URL; the instances then migrate and seed as `npm start`
    // does, which finds nothing to do.
    const db = await openTestDatabase();
    await db.close();
    one = await startInstance();
    two = await startInstance();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopInstance(one), stopInstance(two)]);
  });

  it('a sign-out on one is refused by the other within a second', async () => {
    const token = await signIn(one, ADMIN);
    // Both remember the live session.
    expect((await call(one, 'GET', '/uz/auth/user', token)).status).toBe(200);
    expect((await call(two, 'GET', '/uz/auth/user', token)).status).toBe(200);
    expect((await call(one, 'GET', '/uz/auth/logout', token)).status).toBe(204);
    await msUntil(async () => (await call(two, 'GET', '/uz/auth/user', token)).status === 401);
  });

  it('a role’s grants changed on one take effect on the other within a second, both ways', async () => {
    const admin = await signIn(one, ADMIN);
    const manager = await signIn(two, MANAGER);
    const analytics = () => call(two, 'GET', '/uz/analytic/sales', manager);
    expect((await analytics()).status).toBe(403);

    const permissions = await call(one, 'GET', '/uz/permission/list?per_page=500&search=analytic', admin);
    const analytic = permissions.body.data.find((p: { key: string }) => p.key === 'analytic');
    const managerRole = (await call(two, 'GET', '/uz/auth/user', manager)).body.role.id;
    const grant = (value: string | null) =>
      call(one, 'PUT', `/uz/permission/${analytic.id}/roles`, admin, {
        grants: value === null ? [] : [{ role_id: managerRole, value }],
      });

    expect((await grant('all')).status).toBe(200);
    await msUntil(async () => (await analytics()).status === 200);
    expect((await grant(null)).status).toBe(200);
    await msUntil(async () => (await analytics()).status === 403);
  });

  it('a list total remembered by one follows a change made on the other within a second', async () => {
    const admin = await signIn(one, ADMIN);
    const registered = '/uz/application/list?step=registered&per_page=1';
    const totalOnTwo = async () => (await call(two, 'GET', registered, admin)).body.meta.total as number;
    const before = await totalOnTwo();
    expect(await totalOnTwo()).toBe(before);

    const candidates = await call(
      one,
      'GET',
      '/uz/application/list?step=registered&frozen=false&per_page=50',
      admin,
    );
    const moved = await call(one, 'POST', '/uz/application/change_step', admin, {
      ids: [candidates.body.data.find((a: { status: string }) => a.status !== 'reject').id],
      step: 'collecting',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await msUntil(async () => (await totalOnTwo()) === before - 1);
  });

  it('the sign-in throttle counts the failures made on both', async () => {
    const guess = (instance: Instance, n: number) =>
      call(instance, 'POST', '/auth/login', undefined, {
        phone: ADMIN.phone,
        password: `wrong-guess-${n}-xyz`,
      });
    const answers = [];
    for (let n = 0; n <= SIGN_IN_THROTTLE.freeFailures; n += 1)
      answers.push(await guess(n % 2 ? two : one, n));
    // The free failures and the one that sets the lock, spread over both, are refused as wrong…
    expect(answers.map((answer) => answer.status)).toEqual(
      Array<number>(SIGN_IN_THROTTLE.freeFailures + 1).fill(400),
    );
    // …and the lock holds on both, without the password being checked.
    const locked = await guess(two, 99);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await call(one, 'POST', '/auth/login', undefined, ADMIN);
    expect(right.status).toBe(429);
  });
});
