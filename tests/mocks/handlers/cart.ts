import { http } from 'msw';
import { CartIdParams, CartItemBody, CartItemParams } from '@/shared/contracts/cart';
import { Countries } from '@/shared/contracts/content';
import { CART_SUCCESS } from '@/shared/commerce/cart-messages';
import { optionalCaller } from '../lib/account-session';
import { applyCartItem } from '../lib/cart-rules';
import { answerCart, getCartOfSite } from '../lib/cart-access';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockLanguage, resolveMockSite } from '../lib/site';
import { jsonBodyOf, parseInput } from '../lib/validate';
import { newMockCart, saveMockCart } from '../state/cart-store';
import { getRecordedProduct } from './catalogue';

/** The spec's cart calls over the mock cart store (state/cart-store.ts), with the services' rules. */
export const cartHandlers = [
  http.get(
    anyOrigin('/api/cart/countries'),
    withEnvelope('commerce', ({ request }) => commerceOk(Countries, resolveMockLanguage(request).countries)),
  ),
  http.post(
    anyOrigin('/api/cart/'),
    withEnvelope('commerce', async ({ request }) => {
      const body = parseInput(CartItemBody, await jsonBodyOf(request), 'body');
      const site = resolveMockSite(request);
      if (body.cartItemID !== undefined && body.cartID === undefined) throw new MockHttpError(400, 'body.cartID: required with cartItemID');
      const product = getRecordedProduct(site, body.productID);
      // Changes go to a copy that is saved only when the whole request succeeded.
      // A signed-in shopper's new cart is theirs from the start, as in the services.
      const cart = body.cartID ? getCartOfSite(body.cartID, site, request) : { ...newMockCart(site.subsiteId), ownerUserID: optionalCaller(request)?.user.userID ?? null };
      const message = applyCartItem({ cart, product, body, site });
      saveMockCart(cart);
      return answerCart(cart, site, message);
    }),
  ),
  http.get(
    anyOrigin('/api/cart/:cartID/cart_summary'),
    withEnvelope('commerce', ({ request, params }) => {
      const { cartID } = parseInput(CartIdParams, params, 'params');
      const site = resolveMockSite(request);
      return answerCart(getCartOfSite(cartID, site, request), site, CART_SUCCESS.summary);
    }),
  ),
  http.delete(
    anyOrigin('/api/cart/:cartID/items/:cartItemID/'),
    withEnvelope('commerce', ({ request, params }) => {
      const { cartID, cartItemID } = parseInput(CartItemParams, params, 'params');
      const site = resolveMockSite(request);
      const cart = getCartOfSite(cartID, site, request);
      const lines = cart.lines.filter((line) => line.cartItemID !== cartItemID);
      if (lines.length === cart.lines.length) throw notFound(`Cart item ${cartItemID}`);
      const updated = { ...cart, lines };
      saveMockCart(updated);
      return answerCart(updated, site, CART_SUCCESS.removed);
    }),
  ),
];
