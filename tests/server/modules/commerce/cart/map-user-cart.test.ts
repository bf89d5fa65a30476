import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { SignedIn } from '../../../helpers/auth';
import { siteHeaders, type TestApp } from '../../../helpers/test-app';
import { type CartOwnersApp, ownerCalls, startCartOwnersApp } from './cart-owners-app';

describe('GET /api/cart/mapUserCart/{cartID}/ and owned carts', () => {
  let t: TestApp;
  let shopper: SignedIn;
  let aisha: SignedIn;
  let scarce: CartOwnersApp['scarce'];
  let plenty: CartOwnersApp['plenty'];
  const { india: site, addToCart, map } = ownerCalls(() => t.app);
  beforeAll(async () => ({ t, shopper, aisha, scarce, plenty } = await startCartOwnersApp()));
  afterAll(async () => t?.close());

  const summary = (cartID: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/cart/${cartID}/cart_summary`, headers: { ...site, ...headers } });

  it('attaches a guest cart; then it answers only its owner', async () => {
    const cart = await addToCart({ productID: plenty.productID, productOptionID: plenty.productOptionID });
    const mapped = await map(cart.cartID, aisha.headers);
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data).toMatchObject({ cartID: cart.cartID, orderQty: 1 });

    expect((await summary(cart.cartID, aisha.headers)).statusCode).toBe(200);
    const guest = await summary(cart.cartID);
    expect(guest.statusCode).toBe(404);
    expect((await summary(cart.cartID, shopper.headers)).statusCode).toBe(404);
    const stale = await summary(cart.cartID, { authorization: 'Bearer expired.token.here' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().meta.message).toBe('Invalid User');
    const add = await t.app.inject({ method: 'POST', url: '/api/cart/', headers: site, payload: { cartID: cart.cartID, productID: plenty.productID, quantity: 1 } });
    expect(add.statusCode).toBe(404);
    // Without a token the mapping route asks for one (not a 404 from the owner guard).
    expect((await map(cart.cartID, {})).statusCode).toBe(401);
    // Mapping again is harmless; another user cannot take it.
    expect((await map(cart.cartID, aisha.headers)).statusCode).toBe(200);
    expect((await map(cart.cartID, shopper.headers)).statusCode).toBe(404);
  });

  it("merges the user's earlier cart: quantities add up, capped by stock", async () => {
    const earlier = await addToCart({ productID: scarce.productID, productOptionID: scarce.productOptionID, quantity: scarce.stock });
    await addToCart({ cartID: earlier.cartID, productID: plenty.productID, productOptionID: plenty.productOptionID, quantity: 2 });
    expect((await map(earlier.cartID, shopper.headers)).statusCode).toBe(200);

    const guest = await addToCart({ productID: scarce.productID, productOptionID: scarce.productOptionID, quantity: 1 });
    const mapped = await map(guest.cartID, shopper.headers);
    expect(mapped.statusCode, mapped.body).toBe(200);
    const cart: Cart = mapped.json().data;
    expect(cart.cartID).toBe(guest.cartID);
    expect(mapped.json().meta.message).toMatch(/limited to the stock/);
    const line = (optionId: number) => cart.items.find((item) => item.productOptionID === optionId)?.orderItemQuantity;
    expect(line(scarce.productOptionID)).toBe(scarce.stock);
    expect(line(plenty.productOptionID)).toBe(2);
    expect(cart.orderQty).toBe(scarce.stock + 2);
    // The earlier cart is retired.
    expect((await summary(earlier.cartID, shopper.headers)).statusCode).toBe(404);
  });

  it('answers 401 without a token, 404 for an unknown cart, 400 for a bad id', async () => {
    const cart = await addToCart({ productID: plenty.productID, productOptionID: plenty.productOptionID });
    const anonymous = await map(cart.cartID, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().meta.message).toBe('Invalid User');
    expect((await map('00000000-0000-4000-8000-000000000000', shopper.headers)).statusCode).toBe(404);
    const bad = await map('not-a-uuid', shopper.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meta.message).toContain('cartID');
    const uae = await t.app.inject({ method: 'GET', url: `/api/cart/mapUserCart/${cart.cartID}/`, headers: { ...siteHeaders('ae-en'), ...shopper.headers } });
    expect(uae.statusCode).toBe(404);
  });

  // Last: the shopper's owned cart would otherwise be merged by the tests above.
  it('gives a cart created by a signed-in shopper to that shopper; a stale token still gets a guest cart', async () => {
    const owned = await addToCart({ productID: plenty.productID, productOptionID: plenty.productOptionID }, shopper.headers);
    expect((await summary(owned.cartID, shopper.headers)).statusCode).toBe(200);
    expect((await summary(owned.cartID)).statusCode).toBe(404);
    expect((await summary(owned.cartID, aisha.headers)).statusCode).toBe(404);

    const guest = await addToCart({ productID: plenty.productID, productOptionID: plenty.productOptionID }, { authorization: 'Bearer expired.token.here' });
    expect((await summary(guest.cartID)).statusCode).toBe(200);
  });
});
