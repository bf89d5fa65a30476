import { http } from 'msw';
import { CartIdParams } from '@/shared/contracts/cart';
import { invalidUser, userOfBearer } from '../lib/account-session';
import { answerCart } from '../lib/cart-access';
import { notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockSite } from '../lib/site';
import { parseInput } from '../lib/validate';
import { findMockCart, saveMockCart } from '../state/cart-store';

/**
 * `GET /api/cart/mapUserCart/{cartID}/`: the guest cart is linked to the signed-in user (from
 * then on only their token opens it, and their store credit shows on it). The mocks keep one
 * cart per browser, so there is no earlier cart to merge.
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
      if (!cart || cart.subsiteId !== site.subsiteId) throw notFound(`Cart ${cartID}`);
      // Another user's cart is nobody's here; the caller's (or a guest's) becomes theirs.
      if (cart.ownerUserID != null && cart.ownerUserID !== caller.user.userID) throw notFound(`Cart ${cartID}`);
      const linked = { ...cart, ownerUserID: caller.user.userID };
      saveMockCart(linked);
      return answerCart(linked, site, 'Cart linked to your account');
    }),
  ),
];
