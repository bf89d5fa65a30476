import type { Database, DatabaseHandle } from './db/client';
import type { Cache } from './lib/cache';
import type { CatalogueChanges } from './lib/catalogue-changes';
import type { Env } from './env';
import type { Notify } from './modules/outbox/outbox-service';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    database: DatabaseHandle;
    cache: Cache;
    /** Committed changes to rates, products and stock, heard from the database (plugins/catalogue-changes.ts). */
    catalogueChanges: CatalogueChanges;
    /** Sends one e-mail or SMS through the transports (today: the outbox table). */
    notify: Notify;
  }
}
