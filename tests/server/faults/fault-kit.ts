import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@/server/db/client';
import type { SeedData } from '@/server/db/seed/seed-data';
import { seedDemoStore } from '@/server/db/seed/seed';
import { siteHeaders } from '@/tests/server/helpers/test-app';
import { checkoutFixture } from '../modules/commerce/checkout/checkout-fixture';
import { indiaAddress } from '../modules/commerce/checkout/checkout-requests';

/**
 * What the fault suite shares: the real services process (src/server/main.ts under tsx) as a child
 * on a free port of 127.0.0.1, on a store of its own (a PGlite directory in a temporary folder, or
 * with TEST_DATABASE=postgres a fresh database `fault_<random>` on the machine's PostgreSQL, dropped
 * afterwards), a Redis of its own when a test wants one, and shoppers that talk to it over HTTP.
 * Nothing here ever stops the machine's shared PostgreSQL or Redis. Every child is killed by
 * `stopAll()` (afterAll), whatever happened.
 */
export const root = path.resolve(__dirname, '../../..');
export const onPostgres = process.env.TEST_DATABASE === 'postgres';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

/** Kills every child still running (SIGKILL) and removes what the tests made; for afterAll. */
export async function stopAll(): Promise<void> {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}

export { freePort } from '../helpers/ports';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The checkout fixture with this many pieces of the pendant and of ring size 14 in India. */
export function stockedFixture(stock: { pendant: number; ring: number }): SeedData {
  return {
    ...checkoutFixture,
    products: checkoutFixture.products.map((product) => {
      if (product.sku === 'T-PEND-18K') return { ...product, options: product.options.map((option) => ({ ...option, stock: { in: stock.pendant, ae: 0 } })) };
      if (product.sku === 'T-RING-22K') return { ...product, options: product.options.map((option) => (option.code === 'size-14' ? { ...option, stock: { in: stock.ring, ae: 0 } } : option)) };
      return product;
    }),
  };
}

/** A store of the test's own, seeded before the services start (so they run with SEED_DEMO=no). */
export interface Store {
  /** The environment the services need to open it. */
  env: Record<string, string>;
  /** The PostgreSQL database's name, or the PGlite data directory. */
  name: string;
  /** Runs a query on the store's database: on PGlite only while no services process has it open. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
}

export async function createStore(data: SeedData): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-store-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!onPostgres) {
    const database = await openDatabase({ dataDir });
    try {
      await seedDemoStore(database.db, { data });
    } finally {
      await database.close();
    }
    return {
      env: { DATA_DIR: dataDir },
      name: dataDir,
      // PGlite has no lock of its own: open it only between services runs (lib/lock-file.ts).
      query: async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
        const { PGlite } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
        try {
          return (await client.query<T>(text, values as never[])).rows;
        } finally {
          await client.close();
        }
      },
    };
  }
  const name = `fault_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Drizzle's migrations and the seed, from this process, before any services process exists.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await seedDemoStore(database.db, { data });
  } finally {
    await database.close();
  }
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    name,
    query: async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/** A statement on the machine's PostgreSQL as its administrator (CREATE/DROP DATABASE, pg_terminate_backend). */
export async function adminQuery<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface Services {
  child: ChildProcess;
  port: number;
  base: string;
  output(): string;
  exited: Promise<void>;
}

/** Starts src/server/main.ts with only the settings given (never this machine's DATABASE_URL or REDIS_URL) and waits until it serves. */
export async function startServices(env: Record<string, string>, port: number, timeoutMs = 120_000): Promise<Services> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'no', API_HOST: '127.0.0.1', API_PORT: String(port), ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const services: Services = { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('services ready at')) {
    if (child.exitCode !== null) throw new Error(`The services exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The services did not start within ${timeoutMs} ms:\n${output}`);
    await sleep(100);
  }
  return services;
}

/** SIGKILL: no shutdown hook runs, the lock file and any open transaction are left as they are. */
export async function killHard(services: Services): Promise<void> {
  services.child.kill('SIGKILL');
  await services.exited;
}

export const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;

export interface OwnRedis {
  port: number;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A Redis of the test's own on a free port, nothing persisted, so stopping it never touches the shared one. */
export async function startRedis(port: number): Promise<OwnRedis> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!/Ready to accept connections/.test(output)) {
    if (child.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`);
    await sleep(50);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    child,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** One HTTP call with a deadline: `status` 0 when the connection failed, -1 when it hung past the deadline. */
export interface Answer {
  status: number;
  ms: number;
  body: { meta?: { message?: string }; data?: Record<string, unknown> | null } | null;
}

export async function request(base: string, method: string, url: string, { body, headers = {}, timeoutMs = 10_000 }: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...siteHeaders('in-en'), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: Answer['body'] = null;
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = null;
    }
    return { status: response.status, ms: Date.now() - started, body: parsed };
  } catch (error) {
    const hung = (error as Error).name === 'TimeoutError';
    return { status: hung ? -1 : 0, ms: Date.now() - started, body: null };
  }
}

/** A guest's cart with one piece and an Indian address: ready to be placed. Throws when a step fails. */
export async function readyCart(base: string, item: { productID: number; productOptionID: number; quantity: number }): Promise<string> {
  const added = await request(base, 'POST', '/api/cart/', { body: item });
  const cartID = added.body?.data?.cartID;
  if (added.status !== 200 || typeof cartID !== 'string') throw new Error(`Adding to a cart answered ${added.status}`);
  const addressed = await request(base, 'PUT', '/api/cart/', { body: indiaAddress(cartID, { billingEmail: `fault-${cartID.slice(0, 8)}@example.com` }) });
  if (addressed.status !== 200) throw new Error(`Adding the address answered ${addressed.status}`);
  return cartID;
}

export interface Submit {
  cartID: string;
  key: string;
}

/** Places a card order (its stock is held from the moment it is placed) with an Idempotency-Key. */
export function placeOrder(base: string, { cartID, key }: Submit, timeoutMs = 15_000): Promise<Answer> {
  return request(base, 'POST', `/api/cart/postorders/${cartID}/`, { body: { paymentSettingsGroupKey: 'card' }, headers: { 'idempotency-key': key }, timeoutMs });
}

export const newSubmit = (cartID: string): Submit => ({ cartID, key: randomUUID() });

/** The order id an answer acknowledged, or null. */
export function acknowledgedOrderId(answer: Answer): number | null {
  const id = answer.body?.data?.orderID;
  return answer.status === 200 && typeof id === 'number' ? id : null;
}

/** One line per test with its figures, for the log of `npm test` and docs/faults.md. */
export function report(name: string, figures: Record<string, number | string>): void {
  const text = Object.entries(figures)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  console.log(`Fault suite [${onPostgres ? 'postgres' : 'pglite'}] ${name}: ${text}`);
}
