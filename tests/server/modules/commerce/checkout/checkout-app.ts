import { eq } from 'drizzle-orm';
import { carts } from '@/server/db/schema';
import { signInAs, type SignedIn } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { IDS, ROHAN, checkoutFixture } from './checkout-fixture';
import { addItem } from './checkout-requests';

/** The app of the checkout tests (checkout-modes, checkout-payment-options), on the checkout fixture, with its two shoppers signed in. */
export async function startCheckoutApp(): Promise<{ t: TestApp; shopper: SignedIn; rohan: SignedIn }> {
  const t = await createTestApp({ seedData: checkoutFixture });
  return { t, shopper: await signInAs(t.app, 'shopper'), rohan: await signInAs(t.app, ROHAN) };
}

export interface Item {
  productID: number;
  productOptionID: number;
  quantity: number;
}
export const ring14: Item = { productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 };

/** A guest's new cart holding one item. */
export const guestCart = async (t: TestApp, item: Item = ring14, locale = 'in-en') => (await addItem(t.app, item, { locale })).cartID;

/**
 * A cart owned by the user. Set directly rather than through mapUserCart, which would merge the
 * user's earlier test carts into it (that merge has its own tests).
 */
export async function ownedCart(t: TestApp, who: SignedIn, item: Item = ring14): Promise<string> {
  const cartID = await guestCart(t, item);
  await t.db.update(carts).set({ userId: who.userId }).where(eq(carts.id, cartID));
  return cartID;
}
