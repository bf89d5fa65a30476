import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '@/server/db/schema';
import { cartReadCacheOf, type CartReadCache } from '@/server/modules/commerce/cart';
import { createCartReadCache } from '@/server/modules/commerce/cart/cart-read-cache';
import type { CartWithLines } from '@/server/modules/commerce/cart/cart-statements';
import type { SignedIn } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { guestCart, ownedCart, startCheckoutApp } from '../checkout/checkout-app';
import { IDS, PROMO_IDS } from '../checkout/checkout-fixture';
import { addItem, getCartCall, indiaAddress, placeOk, putCart, type AsWho } from '../checkout/checkout-requests';

/**
 * The embedded database keeps carts in memory (docs/performance.md#the-embedded-databases-cart-reads):
 * after every kind of cart write, from a route or from any statement, the next summary must be
 * what a fresh read of the database gives. Each case reads the summary (so the cart is in memory),
 * writes, reads the summary again, then drops every copy and reads it afresh: the two must agree,
 * and differ from the first (the write changed something the shopper sees).
 * On PostgreSQL nothing is kept and the same comparisons hold trivially.
 */
let t: TestApp;
let shopper: SignedIn;
const embedded = () => process.env.TEST_DATABASE !== 'postgres';

beforeAll(async () => {
  ({ t, shopper } = await startCheckoutApp());
});
afterAll(async () => {
  await t?.close();
});

const cache = (): CartReadCache | undefined => cartReadCacheOf(t.db);

async function summary(cartID: string, who: AsWho) {
  const response = await getCartCall(t.app, cartID, 'cart_summary', who);
  return { status: response.statusCode, body: response.json() as unknown };
}

/** Reads, runs `write`, and checks the summary after it is the database's. */
async function expectFreshAfter(cartID: string, write: () => Promise<unknown>, who: AsWho = {}, after: AsWho = who) {
  const before = await summary(cartID, who);
  expect(before.status).toBe(200);
  if (embedded()) expect(cache()?.get(cartID), 'the cart is kept after a read').toBeDefined();
  await write();
  const next = await summary(cartID, after);
  cache()?.forget('*');
  const fresh = await summary(cartID, after);
  expect(next).toEqual(fresh);
  expect(next).not.toEqual(before);
}

describe('the cart kept in memory on the embedded database', () => {
  it('is kept on PGlite only', () => {
    expect(cache() !== undefined).toBe(embedded());
  });

  it('is fresh after adding a line, changing a quantity and removing a line', async () => {
    const cartID = await guestCart(t);
    await expectFreshAfter(cartID, () => addItem(t.app, { cartID, productID: IDS.pendant, quantity: 1 }));
    const lines = (await summary(cartID, {})).body as { data: { items: { cartItemID: number; productID: number }[] } };
    const ring = lines.data.items.find((item) => item.productID === IDS.ring)!;
    await expectFreshAfter(cartID, () => addItem(t.app, { cartID, productID: IDS.ring, quantity: 2 }));
    await expectFreshAfter(cartID, () => addItem(t.app, { cartID, cartItemID: ring.cartItemID, productID: IDS.ring, quantity: 3 } as never));
    await expectFreshAfter(cartID, () => t.app.inject({ method: 'DELETE', url: `/api/cart/${cartID}/items/${ring.cartItemID}/`, headers: { websiteID: '1', subsiteID: '1', languageID: '1' } }));
  });

  it('is fresh after each checkout change', async () => {
    const cartID = await guestCart(t);
    await expectFreshAfter(cartID, () => putCart(t.app, { cartID, mode: 'gift_buy', isGift: 'Yes', recipientName: 'Asha', giftMessage: 'Happy Dhanteras' }));
    await expectFreshAfter(cartID, () => putCart(t.app, indiaAddress(cartID)));
    await expectFreshAfter(cartID, () => putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'ALL3' }));
    await expectFreshAfter(cartID, () => putCart(t.app, { cartID, mode: 'remove_promotion', promoID: PROMO_IDS.ALL3 }));
  });

  it("is fresh after store credit, the mapping at sign-in, and a cart's owner set", async () => {
    const as = { auth: shopper.headers };
    const owned = await ownedCart(t, shopper);
    await expectFreshAfter(owned, () => putCart(t.app, { cartID: owned, mode: 'apply_usercredit' }, as), as);
    const guest = await guestCart(t);
    // The guest's cart becomes the shopper's: the guest is refused it after, the owner sees it.
    await expectFreshAfter(guest, () => t.app.inject({ method: 'GET', url: `/api/cart/mapUserCart/${guest}/`, headers: { websiteID: '1', subsiteID: '1', languageID: '1', ...shopper.headers } }), {}, {});
    const another = await guestCart(t);
    await expectFreshAfter(another, () => t.db.update(carts).set({ userId: shopper.userId }).where(eq(carts.id, another)));
  });

  it('is fresh after placing an order from the cart', async () => {
    const cartID = await guestCart(t);
    await putCart(t.app, indiaAddress(cartID));
    await expectFreshAfter(cartID, () => placeOk(t.app, cartID, { paymentSettingsGroupKey: 'card' }));
  });

  it('is fresh after any statement on the tables: expiry, a line changed, a line moved, the cart deleted, a truncate', async () => {
    const expired = await guestCart(t);
    await expectFreshAfter(expired, () => t.db.update(carts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(carts.id, expired)));
    const changed = await guestCart(t);
    await expectFreshAfter(changed, () => t.db.update(cartItems).set({ quantity: 3 }).where(eq(cartItems.cartId, changed)));
    const [from, to] = [await guestCart(t), await guestCart(t)];
    await summary(from, {});
    // A line moved to another cart changes both.
    await expectFreshAfter(to, () => t.db.update(cartItems).set({ cartId: to }).where(eq(cartItems.cartId, from)));
    const cached = await summary(from, {});
    cache()?.forget('*');
    expect(cached).toEqual(await summary(from, {}));
    const deleted = await guestCart(t);
    await expectFreshAfter(deleted, () => t.db.delete(carts).where(eq(carts.id, deleted)));
    const truncated = await guestCart(t);
    await expectFreshAfter(truncated, () => t.db.execute(sql`TRUNCATE cart_items`));
  });
});

describe('createCartReadCache', () => {
  const read = (id: string): CartWithLines => ({ cart: { id } as CartWithLines['cart'], lines: [], version: '1' });

  it('does not keep a read its cart changed under (the answer may be older than the change)', async () => {
    const kept = createCartReadCache();
    let finish: (value: CartWithLines) => void = () => undefined;
    const reading = kept.readThrough('a', () => new Promise((resolve) => (finish = resolve)));
    kept.forget('a');
    finish(read('a'));
    await reading;
    expect(kept.get('a')).toBeUndefined();
    await kept.readThrough('a', async () => read('a'));
    expect(kept.get('a')).toBeDefined();
  });

  it('keeps no absent cart, freezes what it keeps, and lets the oldest go past its size', async () => {
    const kept = createCartReadCache(2);
    await kept.readThrough('none', async () => null);
    expect(kept.size).toBe(0);
    for (const id of ['a', 'b', 'c']) await kept.readThrough(id, async () => read(id));
    expect([kept.get('a'), kept.size]).toEqual([undefined, 2]);
    expect(Object.isFrozen(kept.get('c')?.cart)).toBe(true);
  });
});
