import { http } from 'msw';
import { Wishlist, WISHLIST_LIMITS, WISHLIST_MESSAGES, WISHLIST_NAME, WishlistBody } from '@/shared/contracts/wishlist';
import { userOfBearer } from '../lib/account-session';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { type MockSite, resolveMockSite } from '../lib/site';
import { jsonBodyOf, parseInput } from '../lib/validate';
import { afterSalesState, saveAfterSales } from '../state/after-sales-store';

/** The wishlist as the services answer it: pieces the subsite sells (recorded), newest first, with the default option. */
function wishlistOf(userID: number, site: MockSite) {
  const saved = afterSalesState().wishlists[String(userID)] ?? [];
  const items = [...saved].reverse().flatMap(({ productID, addedAt }) => {
    const recorded = site.catalogue.products.find((product) => product.detail.productID === productID);
    if (!recorded) return [];
    const option = recorded.detail.options.find((candidate) => candidate.stock > 0) ?? recorded.detail.options[0];
    return [{ ...recorded.summary, productOptionID: option?.productOptionID ?? 0, wishlistName: WISHLIST_NAME, addedAt }];
  });
  return { wishlistName: WISHLIST_NAME, items, count: items.length };
}

/** `GET` and `POST /api/products/wishLists` (src/server/modules/commerce/wishlist). */
export const wishlistHandlers = [
  http.get(
    anyOrigin('/api/products/wishLists'),
    withEnvelope('commerce', ({ request }) => {
      const site = resolveMockSite(request);
      const { user } = userOfBearer(request)!;
      return commerceOk(Wishlist, wishlistOf(user.userID, site));
    }),
  ),
  http.post(
    anyOrigin('/api/products/wishLists'),
    withEnvelope('commerce', async ({ request }) => {
      const site = resolveMockSite(request);
      const { user } = userOfBearer(request)!;
      const body = parseInput(WishlistBody, await jsonBodyOf(request), 'body');
      const final = new Map<number, 'savelist' | 'remove'>();
      for (const entry of body.data) final.set(entry.productID, entry.action);
      for (const [productID, action] of final) {
        if (action === 'savelist' && !site.catalogue.products.some((product) => product.detail.productID === productID)) throw notFound(`Product ${productID}`);
      }
      const key = String(user.userID);
      let saved = afterSalesState().wishlists[key] ?? [];
      for (const [productID, action] of final) {
        if (action === 'remove') saved = saved.filter((entry) => entry.productID !== productID);
        else if (!saved.some((entry) => entry.productID === productID)) saved = [...saved, { productID, addedAt: new Date().toISOString() }];
      }
      if (saved.length > WISHLIST_LIMITS.maxItems) throw new MockHttpError(409, WISHLIST_MESSAGES.full);
      afterSalesState().wishlists[key] = saved;
      saveAfterSales();
      return commerceOk(Wishlist, wishlistOf(user.userID, site), { message: WISHLIST_MESSAGES.saved });
    }),
  ),
];
