import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { MappedCart } from '@/shared/contracts/cart';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { CART_SUCCESS } from '@/shared/commerce/cart-messages';
import { CartIdParams, CartResponse, SiteHeadersSchema } from './cart-schemas';
import { getUserCart, mapUserCart } from './cart-owner-service';

const MappedCartResponse = commerceEnvelope(MappedCart);

/** docs/requirements/calls.md#cart `GET /api/cart/mapUserCart/{cartID}/`: signing in carries the guest cart into the account. */
export const cartOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart/mapUserCart/:cartID/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "Attach a guest cart to the signed-in user, merging the user's earlier cart in this subsite",
        description:
          "Quantities of the same option add up, capped by stock. Afterwards the cart answers only this user's token. `data.merged` tells how many pieces (units) the earlier cart added and whether stock limited any. 404 for an unknown cart or one owned by someone else.",
        security: [{ bearer: [] }],
        headers: SiteHeadersSchema,
        params: CartIdParams,
        response: { 200: MappedCartResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const { cart, message } = await mapUserCart({ db: app.db, site, userId: request.user?.id ?? 0, cartId: request.params.cartID });
      return commerceOk(cart, message);
    },
  );

  app.get(
    '/api/cart/userCart/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "The signed-in user's live cart in this subsite",
        description:
          'What a browser the user signs in on shows as their cart (the cart lives on the server, not in one browser). The newest live cart the user owns in the subsite. 401 `Invalid User` without a valid token; 404 when the user has no live cart here.',
        security: [{ bearer: [] }],
        headers: SiteHeadersSchema,
        response: { 200: CartResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await getUserCart({ db: app.db, site, userId: request.user?.id ?? 0 }), CART_SUCCESS.summary);
    },
  );
};
