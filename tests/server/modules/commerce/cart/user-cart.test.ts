import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, MappedCart } from '@/shared/contracts/cart';
import type { SignedIn } from '../../../helpers/auth';
import { siteHeaders, type TestApp } from '../../../helpers/test-app';
import { type CartOwnersApp, ownerCalls, startCartOwnersApp } from './cart-owners-app';

/**
 * Issue 11 finding 3: a signed-in shopper's cart lives on the server. Another browser asks for it
 * (`GET /api/cart/userCart/`), and a guest cart merged at sign-in says how many pieces the
 * earlier cart brought (`data.merged`), so the storefront can tell the shopper.
 */
describe('GET /api/cart/userCart/ and what mapUserCart merged', () => {
  let t: TestApp;
  let shopper: SignedIn;
  let aisha: SignedIn;
  let scarce: CartOwnersApp['scarce'];
  let plenty: CartOwnersApp['plenty'];
  const { india, addToCart, map } = ownerCalls(() => t.app);
  beforeAll(async () => ({ t, shopper, aisha, scarce, plenty } = await startCartOwnersApp()));
  afterAll(async () => t?.close());

  const userCart = (headers: Record<string, string>, site = india) => t.app.inject({ method: 'GET', url: '/api/cart/userCart/', headers: { ...site, ...headers } });

  it('answers 401 Invalid User without a token or with a stale one, and 404 while the user has no cart', async () => {
    const anonymous = await userCart({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().meta).toMatchObject({ status: 'Failure', message: 'Invalid User' });
    expect((await userCart({ authorization: 'Bearer expired.token.here' })).statusCode).toBe(401);

    // Aisha shops in the UAE: nothing of hers in India.
    const none = await userCart(aisha.headers);
    expect(none.statusCode, none.body).toBe(404);
    expect(none.json().meta.status).toBe('Failure');
  });

  it('gives another browser the cart the shopper filled in the first, in that subsite only, to that shopper only', async () => {
    const first = await addToCart({ productID: plenty.productID, productOptionID: plenty.productOptionID, quantity: 2 }, shopper.headers);

    // The second browser holds no cart id: it only has the shopper's token.
    const second = await userCart(shopper.headers);
    expect(second.statusCode, second.body).toBe(200);
    const cart: Cart = second.json().data;
    expect(cart).toMatchObject({ cartID: first.cartID, orderQty: 2 });
    expect(cart.items.map((item) => item.productOptionID)).toEqual([plenty.productOptionID]);
    expect(second.json().meta).toMatchObject({ responsecode: 200, status: 'Success' });

    expect((await userCart(shopper.headers, siteHeaders('ae-en'))).statusCode).toBe(404);
    expect((await userCart(aisha.headers)).statusCode).toBe(404);
    expect((await userCart(aisha.headers, siteHeaders('ae-en'))).json().data?.cartID).not.toBe(first.cartID);
  });

  it('counts the pieces the earlier cart added to a guest cart mapped at sign-in, and then answers the merged cart', async () => {
    const earlier = (await (await userCart(shopper.headers)).json().data) as Cart;
    const guest = await addToCart({ productID: scarce.productID, productOptionID: scarce.productOptionID });
    const mapped = await map(guest.cartID, shopper.headers);
    expect(mapped.statusCode, mapped.body).toBe(200);
    const merged: MappedCart = mapped.json().data;
    expect(merged.cartID).toBe(guest.cartID);
    expect(merged.merged).toEqual({ pieces: earlier.orderQty, limitedByStock: false });
    expect(merged.orderQty).toBe(earlier.orderQty + 1);

    const now = await userCart(shopper.headers);
    expect(now.json().data).toMatchObject({ cartID: guest.cartID, orderQty: earlier.orderQty + 1 });

    // Mapping the cart that is already theirs brings nothing more.
    const again = await map(guest.cartID, shopper.headers);
    expect(again.json().data.merged).toEqual({ pieces: 0, limitedByStock: false });
  });

  it('counts only the pieces stock let in when the merge was capped', async () => {
    const before = (await (await userCart(shopper.headers)).json().data) as Cart;
    const scarceBefore = before.items.find((item) => item.productOptionID === scarce.productOptionID)?.orderItemQuantity ?? 0;
    const guest = await addToCart({ productID: scarce.productID, productOptionID: scarce.productOptionID, quantity: scarce.stock });
    const mapped = await map(guest.cartID, shopper.headers);
    expect(mapped.statusCode, mapped.body).toBe(200);
    const merged: MappedCart = mapped.json().data;
    // The scarce line is already at the stock: only the other lines' pieces come in.
    expect(merged.merged).toEqual({ pieces: before.orderQty - scarceBefore, limitedByStock: true });
    expect(merged.orderQty).toBe(scarce.stock + before.orderQty - scarceBefore);
  });
});
