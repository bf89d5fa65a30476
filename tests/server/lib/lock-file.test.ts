import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, LockHeldError, processStartTime } from '@/server/lib/lock-file';

let directory: string;
beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
});
afterEach(() => {
  fs.rmSync(directory, { recursive: true, force: true });
});

const lockPath = () => path.join(directory, '.lock');
/** The pid the lock names (its first word). */
const lockPid = () => fs.readFileSync(lockPath(), 'utf8').trim().split(/\s+/)[0];

/** A pid that certainly belonged to a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

/** A process's command line as /proc shows it, or '' where it cannot be read. */
function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** Resolves once the check holds, or fails after five seconds. */
async function until(check: () => boolean) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited >= 5000) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('acquireDirectoryLock', () => {
  it('writes its pid and start time into DATA_DIR/.lock and removes it on release', () => {
    const lock = acquireDirectoryLock({ directory });
    expect(fs.readFileSync(lockPath(), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}\n`);
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
    expect(lockPid()).toBe(String(process.pid));
    lock.release();
  });

  it('replaces a lock that holds no pid', () => {
    fs.writeFileSync(lockPath(), 'garbage');
    const lock = acquireDirectoryLock({ directory });
    expect(lockPid()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockPath())).toBe(false);
  });

  it('takes over, with a warning, a lock whose live pid now belongs to a process started at another time', () => {
    // The parent of this test worker is alive, but it is not the process that wrote this lock.
    const started = Number(processStartTime(process.ppid));
    fs.writeFileSync(lockPath(), `${process.ppid} ${started + 1}\n`);
    const warnings: string[] = [];
    const lock = acquireDirectoryLock({ directory, warn: (message) => warnings.push(message) });
    expect(lockPid()).toBe(String(process.pid));
    expect(warnings).toEqual([`Taking over the stale lock ${lockPath()}: pid ${process.ppid} now belongs to a process started at another time.`]);
    lock.release();
  });

  it('takes over, with a warning, an old pid-only lock whose live pid is another program (not Node)', async () => {
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => sleeper.once('spawn', resolve));
      // Once /proc shows the program it runs: a loaded CI machine once read something else right
      // after 'spawn' (the message did not end in "(sleep 30)").
      await until(() => commandOf(sleeper.pid!) === 'sleep 30');
      fs.writeFileSync(lockPath(), `${sleeper.pid}\n`);
      const warnings: string[] = [];
      const lock = acquireDirectoryLock({ directory, warn: (message) => warnings.push(message) });
      expect(lockPid()).toBe(String(process.pid));
      expect(warnings).toEqual([`Taking over the stale lock ${lockPath()}: pid ${sleeper.pid} now belongs to another program (sleep 30).`]);
      lock.release();
    } finally {
      sleeper.kill();
    }
  });

  it('still refuses an old pid-only lock naming a live Node process', async () => {
    // It says it is up once Node runs: 'spawn' alone came too early on a loaded machine (CI flake).
    const node = spawn(process.execPath, ['-e', 'process.stdout.write("up"); setTimeout(() => undefined, 30000)'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      await new Promise((resolve) => node.stdout.once('data', resolve));
      fs.writeFileSync(lockPath(), `${node.pid}\n`);
      expect(() => acquireDirectoryLock({ directory, warn: () => undefined })).toThrow(LockHeldError);
    } finally {
      node.kill();
    }
  });

  it('leaves a lock alone on release once another process has taken it', () => {
    const lock = acquireDirectoryLock({ directory });
    fs.writeFileSync(lockPath(), `${process.ppid}\n`);
    lock.release();
    expect(lockPid()).toBe(String(process.ppid));
  });
});
