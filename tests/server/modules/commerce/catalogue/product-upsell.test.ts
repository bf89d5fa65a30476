import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '@/shared/contracts/catalogue';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { call, expectFailure, expectSuccess, productIdOf } from '../commerce-requests';

let test: TestApp;
beforeAll(async () => (test = await createTestApp()));
afterAll(async () => test?.close());

const idOf = (sku: string) => productIdOf(test, sku);
const upsell = async (id: number, locale = 'in-en') => expectSuccess<ProductSummary[]>(await call(test.app, { url: `/api/products/${id}/upsell`, locale }));

describe('GET /api/products/:id/upsell', () => {
  it('offers up to eight pieces in stock: five of its own kind, then what completes it', async () => {
    const ring = await idOf('SLV-RG-22K-001');
    const items = await upsell(ring);
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.productID)).not.toContain(ring);
    expect(items.every((item) => item.inStock)).toBe(true);
    expect(items.slice(0, 5).every((item) => item.categorySlug === 'rings')).toBe(true);
    expect(items.slice(5).every((item) => ['earrings', 'bangles'].includes(item.categorySlug))).toBe(true);
    expect(new Set(items.map((item) => item.productID)).size).toBe(8);
  });

  it('puts the same metal and purity first, priced as the listing prices them', async () => {
    const ring = await idOf('SLV-RG-22K-001');
    const [first] = await upsell(ring);
    expect(first).toMatchObject({ categorySlug: 'rings', metal: 'gold', purity: '22K' });
    const detail = expectSuccess<ProductDetail>(await call(test.app, { url: `/api/products/${first!.productID}/` }));
    expect(first!.price).toBe(detail.price);
  });

  it('pairs a pendant with chains, in the language of the page', async () => {
    const pendants = expectSuccess<{ items: ProductSummary[] }>(await call(test.app, { url: '/api/products/?category=pendants', locale: 'ae-ar' }));
    const items = await upsell(pendants.items[0]!.productID, 'ae-ar');
    expect(items.some((item) => item.categorySlug === 'chains')).toBe(true);
    expect(items.every((item) => ['pendants', 'chains', 'earrings'].includes(item.categorySlug))).toBe(true);
  });

  it('answers 404 for a product the subsite does not sell, and 400 for a bad id', async () => {
    expectFailure(await call(test.app, { url: '/api/products/999999/upsell' }), 404, /Product 999999 not found/);
    expectFailure(await call(test.app, { url: '/api/products/ring/upsell' }), 400, /params\.id/);
  });
});
