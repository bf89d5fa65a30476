import type { Database, DatabaseHandle } from './db/client';
import type { Cache } from './lib/cache';
import type { Env } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    database: DatabaseHandle;
    cache: Cache;
  }
}
