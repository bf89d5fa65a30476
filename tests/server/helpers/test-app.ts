import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '@/server/app';
import { type Database, type DatabaseHandle, openDatabase } from '@/server/db/client';
import type { SeedData } from '@/server/db/seed/seed-data';
import { seedDemoStore } from '@/server/db/seed/seed';
import { type Env, parseEnv } from '@/server/env';
import type { Cache } from '@/server/lib/cache';
import { forgetSites } from '@/server/lib/site';
import type { AppModule } from '@/server/modules';
import { MemoryCache, RedisCache } from '@/server/plugins/cache';
import { splitLocale } from '@/shared/locale';
import { pgliteTemplate, postgresTemplate } from './template-database';

/**
 * Boots the real app on a fresh, seeded database (docs/conventions.md#tests): PGlite in memory by default,
 * a database of its own on PostgreSQL with TEST_DATABASE=postgres, Redis as the cache with
 * TEST_CACHE=redis. One app per test file (beforeAll) is the intended use: each costs seconds.
 */
export interface CreateTestAppOptions {
  /** Settings over the test defaults, as strings like the environment: `{ APP_ENV: 'production' }`. */
  env?: Record<string, string>;
  /** Seed the demo store (default true). */
  seed?: boolean;
  /** Seed this instead of the demo store's data files. */
  seedData?: SeedData;
  /** Replaces the module list (e.g. `[...modules, probe]` to add a test-only route). */
  modules?: AppModule[];
  /** Pino options (e.g. `{ level: 'error', stream }` to read the logs); silent by default. */
  logger?: false | object;
}

/** The SQL statements the app sent since the last `reset()` (query-count tests). */
export interface QueryLog {
  readonly statements: string[];
  reset(): void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  cache: Cache;
  env: Env;
  queries: QueryLog;
  /** Closes the app, empties and closes the cache, closes (and on PostgreSQL drops) the database. */
  close(): Promise<void>;
}

const uniqueName = (prefix: string) => `${prefix}${randomBytes(6).toString('hex')}`;

function testEnv(overrides: Record<string, string>): Env {
  const production = overrides.APP_ENV === 'production';
  return parseEnv({
    APP_ENV: 'development',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'no',
    // Tests run the scheduled-publishing pass themselves (runScheduledPublishing).
    CONTENT_SCHEDULE_POLL_SECONDS: '0',
    // Production refuses the development secret; tests of production behaviour get a long one.
    ...(production ? { TOKEN_SECRET: 'test-only-production-token-secret-0123456789abcdef', PAYMENT_SIGNING_SECRET: 'test-only-production-payment-signing-secret-0123' } : {}),
    ...overrides,
  } as unknown as NodeJS.ProcessEnv);
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

function createQueryLog(): QueryLog & { record: (query: string) => void } {
  const statements: string[] = [];
  return {
    statements,
    // Transaction control is left out: Drizzle sends BEGIN/COMMIT as statements on PostgreSQL and
    // inside PGlite's own transaction call on the embedded database, so the counts agree on both.
    record: (query) => {
      if (!TRANSACTION_CONTROL.test(query)) statements.push(query);
    },
    reset: () => statements.splice(0),
  };
}

/**
 * A fresh database for one app; with `demoStore`, a copy of the run's seeded template when there
 * is one (helpers/template-database.ts), and `seeded` says whether it already holds the store.
 */
async function openTestDatabase(
  onQuery: (query: string) => void,
  demoStore: boolean,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void>; seeded: boolean }> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const loadDataDir = demoStore ? await pgliteTemplate() : undefined;
    return { database: await openDatabase({ dataDir: 'memory://', onQuery, loadDataDir }), drop: async () => undefined, seeded: Boolean(loadDataDir) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = uniqueName('t_');
  const template = demoStore ? await postgresTemplate(adminUrl) : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  try {
    // Dropping the database WITH (FORCE) terminates pooled connections still closing (57P01): expected here.
    const onIdleConnectionError = (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    };
    return { database: await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', onIdleConnectionError, onQuery }), drop, seeded: Boolean(template) };
  } catch (error) {
    await drop();
    throw error;
  }
}

function createTestCache(): Cache {
  if (process.env.TEST_CACHE !== 'redis') return new MemoryCache();
  return new RedisCache({ url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: `${uniqueName('test:')}:` });
}

export async function createTestApp({ env: overrides = {}, seed = true, seedData, modules, logger = false }: CreateTestAppOptions = {}): Promise<TestApp> {
  const env = testEnv(overrides);
  const queries = createQueryLog();
  const { database, drop, seeded } = await openTestDatabase(queries.record, seed && !seedData);
  const cache = createTestCache();
  // Site lookups are memoised per process; a fresh database must be looked up afresh.
  forgetSites();
  try {
    if (seed && !seeded) await seedDemoStore(database.db, { data: seedData });
    // Every answer of every test also checks the compiled serialisers against zod's (plugins/serializer.ts).
    const app = await buildApp({ env, database, cache, logger, modules, verifySerializers: true });
    return {
      app,
      db: database.db,
      database,
      cache,
      env,
      queries,
      close: async () => {
        await app.close();
        await cache.deleteByPrefix('').catch(() => undefined);
        await cache.close();
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await cache.close();
    await database.close();
    await drop();
    throw error;
  }
}

/** Ids the seed pins: website SLV = 1; subsites in = 1, ae = 2; languages en = 1, hi = 2, ar = 3. */
const SUBSITE_IDS: Record<string, number> = { in: 1, ae: 2 };
const LANGUAGE_IDS: Record<string, number> = { en: 1, hi: 2, ar: 3 };

/** The websiteID/subsiteID/languageID headers of a demo locale, e.g. `siteHeaders('ae-ar')`. */
export function siteHeaders(locale: string): Record<'websiteID' | 'subsiteID' | 'languageID', string> {
  const { subsite, language } = splitLocale(locale);
  const subsiteId = SUBSITE_IDS[subsite];
  const languageId = LANGUAGE_IDS[language];
  if (!subsiteId || !languageId) throw new Error(`No demo site for locale ${locale}`);
  return { websiteID: '1', subsiteID: String(subsiteId), languageID: String(languageId) };
}
