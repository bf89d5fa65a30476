import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListQuery, type ProductPage } from '@/shared/contracts/catalogue';
import { metalRates, productStock } from '@/server/db/schema';
import { resolveSite } from '@/server/lib/site';
import { listProducts } from '@/server/modules/commerce/catalogue/product-listing';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { commerceFixture, IDS, PRICES } from '../commerce-fixture';
import { call, expectSuccess } from '../commerce-requests';

/**
 * Listings keep their sorted ids and facet counts with the catalogue's copy
 * (docs/performance.md#a-catalogue-of-100000). Whatever the memo holds, an answer must be the one
 * computed afresh: after a stock change that moves a listed price, one that does not, and a rate
 * change. The fresh answer is computed inside a transaction, where listings never use the memo.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedData: commerceFixture });
});
afterAll(async () => {
  await t?.close();
});

const INDIA = 1;
const QUERIES = [
  '',
  'sort=price_asc',
  'sort=price_desc&pageSize=2&page=2',
  'category=rings&sort=price_desc',
  // The ring is in this band at size 12 (48,269) and out of it at size 14 (49,951; size 13 is sold out in India).
  'minPrice=20000&maxPrice=48269&sort=price_asc',
  'metal=gold&sort=newest',
  'q=ring&sort=price_asc',
  'q=gold',
];

const listed = async (query: string) => expectSuccess<ProductPage>(await call(t.app, { url: `/api/products/?${query}` }));

/** The same listing computed without the memo, as the wire carries it. */
async function computed(query: string): Promise<ProductPage> {
  const site = await resolveSite(t.db, { websiteid: '1', subsiteid: String(INDIA), languageid: '1' });
  const parsed = ProductListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const page = await t.db.transaction((tx) => listProducts({ db: tx, site, query: parsed }));
  return JSON.parse(JSON.stringify(page)) as ProductPage;
}

async function expectAsComputed() {
  for (const query of QUERIES) expect(await listed(query), query).toEqual(await computed(query));
}

async function setStock(optionId: number, quantity: number) {
  const heard = t.app.catalogueChanges.next((notice) => notice.kind === 'stock' && notice.optionId === optionId, 5_000);
  await t.db
    .update(productStock)
    .set({ quantity })
    .where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, INDIA)));
  expect(await heard).toBe(true);
}

const stockOf = async (optionId: number) =>
  (await t.db.select().from(productStock).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, INDIA))))[0]!.quantity;

describe('listings from the memo', () => {
  it('answer as computed afresh, and send no SQL when asked again', async () => {
    await expectAsComputed();
    t.queries.reset();
    for (const query of QUERIES) await listed(query);
    expect(t.queries.statements).toEqual([]);
  });

  it('drop the order and counts when a stock change moves a listed price', async () => {
    const before = await stockOf(IDS.ringSize12);
    const band = 'minPrice=20000&maxPrice=48269&sort=price_asc';
    expect((await listed(band)).items.map((item) => item.productID)).toEqual([IDS.pendant, IDS.ring]);
    await setStock(IDS.ringSize12, 0);
    try {
      // The ring's default option is now size 14: 49,951, above the band.
      const page = await listed(band);
      expect(page.items.map((item) => item.productID)).toEqual([IDS.pendant]);
      expect(page.total).toBe(1);
      expect((await listed('category=rings')).items[0]).toMatchObject({ productID: IDS.ring, price: 49951 });
      await expectAsComputed();
    } finally {
      await setStock(IDS.ringSize12, before);
    }
    expect((await listed(band)).items.map((item) => item.productID)).toEqual([IDS.pendant, IDS.ring]);
    await expectAsComputed();
  });

  it('show the current stock when a stock change leaves the prices alone', async () => {
    const before = await stockOf(IDS.studsStd);
    const studs = async () => (await listed('sort=price_asc')).items.find((item) => item.productID === IDS.studs);
    expect(await studs()).toMatchObject({ inStock: before > 0, price: PRICES.in.studs });
    await setStock(IDS.studsStd, before + 3);
    try {
      expect(await studs()).toMatchObject({ inStock: true, price: PRICES.in.studs });
      await expectAsComputed();
    } finally {
      await setStock(IDS.studsStd, before);
    }
    expect(await studs()).toMatchObject({ inStock: before > 0 });
  });

  it('follow a rate change', async () => {
    await expectAsComputed();
    const heard = t.app.catalogueChanges.next((notice) => notice.kind === 'rates' && notice.subsiteId === INDIA, 5_000);
    // 22K gold 7,250 → 7,300 a gram: ring size 12 48,269 → 48,505 (cart-price-change.test.ts works it out).
    await t.db.insert(metalRates).values({ subsiteId: INDIA, metal: 'gold', purity: '22K', createdBy: 'test', ratePerGramMinor: 7300 });
    expect(await heard).toBe(true);
    expect((await listed('category=rings')).items[0]).toMatchObject({ productID: IDS.ring, price: 48505 });
    expect((await listed('minPrice=20000&maxPrice=48269&sort=price_asc')).items.map((item) => item.productID)).toEqual([IDS.pendant]);
    await expectAsComputed();
  });
});
