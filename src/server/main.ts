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
  let closing: Promise<void> | undefined;
  const shutdown = (code: number) =>
    (closing ??= (async () => {
      await opened.app?.close().catch(() => undefined);
      await opened.cache?.close().catch(() => undefined);
      await opened.database?.close().catch(() => undefined);
      opened.lock?.release();
      process.exit(code);
    })());

  // The signals are heard before anything opens. Heard only after the ready line, a signal sent the
  // moment that line arrives found no listener and killed the process with the lock still held
  // (a supervisor, or a test, reacts to the line at once). During start-up the step in flight ends
  // first; then what it opened is closed. A second signal while closing forces the default exit, as
  // does one while the modules still load, when nothing is open yet.
  // A signal arrives as an event, after this function's synchronous part has defined startUp.
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      signalled = true;
      opened.app?.log.info({ signal }, 'shutting down');
      void startUp.catch(() => undefined).finally(() => shutdown(0));
    });
  }

  const startUp = (async () => {
    // Only the embedded database needs the lock: PostgreSQL serves many processes.
    if (!env.DATABASE_URL) opened.lock = acquireDirectoryLock({ directory: env.dataDir });
    opened.database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: env.DATABASE_POOL_SIZE });
    if (env.SEED_DEMO === 'yes' && (await seedDemoStore(opened.database.db))) console.log('seeded the demo store');
    opened.cache = createCache(env);
    opened.app = await buildApp({ env, database: opened.database, cache: opened.cache });
    await opened.app.listen({ host: env.API_HOST, port: env.API_PORT });
    return opened.database.kind === 'postgres' ? 'postgres' : `pglite ${env.DATA_DIR}`;
  })();
  let where: string;
  try {
    where = await startUp;
  } catch (error) {
    console.error(`The services cannot start: ${(error as Error).message}`);
    await shutdown(1);
    return;
  }
  if (signalled) return;

  console.log(`services ready at http://localhost:${env.API_PORT} (database: ${where})`);
}

void main();
