import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import { carts } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { commerceFixture, IDS, PRICES } from '../commerce-fixture';
import { call, expectFailure, expectSuccess, headersWithout } from '../commerce-requests';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedData: commerceFixture });
});
afterAll(async () => {
  await test?.close();
});

const post = (payload: unknown, locale = 'in-en') => call(test.app, { method: 'POST', url: '/api/cart/', payload, locale });
const summary = (cartID: string, locale = 'in-en') => call(test.app, { url: `/api/cart/${cartID}/cart_summary`, locale });
const remove = (cartID: string, cartItemID: number | string, locale = 'in-en') =>
  call(test.app, { method: 'DELETE', url: `/api/cart/${cartID}/items/${cartItemID}/`, locale });

/** A new cart holding the given lines, added one call each. */
async function cartWith(lines: { productID: number; quantity: number; productOptionID?: number }[], locale = 'in-en'): Promise<Cart> {
  let cart: Cart | undefined;
  for (const line of lines) cart = expectSuccess<Cart>(await post({ ...line, ...(cart ? { cartID: cart.cartID } : {}) }, locale));
  if (!cart) throw new Error('cartWith needs at least one line');
  return cart;
}

const countCarts = async () => (await test.db.select({ id: carts.id }).from(carts)).length;

describe('POST /api/cart/', () => {
  it('creates a guest cart holding the first option in stock, priced by the server', async () => {
    const cart = expectSuccess<Cart>(await post({ productID: IDS.ring, quantity: 2 }), 'Item added to cart');
    expect(cart.cartID).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart).toMatchObject({
      orderQty: 2,
      // 2 × 48269
      orderSubtotal: 96538,
      promoID: null,
      view_image_path: '/images/products/',
      currencyCode: 'INR',
      decimalPlaces: 0,
      extra: { userShippingAddress: null, applied_promotions: {} },
      notices: [],
    });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productID: IDS.ring,
      productOptionID: IDS.ringSize12,
      orderItemQuantity: 2,
      orderItemPrice: PRICES.in.ringSize12,
      orderItemSubtotal: PRICES.in.ringSize12 * 2,
      orderPromoDiscountAmount: 0,
      orderPromoCode: null,
      businessName: 'SLV Jewellers',
      isLoading: false,
      itemDetails: {
        productOptionName: 'Size 12',
        offer_price: PRICES.in.ringSize12,
        actualPrice: PRICES.in.ringSize12Actual,
        name: 'Temple ring',
        slug: 'temple-ring-22k',
        sku: 'T-RING-22K',
        image: 'temple-ring-22k-1.svg',
        metal: 'gold',
        purity: '22K',
        stock: 3,
        addedPrice: PRICES.in.ringSize12,
      },
    });
  });

  it("keeps a new cart for the website's persist lifetime", async () => {
    const cart = await cartWith([{ productID: IDS.coin, quantity: 1 }]);
    const [row] = await test.db.select().from(carts).where(eq(carts.id, cart.cartID));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('adds up quantities of the same option and sums the cart in rupees exactly', async () => {
    const cart = await cartWith([
      { productID: IDS.ring, quantity: 2, productOptionID: IDS.ringSize12 },
      { productID: IDS.coin, quantity: 1 },
      { productID: IDS.ring, quantity: 1, productOptionID: IDS.ringSize12 },
      { productID: IDS.ring, quantity: 1, productOptionID: IDS.ringSize14 },
    ]);
    expect(cart.items.map((item) => [item.productOptionID, item.orderItemQuantity, item.orderItemPrice])).toEqual([
      [IDS.ringSize12, 3, 48269],
      [IDS.coinStd, 1, 1082],
      [IDS.ringSize14, 1, 49951],
    ]);
    // 3 × 48269 + 1082 + 49951 = 144807 + 1082 + 49951 = 195840
    expect(cart).toMatchObject({ orderQty: 5, orderSubtotal: 195840 });
  });

  it('sums the cart in dirhams exactly in the UAE', async () => {
    const cart = await cartWith(
      [
        { productID: IDS.ring, quantity: 2 },
        { productID: IDS.band, quantity: 1 },
        { productID: IDS.coin, quantity: 3 },
      ],
      'ae-en',
    );
    expect(cart.items.map((item) => item.orderItemPrice)).toEqual([2069.38, 3024, 45.15]);
    // 2 × 206938 + 302400 + 3 × 4515 = 413876 + 302400 + 13545 = 729821 fils
    expect(cart).toMatchObject({ orderQty: 6, orderSubtotal: 7298.21, currencyCode: 'AED', decimalPlaces: 2 });
    expect(cart.items[0]?.itemDetails).toMatchObject({ productOptionName: 'Size 13', actualPrice: 2097.93 });
  });

  it('sets the quantity of a line given its cartItemID', async () => {
    const added = await cartWith([{ productID: IDS.ring, quantity: 1 }, { productID: IDS.coin, quantity: 1 }]);
    const coinLine = added.items[1]!;
    const response = await post({ cartID: added.cartID, cartItemID: coinLine.cartItemID, productID: IDS.coin, quantity: 2 });
    const cart = expectSuccess<Cart>(response, 'Quantity updated successfully');
    expect(cart.items.map((item) => item.orderItemQuantity)).toEqual([1, 2]);
    // 48269 + 2 × 1082
    expect(cart.orderSubtotal).toBe(50433);
  });

  it('describes the items in the request language', async () => {
    const cart = await cartWith([{ productID: IDS.ring, quantity: 1 }], 'in-hi');
    expect(cart.items[0]?.itemDetails).toMatchObject({ name: 'मंदिर अंगूठी', productOptionName: 'साइज़ 12' });
  });

  it('refuses more than the stock of the option with 409 and leaves the cart as it was', async () => {
    const cart = await cartWith([{ productID: IDS.ring, quantity: 2 }]);
    expectFailure(await post({ cartID: cart.cartID, productID: IDS.ring, quantity: 2 }), 409, 'Only 3 left in size 12');
    const after = expectSuccess<Cart>(await summary(cart.cartID));
    expect(after.items.map((item) => item.orderItemQuantity)).toEqual([2]);
    const line = after.items[0]!;
    const update = { cartID: cart.cartID, cartItemID: line.cartItemID, productID: IDS.ring, quantity: 4 };
    expectFailure(await post(update), 409, 'Only 3 left in size 12');
  });

  it('refuses a sold-out option or product with 409', async () => {
    expectFailure(await post({ productID: IDS.ring, productOptionID: IDS.ringSize13, quantity: 1 }), 409, 'Out of stock in size 13');
    expectFailure(await post({ productID: IDS.studs, quantity: 1 }), 409, 'Out of stock');
    expectFailure(await post({ productID: IDS.coin, quantity: 3 }), 409, 'Only 2 left');
    expectFailure(await post({ productID: IDS.ring, quantity: 4 }, 'in-hi'), 409, 'साइज़ 12 में केवल 3 बचे हैं');
  });

  it('refuses more than MAX_QUANTITY_PER_LINE of one item even when the stock has them', async () => {
    const cart = await cartWith([{ productID: IDS.coin, quantity: MAX_QUANTITY_PER_LINE }], 'ae-en');
    expect(cart.items[0]?.itemDetails.stock).toBe(150);
    expectFailure(await post({ cartID: cart.cartID, productID: IDS.coin, quantity: 1 }, 'ae-en'), 409, `At most ${MAX_QUANTITY_PER_LINE} of one item per cart`);
    // One request above the limit gets the same words, not a field error.
    expectFailure(await post({ productID: IDS.coin, quantity: 100 }, 'ae-en'), 409, `At most ${MAX_QUANTITY_PER_LINE} of one item per cart`);
  });

  it('creates no cart when the first item is refused', async () => {
    const before = await countCarts();
    expectFailure(await post({ productID: IDS.ring, quantity: 9 }), 409, /Only 3 left/);
    expectFailure(await post({ productID: 999, quantity: 1 }), 404, /Product 999 not found/);
    expect(await countCarts()).toBe(before);
  });

  it('refuses an option of another product with 400 naming productOptionID', async () => {
    expectFailure(await post({ productID: IDS.ring, productOptionID: IDS.coinStd, quantity: 1 }), 400, /productOptionID/);
    expectFailure(await post({ productID: IDS.ring, productOptionID: 9999, quantity: 1 }), 400, /productOptionID/);
  });

  it('refuses a cartItemID without a cartID, or for another product, with 400', async () => {
    expectFailure(await post({ cartItemID: 1, productID: IDS.ring, quantity: 1 }), 400, /cartID/);
    const cart = await cartWith([{ productID: IDS.ring, quantity: 1 }]);
    const cartItemID = cart.items[0]!.cartItemID;
    expectFailure(await post({ cartID: cart.cartID, cartItemID, productID: IDS.coin, quantity: 1 }), 400, /productID/);
    const otherOption = { cartID: cart.cartID, cartItemID, productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 };
    expectFailure(await post(otherOption), 400, /productOptionID/);
  });

  it.each([
    [{ productID: IDS.ring, quantity: -1 }, /quantity/],
    [{ productID: IDS.ring, quantity: 0 }, /quantity/],
    [{ productID: IDS.ring, quantity: 1.5 }, /quantity/],
    [{ productID: IDS.ring, quantity: '2' }, /quantity/],
    [{ quantity: 1 }, /productID/],
    [{ productID: 99_999_999_999, quantity: 1 }, /productID/],
    [{ productID: IDS.ring, productOptionID: 99_999_999_999, quantity: 1 }, /productOptionID/],
    [{ productID: IDS.ring, quantity: 1, cartID: 'not-a-uuid' }, /cartID/],
    [{ productID: IDS.ring, quantity: 1, colour: 'red' }, /colour/],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    expectFailure(await post(payload), 400, message);
  });

  it('ignores a price sent by the client: money is computed on the server only', async () => {
    const honest = await cartWith([{ productID: IDS.ring, quantity: 1 }]);
    const cheeky = expectSuccess<Cart>(await post({ productID: IDS.ring, quantity: 1, orderItemPrice: 1 }));
    expect(cheeky.items[0]?.orderItemPrice).toBe(honest.items[0]?.orderItemPrice);
    expect(cheeky.orderSubtotal).toBe(honest.orderSubtotal);
  });

  it('refuses a negative quantity with 400', async () => {
    expectFailure(await post({ productID: IDS.ring, quantity: -3 }), 400, /body\.quantity/);
  });

  it('answers 404 for an unknown product, one the subsite does not sell, an unknown cart or line', async () => {
    expectFailure(await post({ productID: 999, quantity: 1 }), 404, /not found/);
    expectFailure(await post({ productID: IDS.band, quantity: 1 }), 404, /not found/);
    expectFailure(await post({ cartID: randomUUID(), productID: IDS.ring, quantity: 1 }), 404, /Cart .* not found/);
    const cart = await cartWith([{ productID: IDS.ring, quantity: 1 }]);
    expectFailure(await post({ cartID: cart.cartID, cartItemID: 999999, productID: IDS.ring, quantity: 1 }), 404, /Cart item 999999 not found/);
  });

  it("answers 404 for a cart of another subsite", async () => {
    const cart = await cartWith([{ productID: IDS.coin, quantity: 1 }]);
    expectFailure(await post({ cartID: cart.cartID, productID: IDS.coin, quantity: 1 }, 'ae-en'), 404, /Cart .* not found/);
  });

  it('answers 404 for an expired cart', async () => {
    const cart = await cartWith([{ productID: IDS.coin, quantity: 1 }]);
    await test.db.update(carts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(carts.id, cart.cartID));
    expectFailure(await post({ cartID: cart.cartID, productID: IDS.coin, quantity: 1 }), 404, /not found/);
    expectFailure(await summary(cart.cartID), 404, /not found/);
  });

  it('refuses a request without site headers with 400', async () => {
    const response = await call(test.app, { method: 'POST', url: '/api/cart/', headers: headersWithout('in-en', 'websiteID'), payload: { productID: IDS.ring, quantity: 1 } });
    expectFailure(response, 400, /websiteID/);
  });
});

describe('GET /api/cart/:cartID/cart_summary', () => {
  it('answers the whole cart', async () => {
    const cart = await cartWith([{ productID: IDS.pendant, quantity: 2 }, { productID: IDS.coin, quantity: 1 }]);
    const read = expectSuccess<Cart>(await summary(cart.cartID));
    expect(read).toEqual(cart);
    // 2 × 21380 + 1082
    expect(read.orderSubtotal).toBe(43842);
  });

  it('answers 404 for an unknown cart or one of another subsite, 400 for a malformed id', async () => {
    expectFailure(await summary(randomUUID()), 404, /not found/);
    const cart = await cartWith([{ productID: IDS.coin, quantity: 1 }]);
    expectFailure(await summary(cart.cartID, 'ae-en'), 404, /not found/);
    expectFailure(await summary('12345'), 400, /cartID/);
  });

  it('refuses a request without subsiteID with 400', async () => {
    const cart = await cartWith([{ productID: IDS.coin, quantity: 1 }]);
    const response = await call(test.app, { url: `/api/cart/${cart.cartID}/cart_summary`, headers: headersWithout('in-en', 'subsiteID') });
    expectFailure(response, 400, /subsiteID/);
  });
});

describe('DELETE /api/cart/:cartID/items/:cartItemID/', () => {
  it('removes the line and answers the cart without it', async () => {
    const cart = await cartWith([{ productID: IDS.ring, quantity: 1 }, { productID: IDS.coin, quantity: 2 }]);
    const cart2 = expectSuccess<Cart>(await remove(cart.cartID, cart.items[0]!.cartItemID), 'Item removed successfully');
    expect(cart2.items.map((item) => item.productID)).toEqual([IDS.coin]);
    expect(cart2).toMatchObject({ orderQty: 2, orderSubtotal: 2164 });
    const empty = expectSuccess<Cart>(await remove(cart.cartID, cart.items[1]!.cartItemID));
    expect(empty).toMatchObject({ items: [], orderQty: 0, orderSubtotal: 0 });
  });

  it("answers 404 for an unknown line or another cart's line", async () => {
    const cart = await cartWith([{ productID: IDS.coin, quantity: 1 }]);
    const other = await cartWith([{ productID: IDS.coin, quantity: 1 }]);
    expectFailure(await remove(cart.cartID, 999999), 404, 'Cart item 999999 not found');
    expectFailure(await remove(cart.cartID, other.items[0]!.cartItemID), 404, /not found/);
    expectFailure(await remove(randomUUID(), cart.items[0]!.cartItemID), 404, /not found/);
    expect(expectSuccess<Cart>(await summary(other.cartID)).items).toHaveLength(1);
  });

  it('refuses a malformed cartItemID or cartID with 400', async () => {
    const cart = await cartWith([{ productID: IDS.coin, quantity: 1 }]);
    expectFailure(await remove(cart.cartID, 'x'), 400, /cartItemID/);
    expectFailure(await remove(cart.cartID, 99_999_999_999), 400, /cartItemID/);
    expectFailure(await remove('nope', 1), 400, /cartID/);
  });
});
