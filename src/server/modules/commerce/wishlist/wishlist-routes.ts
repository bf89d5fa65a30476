import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { Wishlist, WISHLIST_MESSAGES, WishlistBody } from '@/shared/contracts/wishlist';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { SiteHeadersSchema } from '../catalogue/catalogue-schemas';
import { changeWishlist, getWishlist } from './wishlist-service';

const tags = ['wishlist'];
const security = [{ bearer: [] }];

/** The signed-in shopper's wishlist, kept across devices (a guest's stays in the browser). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/wishLists',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in shopper's wishlist with each piece's current price, image and stock",
        description: 'Not in docs/requirements/calls.md#wishlist (which shows only the POST): added so a second device can read the list. Newest first.',
        headers: SiteHeadersSchema,
        response: { 200: commerceEnvelope(Wishlist) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await getWishlist({ db: app.db, site, userId: request.user!.id }));
    },
  );

  app.post(
    '/api/products/wishLists',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Save pieces to the wishlist or remove them (idempotent); answers the whole wishlist',
        description: "`{ data: [{ productID, action: 'savelist' | 'remove', wishlistName: 'New' }] }`, applied in order.",
        headers: SiteHeadersSchema,
        body: WishlistBody,
        response: { 200: commerceEnvelope(Wishlist) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await changeWishlist({ db: app.db, site, userId: request.user!.id, body: request.body }), WISHLIST_MESSAGES.saved);
    },
  );
};
