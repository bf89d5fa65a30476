import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { listenOnPostgres } from './listener';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;
/** What a transaction callback receives; repositories accept either it or the database. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database reached the server (used by /readyz). */
  ping(): Promise<boolean>;
  /**
   * Hears the NOTIFYs of a channel (committed changes only): a dedicated connection on PostgreSQL
   * (never a pooled one, which goes back to the pool between queries), PGlite's own listen().
   * `onLost` is told when notices may have been missed (the connection dropped; it reconnects).
   * Resolves to the function that stops listening.
   */
  listen(channel: string, onNotice: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database in dataDir is used. */
  databaseUrl?: string;
  /** Directory of the embedded database; 'memory://' for an in-memory one (tests). */
  dataDir: string;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a server restart, an administrator's
   * terminate, a dropped test database). The pool discards that connection and opens another
   * on the next query; without a listener Node would end the process on the 'error' event.
   */
  onIdleConnectionError?: (error: Error) => void;
  /** PostgreSQL connections this process may hold at once (DATABASE_POOL_SIZE); 10 when absent. */
  poolSize?: number;
  /** Told of every statement Drizzle sends (the query-count tests count them); nothing by default. */
  onQuery?: (query: string) => void;
  /**
   * An embedded database to start from (a dump of PGlite's data directory): the tests' copy of a
   * migrated, seeded store (tests/server/helpers/template-database.ts). In-memory databases only.
   */
  loadDataDir?: Blob;
}

const reportIdleConnectionError = (error: Error) => process.stderr.write(`[database] an idle connection was closed: ${error.message}\n`);

const reportBusyConnectionError = (error: Error) => process.stderr.write(`[database] a connection in use was closed: ${error.message}\n`);

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PGlite or PostgreSQL and applies the migrations; the same SQL files serve both.
 * PGlite has no lock of its own: only the services process may open a data directory.
 */
export async function openDatabase({ databaseUrl, dataDir, onIdleConnectionError = reportIdleConnectionError, onQuery, poolSize = 10, loadDataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (databaseUrl) {
    // A connection that cannot be had within 5 s fails the request (503, plugins/errors.ts) instead of hanging it.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
    pool.on('error', onIdleConnectionError);
    // A connection in use (a transaction between two statements) that PostgreSQL ends emits 'error' on
    // its client, which no one else listens to: without this the process would end. The statement that
    // uses it next fails (503, plugins/errors.ts) and the pool discards the client when it is released.
    pool.on('connect', (client) => client.on('error', reportBusyConnectionError));
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      listen: async (channel, onNotice, onLost) => {
        const stop = await listenOnPostgres(databaseUrl, channel, onNotice, onLost);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm (typo-tolerant search) ships with PGlite as a loadable extension; the migration creates it.
  const client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm }, ...(inMemory && loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
