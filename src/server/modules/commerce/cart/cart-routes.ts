import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { CartIdParams, CartItemBody, CartItemParams, CartResponse, SiteHeadersSchema } from './cart-schemas';
import { CART_SUCCESS } from '@/shared/commerce/cart-messages';
import { cartReadByGuard } from './cart-owner-guard';
import { getCart, removeCartItem, saveCartItem } from './cart-service';

const tags = ['cart'];

/** The spec's cart calls; every answer is the whole cart, repriced with today's metal rates. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cart/',
    {
      schema: {
        tags,
        summary: 'Add an item (a guest cart is created without cartID) or, with cartItemID, set its quantity',
        description: 'Prices sent by a client are never read: the server prices every line. 409 when the stock is short.',
        headers: SiteHeadersSchema,
        body: CartItemBody,
        response: { 200: CartResponse },
      },
      // A signed-in shopper's new cart is theirs from the start (addresses, store credit, sync).
      preHandler: app.optionalUser,
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const { cartID } = request.body;
      const known = cartID === undefined ? undefined : cartReadByGuard(request, cartID);
      const { cart, message } = await saveCartItem({ db: app.db, site, body: request.body, userId: request.user?.id ?? null, known });
      return commerceOk(cart, message);
    },
  );

  app.get(
    '/api/cart/:cartID/cart_summary',
    {
      schema: {
        tags,
        summary: "The cart with every line repriced at today's rates, and notices for prices that moved",
        headers: SiteHeadersSchema,
        params: CartIdParams,
        response: { 200: CartResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const cartId = request.params.cartID;
      return commerceOk(await getCart({ db: app.db, site, cartId, known: cartReadByGuard(request, cartId) }), CART_SUCCESS.summary);
    },
  );

  app.delete(
    '/api/cart/:cartID/items/:cartItemID/',
    {
      schema: {
        tags,
        summary: 'Remove one line from the cart',
        headers: SiteHeadersSchema,
        params: CartItemParams,
        response: { 200: CartResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const { cartID, cartItemID } = request.params;
      const known = cartReadByGuard(request, cartID);
      const { cart, message } = await removeCartItem({ db: app.db, site, cartId: cartID, cartItemId: cartItemID, known });
      return commerceOk(cart, message);
    },
  );
};
