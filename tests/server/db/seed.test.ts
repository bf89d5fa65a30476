import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { metalRates as seedRates } from '@/server/db/seed/data/metal-rates';
import { products as seedProducts } from '@/server/db/seed/data/products';
import { users as seedUsers } from '@/server/db/seed/data/users';
import { seedDemoStore } from '@/server/db/seed/seed';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const count = (table: PgTable) => t.db.$count(table);

const TABLES = {
  websites: schema.websites,
  subsites: schema.subsites,
  products: schema.products,
  productOptions: schema.productOptions,
  productStock: schema.productStock,
  metalRates: schema.metalRates,
  users: schema.users,
  contentEntries: schema.contentEntries,
  urlRewrites: schema.urlRewrites,
  promotions: schema.promotions,
};
const countAll = async () => Object.fromEntries(await Promise.all(Object.entries(TABLES).map(async ([name, table]) => [name, await count(table)])));

describe('seedDemoStore', () => {
  it('writes the demo store once: a second run leaves it as it is', async () => {
    const before = await countAll();
    expect(await seedDemoStore(t.db)).toBe(false);
    expect(await countAll()).toEqual(before);
  });

  it('writes the catalogue with translations, prices, options, stock and paths', async () => {
    expect(await count(schema.products)).toBe(seedProducts.length);
    expect(seedProducts.length).toBeGreaterThanOrEqual(60);
    expect(await count(schema.productTranslations)).toBe(seedProducts.length * 3);
    const pricesPerSubsite = seedProducts.reduce((sum, product) => sum + product.subsites.length, 0);
    expect(await count(schema.productPrices)).toBe(pricesPerSubsite);
    const categories = await count(schema.categories);
    expect(await count(schema.urlRewrites)).toBe(categories + seedProducts.length);
    const [ring] = await t.db.select().from(schema.urlRewrites).where(eq(schema.urlRewrites.requestPath, '/rings'));
    expect(ring?.entityType).toBe('category');
  });

  it('keeps thirty days of metal rates before today\'s', async () => {
    const rows = await t.db
      .select({ rate: schema.metalRates.ratePerGramMinor })
      .from(schema.metalRates)
      .where(and(eq(schema.metalRates.subsiteId, 1), eq(schema.metalRates.metal, 'gold'), eq(schema.metalRates.purity, '22K')))
      .orderBy(sql`${schema.metalRates.effectiveAt} desc`);
    const seeded = seedRates.find((rate) => rate.subsite === 'in' && rate.metal === 'gold' && rate.purity === '22K')!;
    expect(rows).toHaveLength(31);
    expect(rows[0]!.rate).toBe(seeded.ratePerGram);
    expect(rows[1]!.rate).toBe(seeded.history.at(-1));
    expect(await count(schema.metalRates)).toBe(seedRates.length * 31);
  });

  it('stores argon2id hashes that verify the demo passwords', async () => {
    const rows = await t.db.select().from(schema.users);
    expect(rows).toHaveLength(seedUsers.length);
    for (const user of seedUsers) {
      const row = rows.find((candidate) => candidate.email === user.email.toLowerCase())!;
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.passwordHash!, user.password)).toBe(true);
    }
  });

  it('serves the pincodes the contract names', async () => {
    const rows = await t.db.select().from(schema.pincodes).where(eq(schema.pincodes.subsiteId, 1));
    const byCode = new Map(rows.map((row) => [row.pincode, row]));
    expect(byCode.get('400001')).toMatchObject({ serviceable: true, cod: true });
    expect(byCode.get('560001')).toMatchObject({ serviceable: true, cod: false });
    expect(byCode.get('999999')?.serviceable ?? false).toBe(false);
  });

  it('writes every content kind for every locale and the cart settings per subsite', async () => {
    const rows = await t.db.select({ kind: schema.contentEntries.kind, language: schema.contentEntries.languageCode }).from(schema.contentEntries);
    expect(rows.filter((row) => row.kind === 'productCartSettings' && row.language === '')).toHaveLength(2);
    expect(rows.filter((row) => row.kind === 'menu').map((row) => row.language).sort()).toEqual(['ar', 'en', 'en', 'hi']);
  });

  it('moves the website id sequence past the seeded ids', async () => {
    const [row] = await t.db.insert(schema.websites).values({ code: 'NEW', name: 'New' }).returning({ id: schema.websites.id });
    expect(row!.id).toBeGreaterThan(2);
  });
});
