import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartIdOnlyParams } from '@/shared/contracts/checkout';
import { IDEMPOTENCY_HEADER, Order, OrderParams, OrderQuery, PlacedOrder, PostOrderBody, PostOrderHeaders } from '@/shared/contracts/order-placement';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../../lib/envelope';
import { resolveSite } from '../../../../lib/site';
import { SiteHeadersSchema } from '../../cart';
import { publicBaseUrlOf } from '../../payments';
import { getOrder } from './get-order';
import { placeOrder, type PlaceOrderFaults } from './place-order';

export interface OrderRoutesOptions {
  /** Test hook: called after each step of placing an order; throwing fails the order there. */
  faults?: PlaceOrderFaults;
}

const tags = ['orders'];

/** Placing an order from a cart, and reading it back. */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { faults }) => {
  app.post(
    '/api/cart/postorders/:cartID/',
    {
      schema: {
        tags,
        summary: 'Place the order of a cart (one transaction); the same Idempotency-Key returns the same order',
        description:
          '409 with the new cart as data when `expectedTotal` differs from the repriced total or `expectedAmountDue` from the amount due; ' +
          '409 when stock is short, the cart is empty, the pincode is not served, or the payment method does not fit (COD needs a verified code); ' +
          '409 asking to place it again when the database race was lost three times. 400 without an Idempotency-Key; ' +
          '422 when the Idempotency-Key was used with another body.',
        headers: SiteHeadersSchema.extend(PostOrderHeaders.shape),
        params: CartIdOnlyParams,
        body: PostOrderBody,
        response: { 200: commerceEnvelope(PlacedOrder) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const placed = await placeOrder({
        db: app.db,
        site,
        cartId: request.params.cartID,
        paymentKey: request.body.paymentSettingsGroupKey,
        expectedTotal: request.body.expectedTotal,
        expectedAmountDue: request.body.expectedAmountDue,
        idempotencyKey: String(request.headers[IDEMPOTENCY_HEADER]).trim(),
        user: request.user,
        notify: app.notify,
        log: request.log,
        storefrontUrl: app.env.STOREFRONT_URL,
        publicBaseUrl: publicBaseUrlOf(request),
        paymentTimeoutMinutes: app.env.PAYMENT_TIMEOUT_MINUTES,
        faults,
      });
      return commerceOk(placed, placed.next === 'payment' ? 'Order created: continue to payment' : 'Order placed');
    },
  );

  app.get(
    '/api/cart/orders/:orderID/',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "An order: for its owner's token, staff, or with the order's access key (`?key=`); 404 for anyone else",
        headers: SiteHeadersSchema,
        params: OrderParams,
        querystring: OrderQuery,
        response: { 200: commerceEnvelope(Order) },
      },
    },
    async (request) => {
      const order = await getOrder({ db: app.db, orderId: request.params.orderID, user: request.user, key: request.query.key });
      return commerceOk(order, 'Order details');
    },
  );
};
