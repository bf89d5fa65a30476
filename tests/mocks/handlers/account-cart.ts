import { http } from 'msw';
import { Cart, CartIdParams } from '@/shared/contracts/cart';
import { invalidUser, userOfBearer } from '../lib/account-session';
import { toCart } from '../lib/cart-view';
import { commerceOk, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockSite } from '../lib/site';
import { parseInput } from '../lib/validate';
import { findMockCart } from '../state/cart-store';
import { getRecordedProduct } from './catalogue';

/**
 * `GET /api/cart/mapUserCart/{cartID}/`: the guest cart is linked to the signed-in user. The
 * mocks keep one cart per browser, so there is no earlier cart to merge: the cart answers as it is.
 */
export const accountCartHandlers = [
  http.get(
    anyOrigin('/api/cart/mapUserCart/:cartID/'),
    withEnvelope('commerce', ({ request, params }) => {
      const site = resolveMockSite(request);
      const { cartID } = parseInput(CartIdParams, params, 'params');
      if (!userOfBearer(request)) throw invalidUser();
      const cart = findMockCart(cartID);
      if (!cart || cart.subsiteId !== site.subsiteId) throw notFound(`Cart ${cartID}`);
      return commerceOk(Cart, toCart(cart, site, (productID) => getRecordedProduct(site, productID)), { message: 'Cart linked to your account' });
    }),
  ),
];
