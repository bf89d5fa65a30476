import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metalRates, productStock } from '@/server/db/schema';
import type { SiteContext } from '@/server/lib/site';
import { readModelOf } from '@/server/modules/commerce/catalogue';
import { loadSellableProductsFromDatabase, type SellableProduct } from '@/server/modules/commerce/catalogue/sellable';
import { listCurrentRates, type MetalRateRow } from '@/server/modules/commerce/pricing/pricing-repository';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { siteOf } from './model-asks';

/**
 * A rate change prices the copy's products again without reading them
 * (docs/performance.md#a-rate-change-reprices-the-copy): on the demo store, every product and
 * option of the repriced copy must carry the prices a fresh read of the database gives, to the
 * minor unit, and a stock change heard between the rate change and the rebuild must still be read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const copyOf = async (site: SiteContext) => (await readModelOf(t.db)!.model.catalogue(site)).products as SellableProduct[];

/** What a shopper is shown of each product: its options' stock and prices, and the default option. */
const shown = (products: SellableProduct[]) =>
  products.map((product) => ({
    id: product.row.product.id,
    defaultOption: product.defaultOption.productOptionId,
    options: product.options.map((option) => ({ id: option.productOptionId, stock: option.stock, priced: option.priced.result })),
  }));

/** The subsite's rates (all, or those `which` picks) moved by `percent`, as the back office enters them; resolves once the services heard it. */
async function moveRates(subsiteId: number, percent: number, which: (rate: MetalRateRow) => boolean = () => true) {
  const heard = t.app.catalogueChanges.next((notice) => notice.kind === 'rates' && notice.subsiteId === subsiteId, 5_000);
  const rates = (await listCurrentRates({ db: t.db, subsiteId })).filter(which);
  await t.db.insert(metalRates).values(
    rates.map((rate) => ({ subsiteId, metal: rate.metal, purity: rate.purity, createdBy: 'test', ratePerGramMinor: Math.round((rate.ratePerGramMinor * (100 + percent)) / 100) })),
  );
  expect(await heard).toBe(true);
}

async function setStock(subsiteId: number, optionId: number, quantity: number) {
  const heard = t.app.catalogueChanges.next((notice) => notice.kind === 'stock' && notice.optionId === optionId, 5_000);
  await t.db.update(productStock).set({ quantity }).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)));
  expect(await heard).toBe(true);
}

describe.each(['in-en', 'ae-ar'])('the copy after a rate change (%s)', (locale) => {
  it('carries the prices a fresh read gives, without reading the products again', async () => {
    const site = await siteOf(t.db, locale);
    const before = await copyOf(site);
    await moveRates(site.subsiteId, 3);
    const after = await copyOf(site);
    const fresh = await loadSellableProductsFromDatabase({ db: t.db, site, filters: {} });
    expect(shown(after)).toEqual(shown(fresh));
    expect(shown(after)).not.toEqual(shown(before));
    // The same rows (texts, weights): only the prices were computed again.
    expect(after.map((product) => product.row)).toEqual(before.map((product) => product.row));
    expect(after[0]!.row).toBe(before[0]!.row);
  });

  it('keeps as they are the products of metals whose rate did not move', async () => {
    const site = await siteOf(t.db, locale);
    const before = await copyOf(site);
    const [moved] = await listCurrentRates({ db: t.db, subsiteId: site.subsiteId });
    await moveRates(site.subsiteId, 5, (rate) => rate.metal === moved!.metal && rate.purity === moved!.purity);
    const after = await copyOf(site);
    expect(shown(after)).toEqual(shown(await loadSellableProductsFromDatabase({ db: t.db, site, filters: {} })));
    const ofMoved = (product: SellableProduct) => product.pricing.metal === moved!.metal && product.pricing.purity === moved!.purity;
    expect(after.filter(ofMoved).length).toBeGreaterThan(0);
    expect(after.filter((product) => !ofMoved(product)).length).toBeGreaterThan(0);
    after.forEach((product, index) => expect(product === before[index], product.row.product.sku).toBe(!ofMoved(product)));
  });

  it('reads again a product whose stock changed between the rate change and the rebuild', async () => {
    const site = await siteOf(t.db, locale);
    const [product] = await copyOf(site);
    const option = product!.options[0]!;
    await moveRates(site.subsiteId, -2);
    await setStock(site.subsiteId, option.productOptionId, option.stock + 5);
    try {
      const after = await copyOf(site);
      expect(after.find((candidate) => candidate.row.product.id === product!.row.product.id)?.options[0]?.stock).toBe(option.stock + 5);
      expect(shown(after)).toEqual(shown(await loadSellableProductsFromDatabase({ db: t.db, site, filters: {} })));
    } finally {
      await setStock(site.subsiteId, option.productOptionId, option.stock);
    }
  });
});
