import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own and two processes on one data directory silently lose writes
 * (STACK-NOTES.md). The services take `DATA_DIR/.lock` holding their pid before opening it.
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

export interface DirectoryLock {
  path: string;
  release(): void;
}

export interface AcquireLockOptions {
  directory: string;
  pid?: number;
}

/** Takes the lock or throws LockHeldError; a lock left by a dead process is replaced. */
export function acquireDirectoryLock({ directory, pid = process.pid }: AcquireLockOptions): DirectoryLock {
  fs.mkdirSync(directory, { recursive: true });
  const lockPath = path.join(directory, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails when the file exists: two processes starting together cannot both win.
      fs.writeFileSync(lockPath, `${pid}\n`, { flag: 'wx' });
      return { path: lockPath, release: () => releaseLock(lockPath, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readLock(lockPath), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) throw new LockHeldError(lockPath, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function readLock(lockPath: string): string {
  try {
    return fs.readFileSync(lockPath, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Removes the lock only if it is still ours. */
function releaseLock(lockPath: string, pid: number) {
  if (readLock(lockPath) === String(pid)) fs.rmSync(lockPath, { force: true });
}
