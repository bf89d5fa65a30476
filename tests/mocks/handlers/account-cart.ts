import { http } from 'msw';
import { CartIdParams, type MappedCart } from '@/shared/contracts/cart';
import { invalidUser, userOfBearer } from '../lib/account-session';
import { answerCart, answerMappedCart, findProductOf } from '../lib/cart-access';
import { CART_SUCCESS, MAP_USER_CART } from '@/shared/commerce/cart-messages';
import { availableOf } from '../lib/checkout-pricing';
import { notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { type MockSite, resolveMockSite } from '../lib/site';
import { parseInput } from '../lib/validate';
import { findMockCart, findMockUserCart, type MockCart, saveMockCart } from '../state/cart-store';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';


/**
 * The user's earlier cart poured into the one being mapped, as the services'
 * cart-owner-service does: lines of the same option add up, capped by stock (never below what
 * the mapped cart already holds); other lines move over; the earlier cart is retired.
 */
function mergeEarlierCart(cart: MockCart, earlier: MockCart, site: MockSite): MappedCart['merged'] {
  const productOf = findProductOf(site);
  let pieces = 0;
  let limitedByStock = false;
  for (const old of earlier.lines) {
    const same = cart.lines.find((line) => line.productOptionID === old.productOptionID);
    if (!same) {
      cart.lines.push({ ...old });
      pieces += old.quantity;
      continue;
    }
    const option = productOf(old.productID).detail.options.find((candidate) => candidate.productOptionID === old.productOptionID);
    const limit = Math.min(option ? availableOf(option) : 0, MAX_QUANTITY_PER_LINE);
    const quantity = Math.min(same.quantity + old.quantity, Math.max(limit, same.quantity));
    limitedByStock ||= quantity < same.quantity + old.quantity;
    pieces += quantity - same.quantity;
    same.quantity = quantity;
  }
  saveMockCart({ ...earlier, lines: [], retired: true });
  return { pieces, limitedByStock };
}

/**
 * `GET /api/cart/mapUserCart/{cartID}/`: the guest cart is linked to the signed-in user (from
 * then on only their token opens it, and their store credit shows on it), and the user's earlier
 * cart in the subsite is merged into it. `GET /api/cart/userCart/`: the user's newest live cart
 * in the subsite (404 when none), so another browser shows the same cart.
 */
export const accountCartHandlers = [
  http.get(
    anyOrigin('/api/cart/mapUserCart/:cartID/'),
    withEnvelope('commerce', ({ request, params }) => {
      const site = resolveMockSite(request);
      const { cartID } = parseInput(CartIdParams, params, 'params');
      const caller = userOfBearer(request);
      if (!caller) throw invalidUser();
      const cart = findMockCart(cartID);
      if (!cart || cart.retired || cart.subsiteId !== site.subsiteId) throw notFound(`Cart ${cartID}`);
      // Another user's cart is nobody's here; the caller's (or a guest's) becomes theirs.
      if (cart.ownerUserID != null && cart.ownerUserID !== caller.user.userID) throw notFound(`Cart ${cartID}`);
      const linked = { ...cart, ownerUserID: caller.user.userID };
      const earlier = findMockUserCart(caller.user.userID, site.subsiteId, cartID);
      const merged = earlier ? mergeEarlierCart(linked, earlier, site) : { pieces: 0, limitedByStock: false };
      saveMockCart(linked);
      return answerMappedCart(linked, site, merged.limitedByStock ? MAP_USER_CART.limited : MAP_USER_CART.linked, merged);
    }),
  ),
  http.get(
    anyOrigin('/api/cart/userCart/'),
    withEnvelope('commerce', ({ request }) => {
      const site = resolveMockSite(request);
      const caller = userOfBearer(request);
      if (!caller) throw invalidUser();
      const cart = findMockUserCart(caller.user.userID, site.subsiteId);
      if (!cart) throw notFound('Cart of this user');
      return answerCart(cart, site, CART_SUCCESS.summary);
    }),
  ),
];
