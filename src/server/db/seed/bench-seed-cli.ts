/**
 * `node --import tsx src/server/db/seed/bench-seed-cli.ts <count>`: the demo store (when the database
 * is empty) plus `count` generated products (bench-catalogue.ts), in the database of DATABASE_URL or
 * else the embedded one in DATA_DIR. Used by `npm run bench -- --catalogue …`; never by the services.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { seedBenchCatalogue } from './bench-catalogue';
import { seedDemoStore } from './seed';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) throw new Error('bench seed: give the number of products to generate, e.g. 10000');
const started = Date.now();
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
try {
  await seedDemoStore(handle.db);
  const total = await seedBenchCatalogue(handle.db, { count });
  // As after any bulk load: the new rows' visibility and the GIN indexes' pending entries settled now,
  // not by autovacuum in the middle of the bench (docs/performance.md#search-at-100000-second-round).
  await handle.db.execute(sql`vacuum analyze`);
  console.log(`bench seed: ${count} products generated in ${((Date.now() - started) / 1000).toFixed(1)} s; ${total} products in all`);
} finally {
  await handle.close();
}
