import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, LockHeldError } from '@/server/lib/lock-file';

let directory: string;
beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
});
afterEach(() => {
  fs.rmSync(directory, { recursive: true, force: true });
});

const lockPath = () => path.join(directory, '.lock');

/** A pid that certainly belonged to a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('acquireDirectoryLock', () => {
  it('writes its pid into DATA_DIR/.lock and removes it on release', () => {
    const lock = acquireDirectoryLock({ directory });
    expect(fs.readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockPath())).toBe(false);
  });

  it('creates the data directory when it does not exist', () => {
    const nested = path.join(directory, 'a', 'b');
    acquireDirectoryLock({ directory: nested }).release();
    expect(fs.existsSync(nested)).toBe(true);
  });

  it('refuses with a clear message while another live process holds it', () => {
    // The parent of this test worker is alive for as long as the test runs.
    const holder = acquireDirectoryLock({ directory, pid: process.ppid });
    expect(() => acquireDirectoryLock({ directory })).toThrow(LockHeldError);
    expect(() => acquireDirectoryLock({ directory })).toThrow(`Another services process (pid ${process.ppid}) is using the database in ${directory}`);
    holder.release();
  });

  it('replaces a lock left by a process that died', () => {
    fs.writeFileSync(lockPath(), `${deadPid()}\n`);
    const lock = acquireDirectoryLock({ directory });
    expect(fs.readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('replaces a lock that holds no pid', () => {
    fs.writeFileSync(lockPath(), 'garbage');
    acquireDirectoryLock({ directory }).release();
  });

  it('leaves a lock alone on release once another process has taken it', () => {
    const lock = acquireDirectoryLock({ directory });
    fs.writeFileSync(lockPath(), `${process.ppid}\n`);
    lock.release();
    expect(fs.readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.ppid));
  });
});
