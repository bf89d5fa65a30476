import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { CancelBody, CancelItems, OrderDetail, OrderList, OrderListParams, Reasons, RevisedOrder } from '@/shared/contracts/orders';
import { IdParams } from '@/shared/contracts/ids';
import { PageQuery } from '@/shared/contracts/paging';
import { StoreCredit } from '@/shared/contracts/store-credit';
import { commerceOk } from '../../../../lib/envelope';
import { resolveSite } from '../../../../lib/site';
import { SiteHeadersSchema } from '../../catalogue/catalogue-schemas';
import { cancelOrder, getCancelItems } from './cancel-service';
import { buildOrderDetail, getOrderDetail, getRevisedOrder, getStoreCredit, listOrderSummaries } from './order-read-service';
import { cancelReasons } from '@/shared/commerce/reasons';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** docs/requirements/calls.md#orders for the signed-in shopper: history, detail, cancellation, the revised order, store credit. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const returnWindowDays = app.env.RETURN_WINDOW_DAYS;

  app.get(
    '/api/orders/index/status/:status/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The shopper's orders, newest first, by status (`all` for every one)",
        description: '`limitFrom` (from 0) to `limitTo` (exclusive), at most 50 at once; `searchKey` matches the order number or a product name or SKU.',
        headers: SiteHeadersSchema,
        params: OrderListParams,
        querystring: PageQuery,
        response: { 200: commerceEnvelope(OrderList) },
      },
    },
    async (request) => commerceOk(await listOrderSummaries({ db: app.db, user: request.user!, status: request.params.status, query: request.query }), 'Orders'),
  );

  app.get(
    '/api/orders/detail/id/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One order: lines as revised, timeline, refunds, returns, excess and what can be done now',
        description: "Another shopper's order is 404 (staff see every order).",
        headers: SiteHeadersSchema,
        params: IdParams,
        response: { 200: commerceEnvelope(OrderDetail) },
      },
    },
    async (request) => {
      const { languageCode } = await resolveSite(app.db, request.headers);
      return commerceOk(await getOrderDetail({ db: app.db, orderId: request.params.id, user: request.user!, returnWindowDays, languageCode }), 'Order details');
    },
  );

  app.get(
    '/api/orders/cancelItems/id/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Lines (and units) that can still be cancelled: before dispatch only',
        headers: SiteHeadersSchema,
        params: IdParams,
        response: { 200: commerceEnvelope(CancelItems) },
      },
    },
    async (request) => commerceOk(await getCancelItems({ db: app.db, orderId: request.params.id, user: request.user! }), 'Cancellable items'),
  );

  app.get(
    '/api/orders/cancelReasons/',
    {
      preHandler: app.requireUser,
      schema: { tags, security, summary: "Reasons to cancel, in the request's language", headers: SiteHeadersSchema, response: { 200: commerceEnvelope(Reasons) } },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(cancelReasons(site.languageCode), 'Cancel reasons');
    },
  );

  app.patch(
    '/api/orders/cancel/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancel the whole order or some units of some lines (before dispatch), refunding what was paid beyond the revised total',
        description:
          'Without `lines`, every unit still cancellable. Units go back on sale; line figures are revised to the minor unit; the refund goes to store credit ' +
          '(a ledger credit) or the original payment (a refund the payment provider executes: status `pending`). 409 once dispatched or when more units are asked than remain.',
        headers: SiteHeadersSchema,
        body: CancelBody,
        response: { 200: commerceEnvelope(OrderDetail) },
      },
    },
    async (request) => {
      const user = request.user!;
      const { languageCode } = await resolveSite(app.db, request.headers);
      const order = await cancelOrder({ db: app.db, user, actor: { type: 'customer', id: user.id }, body: request.body, notify: app.notify });
      const detail = await buildOrderDetail({ db: app.db, order, returnWindowDays, languageCode });
      return commerceOk(detail, order.status === 'cancelled' ? 'Order cancelled' : 'Items cancelled');
    },
  );

  app.get(
    '/api/orders/revised/id/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The order as placed against the order as revised by cancellations, returns and an excess amount',
        headers: SiteHeadersSchema,
        params: IdParams,
        response: { 200: commerceEnvelope(RevisedOrder) },
      },
    },
    async (request) => commerceOk(await getRevisedOrder({ db: app.db, orderId: request.params.id, user: request.user! }), 'Revised order'),
  );

  app.get(
    '/api/users/storeCredit',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        security,
        summary: "The shopper's store-credit balance in the request's subsite and every ledger entry (newest first) with its order number",
        description: 'Credits: refunds, excess overpayments, checkout reversals; debits: checkout and excess payments. The balance is the sum of the entries and never below zero.',
        headers: SiteHeadersSchema,
        response: { 200: commerceEnvelope(StoreCredit) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await getStoreCredit({ db: app.db, user: request.user!, site }), 'Store credit');
    },
  );
};
