// The real server for the app's benches: the built app (dist/) and the built server (../server/dist) on the server's
// benchmark fixture of 100,000 applications (built first when missing, as the server's own bench does), which also
// holds the demo seed (the server seeds on start). One server for every app bench, started once.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const here = import.meta.dirname;
export const admin = { phone: '998900000001', password: 'karvon-admin' };

export async function startServer() {
  const port = Number(process.env.BENCH_PORT ?? 18380);
  const origin = `http://127.0.0.1:${port}`;
  // Where the server's `fixture:large` keeps it (packages/server/scripts/large-fixture.ts).
  const dataDir = process.env.BENCH_PGLITE_DIR ?? join(here, '../../server/.data/bench-pglite');
  const fixture = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(here, '../../server/scripts/fixture-large.ts'), '--if-missing'],
    { env: { ...process.env, BENCH_PGLITE_DIR: dataDir }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (fixture.status !== 0) throw new Error('The 100,000-application fixture was not built');

  const server = spawn(process.execPath, [join(here, '../../server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      APP_DIST: join(here, '..', 'dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill();
    // The fixture's database must be closed before the next bench opens it.
    await once(server, 'exit');
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
      if (attempt === 240) throw new Error('The server did not start');
      const up = await fetch(`${origin}/auth/login`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The admin's access token, for asking the API which ids exist. */
export async function apiToken(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}`);
  return (await response.json()).access_token;
}

/** Signs the admin in through the sign-in page of a Playwright or Puppeteer page, and waits for the welcome page. */
export async function signIn(page, origin) {
  await page.goto(`${origin}/auth/login`);
  // The prerendered form's button is disabled until the page's code has taken the form over.
  await page.waitForSelector('button[type="submit"]:not([disabled])');
  await page.type('input[name="phone"]', admin.phone);
  await page.type('input[name="password"]', admin.password);
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => location.pathname === '/welcome');
}

/** The median of the figures that were measured (NaN when none was). */
export function median(values) {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length === 0 ? NaN : measured[Math.floor(measured.length / 2)];
}
