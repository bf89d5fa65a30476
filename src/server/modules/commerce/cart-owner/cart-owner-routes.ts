import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { CartIdParams, CartResponse, SiteHeadersSchema } from '../cart/cart-schemas';
import { mapUserCart } from './cart-owner-service';

/** SPEC §7 `GET /api/cart/mapUserCart/{cartID}/`: signing in carries the guest cart into the account. */
export const cartOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart/mapUserCart/:cartID/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "Attach a guest cart to the signed-in user, merging the user's earlier cart in this subsite",
        description: 'Quantities of the same option add up, capped by stock. Afterwards the cart answers only this user\'s token. 404 for an unknown cart or one owned by someone else.',
        security: [{ bearer: [] }],
        headers: SiteHeadersSchema,
        params: CartIdParams,
        response: { 200: CartResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const { cart, message } = await mapUserCart({ db: app.db, site, userId: request.user?.id ?? 0, cartId: request.params.cartID });
      return commerceOk(cart, message);
    },
  );
};
