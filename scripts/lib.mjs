/**
 * What the start, build and test scripts share: settings with their defaults, child processes
 * that stop together, and waiting for a URL to answer. Plain Node (no TypeScript) so that
 * `npm start` works before anything is built.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Reads `.env` when there is one (the environment wins), then fills docs/requirements/service-contract.md#processes-and-settings's defaults. */
export function loadSettings(overrides = {}) {
  const envFile = path.join(root, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const env = { ...process.env, ...overrides };
  env.PORT ??= '3000';
  env.API_PORT ??= '4000';
  env.APP_ENV ??= 'development';
  env.RENDER_MODE ??= 'static';
  env.DATA_DIR ??= './data';
  const services = `http://localhost:${env.API_PORT}/`;
  env.ACCOUNT_API_URL ??= `${services}account/`;
  env.COMMERCE_API_URL ??= services;
  env.STORE_API_URL ??= services;
  env.STOREFRONT_URL ??= `http://localhost:${env.PORT}`;
  env.CORS_ORIGINS ??= `http://localhost:${env.PORT},http://127.0.0.1:${env.PORT}`;
  env.NEXT_TELEMETRY_DISABLED = '1';
  return env;
}

/** Environment of a mock-mode storefront: no services, msw answers in Node and in the browser. */
export function mockSettings(env) {
  // A host that never resolves: a call the mocks do not answer fails loudly instead of quietly
  // reaching real services that happen to run on the same machine.
  const services = 'http://services.invalid/';
  return {
    ...env,
    API_MOCKING: 'enabled',
    NEXT_PUBLIC_API_MOCKING: 'enabled',
    NEXT_DIST_DIR: env.MOCK_DIST_DIR ?? '.next-mock',
    STORE_API_URL: services,
    COMMERCE_API_URL: services,
    ACCOUNT_API_URL: `${services}account/`,
  };
}

export function distDir(env) {
  return path.join(root, env.NEXT_DIST_DIR ?? '.next');
}

const children = new Set();

/** Starts a child whose output is prefixed with its name; every child stops when this process does. */
export function startProcess(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const prefix = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    setTimeout(() => process.exit(130), 200).unref();
  });
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

export async function isUp(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Polls a URL until it answers 2xx; fails when the process dies first or the time runs out. */
export async function waitFor(url, { timeoutMs = 180_000, process: child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url} never answered: the process exited (${child.exitCode})`);
    if (await isUp(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

export const nodeBin = process.execPath;
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * How every starter runs the services process. A young generation of 64 MB (V8's default is 16):
 * a search or listing allocates short-lived arrays per request, and with the default the
 * collector ran a fifth of the time under fifty new searches at once (docs/performance.md#search-at-100000-sixth-round).
 */
export const servicesArgs = ['--max-semi-space-size=64', '--import', 'tsx', 'src/server/main.ts'];

/** The services process: migrates, seeds on first run, then serves on API_PORT. */
export function startServices(env) {
  return startProcess('services', nodeBin, servicesArgs, env);
}

export function servicesReadyUrl(env) {
  return new URL('readyz', env.STORE_API_URL).toString();
}
