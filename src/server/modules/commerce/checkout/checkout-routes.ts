import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartAddressList, CartIdOnlyParams, CartPromotions, CodCheck, PaymentGateways } from '@/shared/contracts/checkout';
import { CartPutBody, PromotionBody } from '@/shared/contracts/cart-modes';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { cartReadByGuard, CartResponse, SiteHeadersSchema } from '../cart';
import { checkCod, listCartAddresses, listCartPromotions, listPaymentGateways } from './checkout-reads';
import { updateCheckout, type CheckoutCallOptions } from './checkout-service';

const tags = ['checkout'];

/**
 * The checkout calls of docs/requirements/calls.md#checkout on the cart: the `PUT /api/cart/` modes (the storefront sends the
 * promotion modes as PUT, the spec as PATCH: both are served) and the checkout page's reads. The
 * cart-owner guard (a root preHandler) has already refused an owned cart to anyone but its owner.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const callOptions = async (request: FastifyRequest & { body: { cartID: string } }): Promise<CheckoutCallOptions> => ({
    db: app.db,
    site: await resolveSite(app.db, request.headers as never),
    user: request.user,
    notify: app.notify,
    secret: app.env.TOKEN_SECRET,
    known: cartReadByGuard(request, request.body.cartID),
  });

  app.put(
    '/api/cart/',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'Checkout on the cart: gift, address, store credit, cash-on-delivery code, promotions (by `mode`)',
        description:
          "Every answer is the whole cart repriced. 400 names the field; `apply_usercredit` needs the owner's token (401 'Invalid User'); " +
          'promotion and COD refusals carry a specific message (409/422); 409 for a pincode not served.',
        headers: SiteHeadersSchema,
        body: CartPutBody,
        response: { 200: CartResponse },
      },
    },
    async (request) => {
      const { cart, message } = await updateCheckout(await callOptions(request), request.body);
      return commerceOk(cart, message);
    },
  );

  app.patch(
    '/api/cart/',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'Apply or remove a promotion (`apply_promotion` with couponCode, `remove_promotion` with promoID)',
        headers: SiteHeadersSchema,
        body: PromotionBody,
        response: { 200: CartResponse },
      },
    },
    async (request) => {
      const { cart, message } = await updateCheckout(await callOptions(request), request.body);
      return commerceOk(cart, message);
    },
  );

  const read = { headers: SiteHeadersSchema, params: CartIdOnlyParams };
  /** A checkout read's options, with the cart the cart-owner guard read for the request. */
  const readOptions = async (request: FastifyRequest & { params: { cartID: string } }) => {
    const cartId = request.params.cartID;
    return { db: app.db, site: await resolveSite(app.db, request.headers as never), cartId, known: cartReadByGuard(request, cartId) };
  };

  app.get(
    '/api/cart/:cartID/promotions_list/',
    { schema: { tags, summary: 'Coupons valid now in the subsite, and whether this cart may use each (with why not)', ...read, response: { 200: commerceEnvelope(CartPromotions) } } },
    async (request) => {
      return commerceOk(await listCartPromotions(await readOptions(request)));
    },
  );

  app.get(
    '/api/cart/:cartID/address_list/',
    { schema: { tags, summary: "The cart owner's saved addresses (empty for a guest cart)", ...read, response: { 200: commerceEnvelope(CartAddressList) } } },
    async (request) => {
      return commerceOk(await listCartAddresses(await readOptions(request)));
    },
  );

  app.get(
    '/api/cart/:cartID/cod_check',
    { schema: { tags, summary: 'Whether the cart may be paid on delivery (pincode, limit) and whether the code was verified', ...read, response: { 200: commerceEnvelope(CodCheck) } } },
    async (request) => {
      return commerceOk(await checkCod(await readOptions(request)));
    },
  );

  app.get(
    '/api/cart/:cartID/payment_gateways/',
    { schema: { tags, summary: 'The ways this cart can be paid now: card, cash on delivery, store credit (free)', ...read, response: { 200: commerceEnvelope(PaymentGateways) } } },
    async (request) => {
      return commerceOk(await listPaymentGateways(await readOptions(request)));
    },
  );
};
