import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE } from '../src/db/data-dir-lock.ts';
import { openPglite } from '../src/db/database.ts';

// Two servers on one PGlite directory each overwrote what the other wrote (20 sign-ins through two servers left 10
// sessions).
describe('a PGlite data directory is open in one place at a time', () => {
  let root: string;
  let dataDir: string;
  let lockFile: string;
  const kept = async (db: Awaited<ReturnType<typeof openPglite>>) =>
    (await db.client.query('select word from kept')).rows;

  /** A process of `sh` that is running, and the pid of one it started that has ended but was not reaped. */
  async function withZombie(use: (zombie: number) => Promise<void>) {
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [output] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(output.toString().trim());
      await expect.poll(() => readFile(`/proc/${zombie}/stat`, 'utf8'), { timeout: 10_000 }).toMatch(/\) Z /);
      await use(zombie);
    } finally {
      parent.kill('SIGKILL');
      await once(parent, 'exit');
    }
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'karvon-lock-'));
    dataDir = join(root, 'pglite');
    lockFile = join(dataDir, LOCK_FILE);
    const db = await openPglite({ dataDir });
    await db.client.exec('create table kept (word text); insert into kept values ($$yes$$)');
    await db.close();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('refuses a second database on a directory in use, and the first keeps its data and its lock', async () => {
    const first = await openPglite({ dataDir });
    await expect(openPglite({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(openPglite({ dataDir: `file://${dataDir}` })).rejects.toThrow(DataDirInUseError);
    await symlink(dataDir, join(root, 'link'));
    await expect(openPglite({ dataDir: join(root, 'link') })).rejects.toThrow(DataDirInUseError);
    expect(existsSync(lockFile)).toBe(true);
    expect(await kept(first)).toEqual([{ word: 'yes' }]);
    await first.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses while another process holds the directory, naming it, and takes over once it is killed', async () => {
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(lockFile)}, process.pid + '\\n');` +
          `console.log('holding'); setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await once(holder.stdout, 'data');
      await expect(openPglite({ dataDir })).rejects.toThrow(`in use by process ${holder.pid}`);
      expect(await readFile(lockFile, 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    const afterCrash = await openPglite({ dataDir });
    expect(await kept(afterCrash)).toEqual([{ word: 'yes' }]);
    await afterCrash.close();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose process was killed and not yet reaped by its parent (a zombie)',
    () =>
      withZombie(async (zombie) => {
        await writeFile(lockFile, `${zombie}\n`);
        const db = await openPglite({ dataDir });
        await db.close();
      }),
  );

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to another process (started after the owner, or after a reboot)',
    async () => {
      const other = spawn('sleep', ['30']);
      try {
        await writeFile(lockFile, `${other.pid}\nanother-boot/12345\n`);
        const db = await openPglite({ dataDir });
        await db.close();
      } finally {
        other.kill('SIGKILL');
        await once(other, 'exit');
      }
    },
  );

  it('takes over a lock naming this very process that it does not hold (a container restarted as the same pid)', async () => {
    await writeFile(lockFile, `${process.pid}\n`);
    const db = await openPglite({ dataDir });
    await db.close();
  });

  it('refuses a lock file that names no process, and says which file to delete', async () => {
    await writeFile(lockFile, 'garbage\n');
    await expect(openPglite({ dataDir })).rejects.toThrow(`names no process (${lockFile})`);
    await rm(lockFile);
  });

  it('leaves a lock that another process took meanwhile when it closes', async () => {
    const db = await openPglite({ dataDir });
    await writeFile(lockFile, '1\n');
    await db.close();
    expect(await readFile(lockFile, 'utf8')).toBe('1\n');
    await rm(lockFile);
  });

  it('in memory, nothing is locked', async () => {
    const [one, two] = await Promise.all([openPglite(), openPglite({ dataDir: '' })]);
    await Promise.all([one.close(), two.close()]);
  });
});
