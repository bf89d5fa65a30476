import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import { carts } from '@/server/db/schema';
import { resolveSite } from '@/server/lib/site';
import { findCartWithLines, saveCheckoutIfUnchanged } from '@/server/modules/commerce/cart';
import { updateCheckout } from '@/server/modules/commerce/checkout/checkout-service';
import { siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { expectSuccess } from '../commerce-requests';
import { IDS, PROMO_IDS } from './checkout-fixture';
import { guestCart, startCheckoutApp } from './checkout-app';
import { addItem, getCartCall, indiaAddress, putCart } from './checkout-requests';

/**
 * Checkout changes hold no lock (docs/performance.md#checkout-changes-without-a-lock): each saves
 * only on the version of the cart it was worked out on, and works the change out again after
 * another write came first. These tests show a lost race is noticed and never loses a change.
 */
let t: TestApp;
beforeAll(async () => ({ t } = await startCheckoutApp()), 120_000);
afterAll(async () => t?.close());

const gift = (cartID: string) => ({ cartID, mode: 'gift_buy' as const, isGift: 'Yes' as const, recipientName: 'Asha', giftMessage: 'Happy Dhanteras', giftWrap: false });

describe('saveCheckoutIfUnchanged', () => {
  it('saves on the version read, and not once another write has changed the cart', async () => {
    const cartID = await guestCart(t);
    const read = (await findCartWithLines(t.db, cartID))!;
    expect(read.version).toMatch(/^\d+$/);
    const values = { cartId: cartID, extra: { marker: 'stale' }, promoId: null, expiresAt: new Date(Date.now() + 86_400_000) };

    // A line added meanwhile touches the cart: the version read is no longer current.
    await addItem(t.app, { cartID, productID: IDS.pendant, quantity: 1 });
    expect(await saveCheckoutIfUnchanged(t.db, { ...values, version: read.version! })).toBe(false);
    const [row] = await t.db.select({ extra: carts.extra }).from(carts).where(eq(carts.id, cartID));
    expect(row!.extra).not.toHaveProperty('marker');

    const fresh = (await findCartWithLines(t.db, cartID))!;
    expect(fresh.version).not.toBe(read.version);
    expect(await saveCheckoutIfUnchanged(t.db, { ...values, extra: { marker: 'fresh' }, version: fresh.version! })).toBe(true);
    const [saved] = await t.db.select({ extra: carts.extra }).from(carts).where(eq(carts.id, cartID));
    expect(saved!.extra).toEqual({ marker: 'fresh' });
  });
});

describe('a checkout change that lost the race', () => {
  it('is worked out again on the cart as it is now: the line added meanwhile is priced in, and the change is saved', async () => {
    const cartID = await guestCart(t);
    // What the cart-owner guard read, just before another request added a line.
    const stale = await findCartWithLines(t.db, cartID);
    const added = await addItem(t.app, { cartID, productID: IDS.pendant, quantity: 1 });
    // Node's request headers arrive in lower case.
    const site = await resolveSite(t.db, Object.fromEntries(Object.entries(siteHeaders('in-en')).map(([name, value]) => [name.toLowerCase(), value])));
    const { cart, message } = await updateCheckout({ db: t.db, site, user: null, notify: t.app.notify, secret: t.app.env.TOKEN_SECRET, known: stale }, gift(cartID));
    expect(message).toBe('Gift details added');
    expect(cart.items).toHaveLength(2);
    expect(cart.orderSubtotal).toBe(added.orderSubtotal);
    const summary = expectSuccess<Cart>(await getCartCall(t.app, cartID, 'cart_summary'));
    expect(summary.items).toHaveLength(2);
    expect(summary.checkout.gift).toMatchObject({ recipientName: 'Asha' });
  });

  it('loses nothing when several changes of one cart arrive at once', async () => {
    const cartID = await guestCart(t);
    const [changes] = await Promise.all([
      Promise.all([putCart(t.app, gift(cartID)), putCart(t.app, indiaAddress(cartID)), putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'ALL3' })]),
      addItem(t.app, { cartID, productID: IDS.pendant, quantity: 1 }),
    ]);
    for (const answer of changes) expectSuccess<Cart>(answer);
    const summary = expectSuccess<Cart>(await getCartCall(t.app, cartID, 'cart_summary'));
    expect(summary.items).toHaveLength(2);
    expect(summary.checkout.gift).toMatchObject({ recipientName: 'Asha', giftMessage: 'Happy Dhanteras', giftWrap: false });
    expect(summary.checkout.shippingAddress).toMatchObject({ zip: '400001' });
    expect(summary.promoID).toBe(PROMO_IDS.ALL3);
  });
});
