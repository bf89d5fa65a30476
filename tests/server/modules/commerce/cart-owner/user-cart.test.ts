import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions, productStock } from '@/server/db/schema';
import type { Cart, MappedCart } from '@/shared/contracts/cart';
import { signInAs, type SignedIn } from '../../../helpers/auth';
import { createTestApp, siteHeaders, type TestApp } from '../../../helpers/test-app';

/**
 * Issue 11 finding 3: a signed-in shopper's cart lives on the server. Another browser asks for it
 * (`GET /api/cart/userCart/`), and a guest cart merged at sign-in says how many pieces the
 * earlier cart brought (`data.merged`), so the storefront can tell the shopper.
 */
describe('GET /api/cart/userCart/ and what mapUserCart merged', () => {
  let t: TestApp;
  let shopper: SignedIn;
  let aisha: SignedIn;
  let scarce: { productID: number; productOptionID: number; stock: number };
  let plenty: { productID: number; productOptionID: number };
  const india = siteHeaders('in-en');

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await signInAs(t.app, 'shopper');
    aisha = await signInAs(t.app, 'aisha');
    const stockOf = (min: number, max: number) =>
      t.db
        .select({ productID: productOptions.productId, productOptionID: productOptions.id, stock: productStock.quantity })
        .from(productStock)
        .innerJoin(productOptions, eq(productOptions.id, productStock.optionId))
        .where(and(eq(productStock.subsiteId, 1), gte(productStock.quantity, min), lte(productStock.quantity, max)))
        .orderBy(asc(productOptions.id))
        .limit(1);
    const [few] = await stockOf(2, 4);
    const [many] = await stockOf(10, 10_000);
    if (!few || !many) throw new Error('The demo store needs options with 2–4 and 10+ units in India');
    scarce = few;
    plenty = many;
  });
  afterAll(async () => t?.close());

  const addToCart = async (body: object, headers: Record<string, string> = {}): Promise<Cart> => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/', headers: { ...india, ...headers }, payload: { quantity: 1, ...body } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const userCart = (headers: Record<string, string>, site = india) => t.app.inject({ method: 'GET', url: '/api/cart/userCart/', headers: { ...site, ...headers } });
  const map = (cartID: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/cart/mapUserCart/${cartID}/`, headers: { ...india, ...headers } });

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
