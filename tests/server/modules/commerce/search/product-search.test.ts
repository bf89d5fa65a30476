import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@/shared/contracts/catalogue';
import type { Suggestions } from '@/shared/contracts/search';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { call, expectFailure, expectSuccess } from '../commerce-requests';

/**
 * Search on the demo store (≈70 products named in English, Hindi and Arabic): full text with
 * English stems and prefixes, purity and metal words, and trigram similarity for typos. The same
 * suite runs on PGlite and on PostgreSQL (TEST_DATABASE=postgres), both with pg_trgm.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

const list = async (query: string, locale = 'in-en') =>
  expectSuccess<ProductPage>(await call(test.app, { url: `/api/products/?pageSize=60&${query}`, locale }));
const search = (q: string, locale = 'in-en', extra = '') => list(`q=${encodeURIComponent(q)}${extra}`, locale);
const idsOf = (page: ProductPage) => page.items.map((item) => item.productID);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('GET /api/products/?q=', () => {
  it("finds every necklace for the typo 'neckalce', and nothing else", async () => {
    const necklaces = idsOf(await list('category=necklaces'));
    const found = await search('neckalce');
    expect(necklaces.length).toBeGreaterThan(3);
    expect(sorted(idsOf(found))).toEqual(sorted(necklaces));
    expect(found.sort).toBe('relevance');
  });

  it("finds exactly the 22K rings for 'ring 22k' (a word and a purity)", async () => {
    const rings22k = idsOf(await list('category=rings&purity=22K'));
    const found = await search('ring 22k');
    expect(rings22k.length).toBeGreaterThan(1);
    expect(sorted(idsOf(found))).toEqual(sorted(rings22k));
    expect(found.items.every((item) => item.categorySlug === 'rings' && item.purity === '22K')).toBe(true);
  });

  it("does not take 'ring' for a typo of earrings, and stems 'rings' to ring", async () => {
    const rings = sorted(idsOf(await list('category=rings')));
    expect(sorted(idsOf(await search('ring')))).toEqual(rings);
    expect(sorted(idsOf(await search('RINGS')))).toEqual(rings);
  });

  it('combines a typo with a real word: gold necklaces only', async () => {
    const found = await search('gold neckalce');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((item) => item.categorySlug === 'necklaces' && item.metal === 'gold')).toBe(true);
    expect(found.total).toBe((await list('category=necklaces&metal=gold')).total);
  });

  it('finds Hindi names on a Hindi page, best matches first', async () => {
    const rings = idsOf(await list('category=rings', 'in-hi'));
    const found = await search('अंगूठी', 'in-hi');
    expect(found.items[0]?.name).toContain('अंगूठी');
    expect(sorted(idsOf(found).slice(0, rings.length))).toEqual(sorted(rings));
    const necklaces = await search('हार', 'in-hi');
    expect(necklaces.items.slice(0, 3).every((item) => item.categorySlug === 'necklaces' && item.name.includes('हार'))).toBe(true);
  });

  it('finds Arabic names on an Arabic page, and the metal in Arabic', async () => {
    const rings = idsOf(await list('category=rings', 'ae-ar'));
    const found = await search('خاتم', 'ae-ar');
    expect(found.items[0]?.name).toContain('خاتم');
    expect(sorted(idsOf(found).slice(0, rings.length))).toEqual(sorted(rings));
    const gold = await search('ذهب', 'ae-ar');
    expect(gold.total).toBe((await list('metal=gold', 'ae-ar')).total);
  });

  it('finds English words from a Hindi or Arabic page too', async () => {
    expect(sorted(idsOf(await search('necklace', 'in-hi')))).toEqual(sorted(idsOf(await list('category=necklaces', 'in-hi'))));
    expect(sorted(idsOf(await search('necklace', 'ae-ar')))).toEqual(sorted(idsOf(await list('category=necklaces', 'ae-ar'))));
  });

  it('ranks a word in the name above the same word in a description', async () => {
    const found = await search('ruby');
    expect(found.items[0]?.name.toLowerCase()).toContain('ruby');
  });

  it('keeps an explicit sort, and filters the search like a category', async () => {
    const byPrice = await search('ring', 'in-en', '&sort=price_asc');
    expect(byPrice.sort).toBe('price_asc');
    const prices = byPrice.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const gold = await search('ring', 'in-en', '&metal=gold');
    expect(gold.items.every((item) => item.metal === 'gold')).toBe(true);
    expect(gold.facets.metal.reduce((sum, facet) => sum + facet.count, 0)).toBe(byPrice.total);
  });

  it('falls back to popularity without a search, even when relevance is asked for', async () => {
    expect((await list('')).sort).toBe('popularity');
    expect((await list('sort=relevance')).sort).toBe('popularity');
    expect(idsOf(await list('sort=relevance'))).toEqual(idsOf(await list('')));
  });

  it('finds nothing for words nothing resembles, or for punctuation alone', async () => {
    expect((await search('xyzzy')).total).toBe(0);
    expect((await search('%')).total).toBe(0);
    expect((await search('\\_')).total).toBe(0);
  });

  it('leaves out a stop word instead of emptying the result', async () => {
    expect((await search('the necklace')).total).toBe((await list('category=necklaces')).total);
  });
});

describe('GET /api/products/suggest/?q=', () => {
  const suggest = async (q: string, locale = 'in-en') =>
    expectSuccess<Suggestions>(await call(test.app, { url: `/api/products/suggest/?q=${encodeURIComponent(q)}`, locale }));

  it('suggests the category first, then its products, eight at most', async () => {
    const { suggestions } = await suggest('neckl');
    expect(suggestions[0]).toMatchObject({ type: 'category', slug: 'necklaces', name: 'Necklaces' });
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.slice(1).every((item) => item.type === 'product' && item.categorySlug === 'necklaces')).toBe(true);
  });

  it('forgives a typo and prices the products as the listing does', async () => {
    const { suggestions } = await suggest('neckalce');
    const products = suggestions.filter((item) => item.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    const listing = await list('category=necklaces');
    for (const product of products) {
      expect(product.price).toBe(listing.items.find((item) => item.productID === product.productID)?.price);
    }
  });

  it('suggests as the shopper types in Hindi and Arabic', async () => {
    const hindi = await suggest('अंगू', 'in-hi');
    expect(hindi.suggestions[0]).toMatchObject({ type: 'category', slug: 'rings' });
    expect(hindi.suggestions.some((item) => item.type === 'product' && item.name.includes('अंगूठी'))).toBe(true);
    const arabic = await suggest('قلاد', 'ae-ar');
    expect(arabic.suggestions.some((item) => item.type === 'product' && item.name.includes('قلادة'))).toBe(true);
  });

  it('answers an empty list for text nothing resembles', async () => {
    expect((await suggest('zzzq')).suggestions).toEqual([]);
  });

  it.each([
    ['', /querystring\.q/],
    ['?q=', /querystring\.q/],
    [`?q=${'a'.repeat(101)}`, /querystring\.q/],
    ['?q=ring&limit=3', /limit/],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    expectFailure(await call(test.app, { url: `/api/products/suggest/${query}` }), 400, message);
  });
});
