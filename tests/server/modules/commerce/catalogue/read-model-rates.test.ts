import { describe, expect, it } from 'vitest';
import { CatalogueReadModel, type ModelProduct } from '@/server/modules/commerce/catalogue/read-model';
import type { SiteContext } from '@/server/lib/site';
import { computedOnAsk } from './model-asks';

/**
 * A rate change rebuilds the subsite's copy with the new prices, and the new copy takes over the
 * answers that hold whatever the rates are (a search's words and ranking), so a festival day's
 * rate change does not send every search back to the database
 * (docs/performance.md#search-at-100000-fifth-round). A product change keeps nothing.
 */
const site = { subsiteId: 1, languageCode: 'en' } as SiteContext;
const product = (id: number): ModelProduct => ({ row: { product: { id }, categorySlug: 'rings' }, options: [{ productOptionId: id * 10 }] });

function modelWithLoads() {
  let loads = 0;
  let release: (() => void) | undefined;
  let holdNext = false;
  const model = new CatalogueReadModel(async () => {
    loads += 1;
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => (release = resolve));
    }
    return [product(1), product(2)];
  });
  return {
    model,
    loads: () => loads,
    holdNextLoad: () => (holdNext = true),
    release: () => release?.(),
  };
}

/** Fills a search's word (rate-free) and a listing (priced) into the current copy. */
async function fill(model: CatalogueReadModel) {
  await model.memo(site, 'word:gold', () => 'gold matches', { ratesFree: true });
  await model.memo(site, 'listing:rings', () => 'priced listing', { listing: true });
}

const computed = (model: CatalogueReadModel, key: string) => computedOnAsk(model, site, key);

describe('the read model after a rate change', () => {
  it('rebuilds the copy and keeps the rate-free answers, not the priced ones', async () => {
    const { model, loads } = modelWithLoads();
    await fill(model);
    model.apply({ kind: 'rates', subsiteId: 1 });
    expect(await computed(model, 'word:gold')).toBe(false);
    expect(await computed(model, 'listing:rings')).toBe(true);
    expect(loads()).toBe(2);
  });

  it("keeps nothing for another subsite's rate change, which leaves the copy as it is", async () => {
    const { model, loads } = modelWithLoads();
    await fill(model);
    model.apply({ kind: 'rates', subsiteId: 2 });
    expect(await computed(model, 'listing:rings')).toBe(false);
    expect(loads()).toBe(1);
  });

  it('keeps nothing when a product change follows the rate change before the copy is read again', async () => {
    const { model } = modelWithLoads();
    await fill(model);
    model.apply({ kind: 'rates', subsiteId: 1 });
    model.apply({ kind: 'catalogue' });
    expect(await computed(model, 'word:gold')).toBe(true);
  });

  it('keeps nothing when a product change arrives while the new copy is being built', async () => {
    const { model, holdNextLoad, release } = modelWithLoads();
    await fill(model);
    model.apply({ kind: 'rates', subsiteId: 1 });
    holdNextLoad();
    const building = model.catalogue(site);
    model.apply({ kind: 'catalogue' });
    release();
    await building;
    expect(await computed(model, 'word:gold')).toBe(true);
  });

  it('keeps nothing after the listener lost its connection', async () => {
    const { model } = modelWithLoads();
    await fill(model);
    model.apply({ kind: 'rates', subsiteId: 1 });
    model.clear();
    expect(await computed(model, 'word:gold')).toBe(true);
  });
});

describe('the read model repricing after a rate change', () => {
  /** A model that counts its loads (with the ids asked) and its repricings. */
  function repricingModel() {
    const loads: Array<number[] | undefined> = [];
    const repriced: ModelProduct[][] = [];
    let hold: (() => void) | undefined;
    let holdNext = false;
    const model = new CatalogueReadModel(
      async (_site, productIds) => {
        loads.push(productIds);
        if (holdNext) {
          holdNext = false;
          await new Promise<void>((resolve) => (hold = resolve));
        }
        return (productIds ?? [1, 2]).map(product);
      },
      {
        reprice: async (_site, products) => {
          repriced.push(products);
          return products.map((each) => ({ ...each }));
        },
      },
    );
    return { model, loads, repriced, holdNextLoad: () => (holdNext = true), release: () => hold?.() };
  }

  it("prices the dropped copy's products again instead of reading them", async () => {
    const { model, loads, repriced } = repricingModel();
    const before = await model.catalogue(site);
    model.apply({ kind: 'rates', subsiteId: 1 });
    await model.catalogue(site);
    expect(loads).toEqual([undefined]);
    expect(repriced).toEqual([before.products]);
  });

  it('reads again the products whose stock changed and was not read before the rate change', async () => {
    const { model, loads } = repricingModel();
    await model.catalogue(site);
    model.apply({ kind: 'stock', subsiteId: 1, optionId: 20 });
    model.apply({ kind: 'rates', subsiteId: 1 });
    await model.catalogue(site);
    expect(loads).toEqual([undefined, [2]]);
  });

  it('reads the whole copy again when a product change follows the rate change', async () => {
    const { model, loads, repriced } = repricingModel();
    await model.catalogue(site);
    model.apply({ kind: 'rates', subsiteId: 1 });
    model.apply({ kind: 'catalogue' });
    await model.catalogue(site);
    expect(loads).toEqual([undefined, undefined]);
    expect(repriced).toEqual([]);
  });

  it('reads the whole copy again when the rate change comes while stock is being read', async () => {
    const { model, loads, repriced, holdNextLoad, release } = repricingModel();
    await model.catalogue(site);
    model.apply({ kind: 'stock', subsiteId: 1, optionId: 10 });
    holdNextLoad();
    const patching = model.catalogue(site);
    // The patch's read is under way when the rate change is heard.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toEqual([undefined, [1]]);
    model.apply({ kind: 'rates', subsiteId: 1 });
    release();
    await patching;
    await model.catalogue(site);
    expect(loads).toEqual([undefined, [1], undefined]);
    expect(repriced).toEqual([]);
  });

  it("leaves another subsite's copy and its stock notices alone", async () => {
    const { model, repriced } = repricingModel();
    await model.catalogue(site);
    model.apply({ kind: 'rates', subsiteId: 2 });
    await model.catalogue(site);
    expect(repriced).toEqual([]);
  });
});
