import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { seedDemoStore } from '@/server/db/seed/seed';
import { parseEnv } from '@/server/env';
import { startSession } from '@/server/modules/account/session/session-service';
import { freePort } from '../helpers/ports';

/**
 * Issue 14: two services processes on one PostgreSQL, each holding the priced catalogue and the
 * rate ticker in memory (or the ticker in Redis). A rate change made through one of them must be
 * in the very next product detail, cart and ticker answer of the other: no waiting, no retry.
 */
const root = path.resolve(__dirname, '../../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const INDIA = { websiteID: '1', subsiteID: '1', languageID: '1', 'content-type': 'application/json' };
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startServices(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'no', API_PORT: String(port), ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('services ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the services did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `http://127.0.0.1:${port}`;
}

async function call<T>(base: string, url: string, init: { method?: string; body?: object; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(base + url, {
    method: init.method ?? 'GET',
    headers: { ...INDIA, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

interface Ticker {
  [key: string]: unknown;
}
const tickerRate = (ticker: Ticker, metal: string, purity: string): unknown => JSON.stringify(ticker).match(new RegExp(`"${metal}"[^}]*"${purity}"[^}]*`))?.[0];

async function withDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_procs_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

describe.each([
  { cache: 'in-process caches', redis: false },
  { cache: 'Redis', redis: true },
])('a rate change through one process, seen by another ($cache)', ({ redis }) => {
  let drop: () => Promise<void>;
  let database: DatabaseHandle;
  let first: string;
  let second: string;
  let staff: Record<string, string>;

  beforeAll(async () => {
    const created = await withDatabase();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
    await seedDemoStore(database.db);
    const [user] = await database.db.select().from(users).where(eq(users.email, 'staff@example.com')).limit(1);
    const session = await startSession({ db: database.db, secret: parseEnv({} as NodeJS.ProcessEnv).TOKEN_SECRET, user: user! });
    staff = { authorization: `Bearer ${session.accessToken}` };
    // A Redis database of its own (13) so these keys never meet another run's under the default prefix.
    const env = { DATABASE_URL: created.url, ...(redis ? { REDIS_URL: `${redisUrl}/13` } : {}) };
    [first, second] = await Promise.all([startServices(env), startServices(env)]);
  }, 180_000);

  afterAll(async () => {
    for (const child of started.splice(0)) {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    }
    await database?.close();
    await drop?.();
  });

  it('reprices the product detail, the cart and the ticker of the other process at once', async () => {
    type Detail = { price: number; productID: number };
    type Page = { items: Array<{ productID: number }> };
    type Cart = { cartID: string; totals: { total: number }; notices: Array<{ code: string }> };
    const { items } = await call<Page>(second, '/api/products/?metal=gold&purity=22K');
    const productID = items[0]!.productID;
    // Everything read once on the second process first, so each answer below would come from its memory.
    const before = await call<Detail>(second, `/api/products/${productID}/`);
    const cart = await call<Cart>(second, '/api/cart/', { method: 'POST', body: { productID, quantity: 1 } });
    await call<Cart>(second, `/api/cart/${cart.cartID}/cart_summary`);
    const tickerBefore = await call<Ticker>(second, '/api/redis/metalPrice_SLV_in');
    expect(await call<Detail>(second, `/api/products/${productID}/`)).toEqual(before);

    const change = await call<{ rate: { ratePerGram: number }; previousRatePerGram: number }>(first, '/admin/metal-rates', {
      method: 'POST',
      headers: staff,
      body: { subsiteID: 1, metal: 'gold', purity: '22K', ratePerGram: 7600 },
    });
    expect(change.previousRatePerGram).not.toBe(7600);

    const after = await call<Detail>(second, `/api/products/${productID}/`);
    expect(after.price).toBeGreaterThan(before.price);
    expect(after).toEqual(await call<Detail>(first, `/api/products/${productID}/`));
    const summary = await call<Cart>(second, `/api/cart/${cart.cartID}/cart_summary`);
    expect(summary.totals.total).toBe(after.price);
    expect(summary.notices.map((notice) => notice.code)).toContain('price_changed');
    const ticker = await call<Ticker>(second, '/api/redis/metalPrice_SLV_in');
    expect(ticker).not.toEqual(tickerBefore);
    expect(tickerRate(ticker, 'gold', '22K')).toContain('7600');
    expect(ticker).toEqual(await call<Ticker>(first, '/api/redis/metalPrice_SLV_in'));
  }, 60_000);
});
