import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoStore } from './db/seed/seed';
import { parseEnv, type Env } from './env';
import type { Cache } from './lib/cache';
import { acquireDirectoryLock, type DirectoryLock } from './lib/lock-file';
import { createCache } from './plugins/cache';

/**
 * `npm run services`: parse the settings, open (and migrate) the database, seed the demo store on
 * first run, serve, and on SIGINT/SIGTERM close the app, the cache and the database in that order.
 */
async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const opened: { lock?: DirectoryLock; database?: DatabaseHandle; cache?: Cache; app?: FastifyInstance } = {};
  const shutdown = async (code: number) => {
    await opened.app?.close().catch(() => undefined);
    await opened.cache?.close().catch(() => undefined);
    await opened.database?.close().catch(() => undefined);
    opened.lock?.release();
    process.exit(code);
  };

  try {
    // Only the embedded database needs the lock: PostgreSQL serves many processes.
    if (!env.DATABASE_URL) opened.lock = acquireDirectoryLock({ directory: env.dataDir });
    opened.database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: env.DATABASE_POOL_SIZE });
    if (env.SEED_DEMO === 'yes' && (await seedDemoStore(opened.database.db))) console.log('seeded the demo store');
    opened.cache = createCache(env);
    opened.app = await buildApp({ env, database: opened.database, cache: opened.cache });
    await opened.app.listen({ host: env.API_HOST, port: env.API_PORT });
  } catch (error) {
    console.error(`The services cannot start: ${(error as Error).message}`);
    await shutdown(1);
    return;
  }

  const where = opened.database.kind === 'postgres' ? 'postgres' : `pglite ${env.DATA_DIR}`;
  console.log(`services ready at http://localhost:${env.API_PORT} (database: ${where})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      opened.app?.log.info({ signal }, 'shutting down');
      void shutdown(0);
    });
  }
}

void main();
