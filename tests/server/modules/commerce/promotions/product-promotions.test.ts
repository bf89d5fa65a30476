import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPromotion } from '@/shared/contracts/promotions';
import { promotions } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { call, expectFailure, expectSuccess, productIdOf } from '../commerce-requests';

/** The demo store's coupons (src/server/db/seed/data/promotions.ts) as product pages show them. */
let test: TestApp;
beforeAll(async () => (test = await createTestApp()));
afterAll(async () => test?.close());

const idOf = (sku: string) => productIdOf(test, sku);
const promotionsOf = async (id: number, locale = 'in-en') =>
  expectSuccess<ProductPromotion[]>(await call(test.app, { url: `/api/products/${id}/promotions/cart/1`, locale }));
const codes = (list: ProductPromotion[]) => list.map((promotion) => promotion.couponCode);

describe('GET /api/products/:id/promotions/cart/1', () => {
  it('shows the category coupon before the whole-cart ones, and neither the ended nor the future one', async () => {
    expect(codes(await promotionsOf(await idOf('SLV-RG-22K-001')))).toEqual(['RINGS5', 'WELCOME10', 'FLAT2000']);
  });

  it('puts a coupon naming the product first', async () => {
    expect(codes(await promotionsOf(await idOf('SLV-RG-18K-002')))).toEqual(['SOLITAIRE5K', 'RINGS5', 'WELCOME10', 'FLAT2000']);
  });

  it('answers the figures in the currency, the name in the language', async () => {
    const [rings, welcome] = await promotionsOf(await idOf('SLV-RG-22K-001'), 'in-hi');
    expect(rings).toMatchObject({ couponCode: 'RINGS5', kind: 'percent', value: 5, minSubtotal: 0, maxDiscount: 10_000, currencyCode: 'INR', stackable: true });
    expect(welcome).toMatchObject({ name: 'पहले ऑर्डर पर 10% की छूट', value: 10, minSubtotal: 10_000, maxDiscount: 5_000, oncePerCustomer: true });
    expect(new Date(welcome!.endsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("shows the UAE's own coupons in dirhams", async () => {
    const necklaces = expectSuccess<{ items: { productID: number }[] }>(await call(test.app, { url: '/api/products/?category=necklaces', locale: 'ae-en' }));
    const list = await promotionsOf(necklaces.items[0]!.productID, 'ae-ar');
    expect(codes(list)).toEqual(['AEDIWALI', 'UAE50']);
    expect(list[1]).toMatchObject({ kind: 'fixed', value: 50, minSubtotal: 1000, maxDiscount: null, currencyCode: 'AED', name: 'خصم 50 درهماً على المشتريات فوق 1,000 درهم' });
  });

  it('leaves out a valid coupon that is not meant for product pages', async () => {
    const ring = await idOf('SLV-RG-22K-001');
    await test.db.insert(promotions).values({
      code: 'STAFFONLY',
      subsiteId: 1,
      names: { en: 'Staff discount' },
      kind: 'percent',
      value: 2000,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      showOnProduct: false,
    });
    expect(codes(await promotionsOf(ring))).not.toContain('STAFFONLY');
  });

  it('refuses anything but cart/1 with 400 and answers 404 for an unknown product', async () => {
    expectFailure(await call(test.app, { url: '/api/products/1/promotions/cart/2' }), 400, /params\.scope/);
    expectFailure(await call(test.app, { url: '/api/products/999999/promotions/cart/1' }), 404, /Product 999999 not found/);
  });
});
