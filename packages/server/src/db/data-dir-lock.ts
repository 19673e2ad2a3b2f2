import { linkSync, mkdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Another process (or another database in this one) has the data directory open. */
export class DataDirInUseError extends Error {}

export const LOCK_FILE = 'karvon.lock';
const heldHere = new Set<string>();

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Who a pid is, beyond its number, on Linux: the boot and the process's start time, so that a pid reused by another
 * process (after a reboot, or in a container restarted as pid 1) is not taken for the owner. Null for a process
 * killed a moment ago (a zombie until its parent reaps it: it holds nothing); undefined where /proc cannot tell.
 */
function identityOf(pid: number): string | null | undefined {
  const boot = readOrNull('/proc/sys/kernel/random/boot_id');
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (boot === null || stat === null) return undefined;
  const [state, ...fields] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (state === 'Z' || state === 'X') return null;
  return `${boot.trim()}/${fields[18]}`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's content is whole from the first moment: written aside, then linked into place (fails if taken). */
function tryCreate(path: string, content: string): boolean {
  const aside = `${path}.${process.pid}`;
  writeFileSync(aside, content);
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

/** Why the lock at `path` still holds, or null when its owner is gone. */
function holder(path: string, dir: string): string | null {
  const content = readOrNull(path);
  if (content === null) return null;
  const [pidText = '', identity = ''] = content.split('\n');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) {
    return `The data directory ${dir} has a lock file that names no process (${path}); delete it if no server runs there.`;
  }
  const now = identityOf(pid);
  const gone =
    !isRunning(pid) ||
    (pid === process.pid && !heldHere.has(dir)) ||
    now === null ||
    (now !== undefined && identity !== '' && now !== identity);
  if (gone) return null;
  return (
    `The data directory ${dir} is in use by process ${pid}, another Karvon server or script. Stop it first, or ` +
    `give this one another data directory. If process ${pid} is not Karvon, delete ${path}.`
  );
}

/**
 * One database at a time in a PGlite data directory. PGlite has no lock of its own (its postmaster.pid always says
 * -42), and two servers on one directory each overwrite what the other wrote. As PostgreSQL does, the lock is a file
 * in the directory naming the owner's pid, and a lock whose process is gone (killed, crashed) is taken over, so a
 * restart after a crash needs no hand. Processes are seen on one machine, in one pid namespace: containers sharing a
 * volume do not see each other's. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  // Its real path: a directory reached through a link is still the same directory.
  const dir = realpathSync(dataDir);
  const path = join(dir, LOCK_FILE);
  if (heldHere.has(dir))
    throw new DataDirInUseError(`The data directory ${dir} is already open in this process.`);
  const content = `${process.pid}\n${identityOf(process.pid) ?? ''}\n`;
  // Two starting together may both find the same stale lock; the loop settles who holds it, as PostgreSQL's does.
  for (let attempt = 0; !tryCreate(path, content); attempt += 1) {
    const refusal = holder(path, dir);
    if (refusal !== null) throw new DataDirInUseError(refusal);
    if (attempt === 10) throw new DataDirInUseError(`The data directory ${dir} could not be locked.`);
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  heldHere.add(dir);
  return () => {
    heldHere.delete(dir);
    if (readOrNull(path) === content) unlinkSync(path);
  };
}
