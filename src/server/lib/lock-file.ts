import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own and two processes on one data directory silently lose writes
 * (STACK-NOTES.md). The services take `DATA_DIR/.lock` before opening it. The lock holds the pid
 * and that process's start time (`/proc/<pid>/stat` field 22), so a lock whose pid was reused by
 * another process after a crash (a reboot, a container restart) is recognised as stale.
 */
export class LockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `Another services process (pid ${pid}) is using the database in ${path.dirname(lockPath)}. ` +
        `Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.`,
    );
    this.name = 'LockHeldError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the process started (clock ticks since boot), or null where /proc is not there. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command name) is in parentheses and may hold spaces: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (the state), so field 22 (starttime) is fields[19].
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The command line of a process, or null where it cannot be read. */
function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

interface LockContent {
  pid: number;
  /** Absent in locks written before the start time was recorded. */
  startTime: string | null;
}

function parseLock(text: string): LockContent | null {
  const [pidText, startTime] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, startTime: startTime ?? null };
}

/**
 * Why the lock's pid is no longer its writer although a process of that pid is alive, or null when
 * it may still be: the start time differs, or (an old lock without one) the process is not Node.
 */
function reusedPid({ pid, startTime }: LockContent): string | null {
  const liveStart = processStartTime(pid);
  if (startTime !== null && liveStart !== null && liveStart !== startTime) return `pid ${pid} now belongs to a process started at another time`;
  if (startTime === null) {
    const command = commandLine(pid);
    if (command !== null && !/\bnode(js)?\b/.test(command)) return `pid ${pid} now belongs to another program (${command.trim().slice(0, 80)})`;
  }
  return null;
}

export interface DirectoryLock {
  path: string;
  release(): void;
}

export interface AcquireLockOptions {
  directory: string;
  pid?: number;
  /** Told when a stale lock is taken over (default: standard error). */
  warn?: (message: string) => void;
}

const warnOnStderr = (message: string) => process.stderr.write(`[lock] ${message}\n`);

/**
 * Takes the lock or throws LockHeldError. A lock left by a dead process, or naming a live pid that
 * now belongs to another process, is taken over (the latter with a warning).
 */
export function acquireDirectoryLock({ directory, pid = process.pid, warn = warnOnStderr }: AcquireLockOptions): DirectoryLock {
  fs.mkdirSync(directory, { recursive: true });
  const lockPath = path.join(directory, '.lock');
  const startTime = processStartTime(pid);
  const content = startTime === null ? `${pid}\n` : `${pid} ${startTime}\n`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails when the file exists: two processes starting together cannot both win.
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      return { path: lockPath, release: () => releaseLock(lockPath, content) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseLock(readLock(lockPath));
      if (holder && holder.pid !== pid && isAlive(holder.pid)) {
        const reason = reusedPid(holder);
        if (reason === null) throw new LockHeldError(lockPath, holder.pid);
        warn(`Taking over the stale lock ${lockPath}: ${reason}.`);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function readLock(lockPath: string): string {
  try {
    return fs.readFileSync(lockPath, 'utf8');
  } catch {
    return '';
  }
}

/** Removes the lock only if it is still ours. */
function releaseLock(lockPath: string, content: string) {
  if (readLock(lockPath) === content) fs.rmSync(lockPath, { force: true });
}
