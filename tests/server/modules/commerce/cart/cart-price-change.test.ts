import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { MetalRate, ProductDetail } from '@/shared/contracts/catalogue';
import { metalRates } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { commerceFixture, IDS, PRICES } from '../commerce-fixture';
import { call, expectSuccess } from '../commerce-requests';

/**
 * Issue 3: a rate change moves product prices and carts on the next read, and the shopper is
 * told which lines moved. New gold 22K rate in India: ₹7,300/g (was ₹7,250/g).
 *
 * Ring size 12 (4.250 g): metal 4.25 × 7300 = 31025 (+212 on 30813); wastage 8 % 2482 (+17);
 * making 1913, offer −478, stones 12000, other 150 unchanged → pre-tax 47092 (+229);
 * GST 1412.76 → 1413 (+7); price 48505 (+236 on 48269).
 */
const NEW_RATE = 7300;
const RING_AT_NEW_RATE = 48505;

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedData: commerceFixture });
});
afterAll(async () => {
  await test?.close();
});

const post = (payload: unknown, locale = 'in-en') => call(test.app, { method: 'POST', url: '/api/cart/', payload, locale });
/**
 * Enters an Indian 22K gold rate and waits until the services heard it: on PostgreSQL the notice
 * arrives a moment after the commit (docs/performance.md, "The window on PostgreSQL"), and the back
 * office's own rate change waits for it the same way.
 */
async function setRate(values: Partial<typeof metalRates.$inferInsert> & { ratePerGramMinor: number }) {
  const heard = test.app.catalogueChanges.next((notice) => notice.kind === 'rates' && notice.subsiteId === 1, 5_000);
  await test.db.insert(metalRates).values({ subsiteId: 1, metal: 'gold', purity: '22K', createdBy: 'test', ...values });
  expect(await heard).toBe(true);
}

describe('GET /api/cart/:cartID/cart_summary after a rate change', () => {
  let cartID: string;
  let uaeCartID: string;

  beforeAll(async () => {
    const first = expectSuccess<Cart>(await post({ productID: IDS.ring, quantity: 2 }));
    cartID = first.cartID;
    expectSuccess<Cart>(await post({ cartID, productID: IDS.coin, quantity: 1 }));
    uaeCartID = expectSuccess<Cart>(await post({ productID: IDS.ring, quantity: 1 }, 'ae-en')).cartID;
    await setRate({ ratePerGramMinor: NEW_RATE });
    // A rate dated tomorrow is not today's rate yet.
    await setRate({ ratePerGramMinor: 99_999, effectiveAt: new Date(Date.now() + 86_400_000) });
  });

  it('reprices the line at the new rate and tells the shopper the price changed', async () => {
    const cart = expectSuccess<Cart>(await call(test.app, { url: `/api/cart/${cartID}/cart_summary` }));
    const [ring, coin] = cart.items;
    expect(ring).toMatchObject({ orderItemPrice: RING_AT_NEW_RATE, itemDetails: { addedPrice: PRICES.in.ringSize12, offer_price: RING_AT_NEW_RATE } });
    expect(coin).toMatchObject({ orderItemPrice: PRICES.in.coin, itemDetails: { addedPrice: PRICES.in.coin } });
    // 2 × 48505 + 1082 = 98092: the total moved by 2 × 236 = 472
    expect(cart.orderSubtotal).toBe(98092);
    expect(cart.notices).toEqual([
      { cartItemID: ring!.cartItemID, code: 'price_changed', message: 'The price of Temple ring changed from ₹48,269 to ₹48,505 since you added it' },
    ]);
  });

  it('leaves the other subsite alone', async () => {
    const cart = expectSuccess<Cart>(await call(test.app, { url: `/api/cart/${uaeCartID}/cart_summary`, locale: 'ae-en' }));
    expect(cart.items[0]?.orderItemPrice).toBe(2069.38);
    expect(cart.notices).toEqual([]);
  });

  it('moves the product page and the metal rates too', async () => {
    const product = expectSuccess<ProductDetail>(await call(test.app, { url: `/api/products/${IDS.ring}/` }));
    expect(product.price).toBe(RING_AT_NEW_RATE);
    expect(product.priceBreakup.lines.slice(0, 2).map((line) => line.amount)).toEqual([31025, 2482]);
    const rates = expectSuccess<MetalRate[]>(await call(test.app, { url: '/api/metal-rates/' }));
    expect(rates[0]).toMatchObject({ metal: 'gold', purity: '22K', ratePerGram: 7300, previousRatePerGram: 7250 });
  });

  it('takes the new price as the reference once the shopper adds the item again', async () => {
    const cart = expectSuccess<Cart>(await post({ cartID, productID: IDS.ring, quantity: 1 }));
    expect(cart.items[0]).toMatchObject({ orderItemQuantity: 3, itemDetails: { addedPrice: RING_AT_NEW_RATE } });
    expect(cart.notices).toEqual([]);
  });
});
