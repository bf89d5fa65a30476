import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/ports';

/**
 * The services process as `npm run services` starts it: on a fresh embedded database in a
 * temporary DATA_DIR, on a free port. Slow (it creates a PGlite directory), so one file.
 */
const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'services-main-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  /** The exit code, or the signal's name when a signal ended the process (so a failure says which). */
  exited: Promise<number | string>;
}

const readyLineProbe = path.join(__dirname, 'helpers/ready-line-probe.mjs');

function startServices(env: Record<string, string>, preload: string[] = []): Run {
  const child = spawn(process.execPath, [...preload.flatMap((file) => ['--import', file]), '--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    // Only what the test sets: the services must not pick up this machine's DATABASE_URL or REDIS_URL.
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code: number | null, signal: NodeJS.Signals | null) => resolve(code ?? `${signal}; output:\n${output}`)),
  );
  return { child, output: () => output, exited };
}

async function waitFor(run: Run, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}":\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('services process (src/server/main.ts)', () => {
  it('fails fast with a sentence when a setting is wrong', async () => {
    const run = startServices({ API_PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('The services cannot start: API_PORT:');
  });

  it('seeds on first run, serves, holds the lock, refuses a second process and shuts down cleanly', async () => {
    const port = await freePort();
    const first = startServices({ API_PORT: String(port) });
    await waitFor(first, `services ready at http://localhost:${port} (database: pglite ${dataDir})`);
    expect(first.output()).toContain('seeded the demo store');
    // The lock names the pid, then the process's start time (lib/lock-file.ts).
    expect(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8').trim().split(/\s+/)[0]).toBe(String(first.child.pid));

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const stores = await fetch(`http://127.0.0.1:${port}/api/redis/websiteStores`);
    expect(stores.status).toBe(200);

    const second = startServices({ API_PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another services process (pid ${first.child.pid}) is using the database in ${dataDir}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);

    // A supervisor may signal the moment the ready line arrives: the process must already listen
    // (when it began listening just after the line, this killed it now and then, lock left behind).
    const restarted = startServices({ API_PORT: String(port) }, [readyLineProbe]);
    let signalled = false;
    restarted.child.stdout!.on('data', () => {
      if (signalled || !restarted.output().includes('services ready')) return;
      signalled = true;
      restarted.child.kill('SIGINT');
    });
    expect(await restarted.exited).toBe(0);
    expect(restarted.output()).toContain('signal listeners at the ready line: SIGINT 1, SIGTERM 1\nservices ready');
    expect(restarted.output()).not.toContain('seeded the demo store');
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE === 'postgres')('runs on PostgreSQL without taking the embedded database lock', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `t_main_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'services-main-pg-'));
    try {
      const port = await freePort();
      const redis: Record<string, string> =
        process.env.TEST_CACHE === 'redis' ? { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {};
      const run = startServices({ API_PORT: String(port), DATABASE_URL: url.toString(), DATA_DIR: ownDir, ...redis });
      await waitFor(run, `services ready at http://localhost:${port} (database: postgres)`);
      expect(fs.existsSync(path.join(ownDir, '.lock'))).toBe(false);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/redis/metalPrice_SLV_in`)).status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);
});
