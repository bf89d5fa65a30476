import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { websites } from '../schema';
import { hashUsers, seedUsers } from './seed-accounts';
import { seedCategories, seedProducts } from './seed-catalogue';
import { seedCountries, seedLocations, seedMetalRates, seedPromotions } from './seed-commerce';
import { seedContent } from './seed-content';
import { seedReviews } from './seed-reviews';
import type { SeedData } from './seed-data';
import { seedSites } from './seed-sites';

export interface SeedDemoStoreOptions {
  /** The demo store's data files by default; tests may pass less. */
  data?: SeedData;
  /** The seed's "today": metal rate history, listing dates and promotion windows count from it. */
  now?: Date;
}

// Any constant will do: it only has to be the same for every process seeding this database.
const SEED_LOCK = 727_001;

async function hasWebsites(executor: Executor): Promise<boolean> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(websites);
  return Number(row?.count ?? 0) > 0;
}

/**
 * Writes the demo store in one transaction, only into a database without websites: a restart,
 * or a second process racing this one (the advisory lock), leaves an existing store untouched.
 * Returns true when it seeded.
 */
export async function seedDemoStore(db: Database, { data, now = new Date() }: SeedDemoStoreOptions = {}): Promise<boolean> {
  if (await hasWebsites(db)) return false;
  const seedData = data ?? (await import('./demo-data')).demoData;
  const users = await hashUsers(seedData.users);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasWebsites(tx)) return false;
    const subsiteIds = await seedSites({ tx, languages: seedData.languages, websites: seedData.websites });
    const categoryIds = await seedCategories({ tx, categories: seedData.categories });
    const productIds = await seedProducts({ tx, products: seedData.products, categoryIds, subsiteIds, now });
    await seedMetalRates({ tx, metalRates: seedData.metalRates, subsiteIds, now });
    await seedCountries({ tx, countries: seedData.countries });
    await seedLocations({ tx, stores: seedData.stores, pincodes: seedData.pincodes, subsiteIds });
    await seedPromotions({ tx, promotions: seedData.promotions, subsiteIds, now });
    await seedUsers({ tx, users, subsiteIds });
    await seedContent({ tx, content: seedData.content, subsiteIds, productIds });
    await seedReviews({ tx, reviews: seedData.reviews ?? [], productIds, now });
    // Demo orders (after-sales) for the demo store only: test fixtures keep their stock and order ids.
    if (!data) await (await import('./seed-orders')).seedDemoOrders({ tx, now });
    return true;
  });
}
