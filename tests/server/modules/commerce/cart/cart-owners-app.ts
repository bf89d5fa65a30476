import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { expect } from 'vitest';
import { productOptions, productStock } from '@/server/db/schema';
import type { Cart } from '@/shared/contracts/cart';
import { signInAs, type SignedIn } from '../../../helpers/auth';
import { createTestApp, siteHeaders, type TestApp } from '../../../helpers/test-app';

/** What map-user-cart and user-cart tests work with: the demo store, two shoppers, and two options in India. */
export interface CartOwnersApp {
  t: TestApp;
  shopper: SignedIn;
  aisha: SignedIn;
  /** An option with little stock (to see the cap)... */
  scarce: { productID: number; productOptionID: number; stock: number };
  /** ...and a plentiful one. */
  plenty: { productID: number; productOptionID: number };
}

export async function startCartOwnersApp(): Promise<CartOwnersApp> {
  const t = await createTestApp();
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
  return { t, shopper: await signInAs(t.app, 'shopper'), aisha: await signInAs(t.app, 'aisha'), scarce: few, plenty: many };
}

/** The calls of those tests, on the Indian site unless a header says otherwise. */
export function ownerCalls(app: () => TestApp['app']) {
  const india = siteHeaders('in-en');
  const addToCart = async (body: object, headers: Record<string, string> = {}): Promise<Cart> => {
    const response = await app().inject({ method: 'POST', url: '/api/cart/', headers: { ...india, ...headers }, payload: { quantity: 1, ...body } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const map = (cartID: string, headers: Record<string, string>) => app().inject({ method: 'GET', url: `/api/cart/mapUserCart/${cartID}/`, headers: { ...india, ...headers } });
  return { india, addToCart, map };
}
