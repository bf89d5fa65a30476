import { describe, expect, it } from 'vitest';
import type { SiteContext } from '@/server/lib/site';
import { CatalogueReadModel, type ModelProduct, type WarmItem } from '@/server/modules/commerce/catalogue/read-model';
import { computedOnAsk } from './model-asks';

/**
 * A staff edit names the products it changed (migration 0016), and the copy reads only those again
 * (docs/performance.md#a-staff-edit-patches-the-copy): the other products stay the same objects and
 * keep their own answers, the words' matches are brought up to date by `refresh`, and everything
 * else derived from the copy (listings, rankings) is computed again.
 */
const site = { subsiteId: 1, languageCode: 'en' } as SiteContext;

interface Product extends ModelProduct {
  version: number;
}

function modelWithProducts({ refresh, warm }: { refresh?: (productIds: number[]) => WarmItem[]; warm?: (kept: ReadonlyMap<string, number>) => WarmItem[] } = {}) {
  const versions = new Map([
    [1, 1],
    [2, 1],
    [3, 1],
  ]);
  const reads: Array<number[] | 'all'> = [];
  let failNext = false;
  let release: (() => void) | undefined;
  let holdNext = false;
  const read = (id: number): Product => ({ row: { product: { id }, categorySlug: 'rings' }, options: [{ productOptionId: id * 10 }], version: versions.get(id)! });
  const model = new CatalogueReadModel(
    async (_site, productIds) => {
      reads.push(productIds ? [...productIds].sort() : 'all');
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      return (productIds ?? [...versions.keys()]).filter((id) => versions.has(id)).map(read);
    },
    {
      refresh: refresh && ((_site, _memo, productIds) => refresh(productIds)),
      warm: warm && ((_site, kept) => warm(kept)),
      reprice: async (_site, products) => products.map((product) => ({ ...product })),
    },
  );
  return {
    model,
    reads,
    edit: (id: number) => versions.set(id, (versions.get(id) ?? 0) + 1),
    remove: (id: number) => versions.delete(id),
    failNextRead: () => (failNext = true),
    holdNextRead: () => (holdNext = true),
    release: () => release?.(),
  };
}

const productsOf = async (model: CatalogueReadModel) => (await model.catalogue(site)).products as Product[];

describe('the read model after a product change', () => {
  it('reads only the named products again and keeps the others as they were', async () => {
    const { model, reads, edit } = modelWithProducts();
    const before = await productsOf(model);
    edit(2);
    model.apply({ kind: 'products', productIds: [2] });
    const after = await productsOf(model);
    expect(reads).toEqual(['all', [2]]);
    expect(after.map((product) => product.version)).toEqual([1, 2, 1]);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('adds a product the change made sold and takes out one it made unsold', async () => {
    const { model, edit, remove } = modelWithProducts();
    await productsOf(model);
    edit(4);
    remove(1);
    model.apply({ kind: 'products', productIds: [1, 4] });
    expect((await productsOf(model)).map((product) => product.row.product.id)).toEqual([2, 3, 4]);
  });

  it("keeps the other products' own answers and the refreshed words, and computes the rest again", async () => {
    const refreshed: number[][] = [];
    const { model } = modelWithProducts({
      refresh: (productIds) => {
        refreshed.push(productIds);
        return [{ key: 'word:gold', compute: async () => 'gold, brought up to date', options: { ratesFree: true } }];
      },
    });
    await model.memo(site, 'detail:1', () => 'one', { productId: 1 });
    await model.memo(site, 'detail:2', () => 'two', { productId: 2 });
    await model.memo(site, 'word:gold', () => 'gold matches', { ratesFree: true });
    await model.memo(site, 'word:silver', () => 'silver matches', { ratesFree: true });
    await model.memo(site, 'search:gold ring', () => 'ranking', { ratesFree: true });
    await model.memo(site, 'listing:rings', () => 'listing', { listing: true });
    model.apply({ kind: 'products', productIds: [2] });
    expect(await model.memo(site, 'word:gold', () => 'computed again')).toBe('gold, brought up to date');
    expect(refreshed).toEqual([[2]]);
    expect(await computedOnAsk(model, site, 'detail:1')).toBe(false);
    for (const key of ['detail:2', 'word:silver', 'search:gold ring', 'listing:rings']) expect(await computedOnAsk(model, site, key), key).toBe(true);
  });

  it('warms what the patch dropped as a rebuild would (the common words after an import)', async () => {
    const offered: string[][] = [];
    const { model } = modelWithProducts({
      refresh: () => [],
      warm: (kept) => {
        offered.push([...kept.keys()].sort());
        return [{ key: 'word:gold', compute: async () => 'gold, found again', options: { ratesFree: true } }];
      },
    });
    await model.memo(site, 'detail:1', () => 'one', { productId: 1 });
    await model.memo(site, 'word:gold', () => 'gold matches', { ratesFree: true });
    model.apply({ kind: 'products', productIds: [2, 3] });
    await productsOf(model);
    // Warmed once the patched copy answers: the other product's own answer is kept, not offered.
    expect(offered).toEqual([['word:gold']]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await computedOnAsk(model, site, 'word:gold')).toBe(false);
    expect(await model.memo(site, 'word:gold', () => 'computed on ask')).toBe('gold, found again');
  });

  it('drops the words when refreshing them fails, and still answers', async () => {
    const { model } = modelWithProducts({ refresh: () => [{ key: 'word:gold', compute: () => Promise.reject(new Error('statement timeout')), options: {} }] });
    await model.memo(site, 'word:gold', () => 'gold matches', { ratesFree: true });
    model.apply({ kind: 'products', productIds: [1] });
    expect(await computedOnAsk(model, site, 'word:gold')).toBe(true);
  });

  it('prices no order from a copy whose changed products are still to be read', async () => {
    const { model, edit } = modelWithProducts();
    await productsOf(model);
    expect(model.priced(site)).toBeDefined();
    edit(3);
    model.apply({ kind: 'products', productIds: [3] });
    expect(model.priced(site)).toBeUndefined();
    expect(model.current(site)).toBeUndefined();
    await productsOf(model);
    expect((model.priced(site)!.byId.get(3) as Product).version).toBe(2);
  });

  it('reads a product again when its change came while the copy was being built', async () => {
    const { model, reads, edit, holdNextRead, release } = modelWithProducts();
    holdNextRead();
    const building = productsOf(model);
    edit(1);
    model.apply({ kind: 'products', productIds: [1] });
    release();
    await building;
    expect((await productsOf(model))[0]!.version).toBe(2);
    expect(reads).toEqual(['all', [1]]);
  });

  it('reads a product again when its change came between a rate change and the repricing', async () => {
    const { model, reads, edit } = modelWithProducts();
    await productsOf(model);
    model.apply({ kind: 'rates', subsiteId: 1 });
    edit(2);
    model.apply({ kind: 'products', productIds: [2] });
    expect((await productsOf(model)).map((product) => product.version)).toEqual([1, 2, 1]);
    expect(reads).toEqual(['all', [2]]);
  });

  it('leaves the products stale when reading them fails, and reads them on the next ask', async () => {
    const { model, reads, edit, failNextRead } = modelWithProducts();
    await productsOf(model);
    edit(2);
    model.apply({ kind: 'products', productIds: [2] });
    failNextRead();
    await expect(model.catalogue(site)).rejects.toThrow('connection lost');
    expect(model.priced(site)).toBeUndefined();
    expect((await productsOf(model))[1]!.version).toBe(2);
    expect(reads).toEqual(['all', [2], [2]]);
  });

  it('leaves a product whose stock changed stale when reading it fails', async () => {
    const { model, reads, failNextRead } = modelWithProducts();
    await productsOf(model);
    model.apply({ kind: 'stock', subsiteId: 1, optionId: 20 });
    failNextRead();
    await expect(model.catalogue(site)).rejects.toThrow('connection lost');
    expect(model.current(site)).toBeUndefined();
    await productsOf(model);
    expect(reads).toEqual(['all', [2], [2]]);
    expect(model.current(site)).toBeDefined();
  });

  it('still reads the whole copy again after a change that names no products', async () => {
    const { model, reads } = modelWithProducts();
    await productsOf(model);
    model.apply({ kind: 'catalogue' });
    await productsOf(model);
    expect(reads).toEqual(['all', 'all']);
  });
});
