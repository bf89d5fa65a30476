import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import {
  AdminCancelBody,
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderParams,
  AdminReturnListQuery,
  AdminReturnParams,
  ExcessBody,
  OrderStatusBody,
  ReturnApproveBody,
  ReturnNoteBody,
  ReturnReceiveBody,
  ReturnRefundBody,
} from '@/shared/contracts/admin-orders';
import { OrderDetail, OrderList } from '@/shared/contracts/orders';
import { ReturnDetail, ReturnList } from '@/shared/contracts/returns';
import { commerceOk } from '../../../../lib/envelope';
import { requireStaff } from '../../../../plugins/auth';
import { adminRoute } from '../../../../plugins/admin-route';
import { cancelOrder } from '../after-sales/cancel-service';
import { setExcess } from '../after-sales/excess-service';
import { buildOrderDetail, getOrderDetail, listOrderSummaries } from '../after-sales/order-read-service';
import { getReturnDetail, listReturnSummaries } from '../after-sales/return-read-service';
import { actOnReturn, type StaffReturnAction } from '../after-sales/return-staff-service';
import { moveOrderAsStaff } from './staff-order-service';
import { listStaffPayments } from './staff-payments';


/** Staff move orders and returns along (docs/requirements/service-contract.md#staff): staff tokens only; a shopper gets 403, no token 401. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const returnWindowDays = app.env.RETURN_WINDOW_DAYS;

  app.get(
    '/admin/orders',
    adminRoute(requireStaff, { summary: "Every shopper's orders, newest first: by status, payment method, subsite, customer and day placed; search by number, product, e-mail, phone or name (staff only)", querystring: AdminOrderListQuery, response: { 200: commerceEnvelope(OrderList) } }),
    async (request) => {
      const { status, paymentMethod, subsiteID, customerID, placedFrom, placedTo, ...query } = request.query;
      const staff = { paymentMethod, subsiteId: subsiteID, customerId: customerID, placedFrom, placedTo };
      return commerceOk(await listOrderSummaries({ db: app.db, user: request.user!, status, query, everyone: true, staff }), 'Orders');
    },
  );

  app.get(
    '/admin/orders/:orderID',
    adminRoute(requireStaff, { summary: 'One order with what staff can do next (staff only)', description: 'Beside what the shopper sees: `payments`, the checkout payment and each excess payment with its provider reference, amount, status and times.', params: AdminOrderParams, response: { 200: commerceEnvelope(AdminOrderDetail) } }),
    async (request) => {
      const detail = await getOrderDetail({ db: app.db, orderId: request.params.orderID, user: request.user!, returnWindowDays });
      return commerceOk({ ...detail, payments: await listStaffPayments(app.db, detail) }, 'Order details');
    },
  );

  app.post(
    '/admin/orders/:orderID/status',
    adminRoute(requireStaff, {
      summary: 'Move an order along its life (ORDER_TRANSITIONS): confirmed, packed, shipped, delivered; or cancelled before dispatch',
      description: 'An illegal move is 409 naming both statuses. `cancelled` cancels every unit still cancellable and refunds to store credit (guest orders: the original payment).',
      params: AdminOrderParams,
      body: OrderStatusBody,
      response: { 200: commerceEnvelope(OrderDetail) },
    }),
    async (request) => {
      const order = await moveOrderAsStaff({ db: app.db, staff: request.user!, orderId: request.params.orderID, to: request.body.status, note: request.body.note, notify: app.notify });
      return commerceOk(await buildOrderDetail({ db: app.db, order, returnWindowDays }), `Order ${order.number} is ${order.status}`);
    },
  );

  app.post(
    '/admin/orders/:orderID/cancel',
    adminRoute(requireStaff, { summary: 'Cancel some units or the whole order for the shopper (before dispatch), with the refund method', params: AdminOrderParams, body: AdminCancelBody, response: { 200: commerceEnvelope(OrderDetail) } }),
    async (request) => {
      const staff = request.user!;
      const order = await cancelOrder({ db: app.db, user: staff, actor: { type: 'staff', id: staff.id }, body: { ...request.body, orderID: request.params.orderID }, notify: app.notify });
      return commerceOk(await buildOrderDetail({ db: app.db, order, returnWindowDays }), order.status === 'cancelled' ? 'Order cancelled' : 'Items cancelled');
    },
  );

  app.post(
    '/admin/orders/:orderID/excess',
    adminRoute(requireStaff, {
      summary: 'Set the excess amount of an order (a piece weighed more than estimated), with a note the shopper sees',
      description: '409 when the order is not alive (cancelled, unpaid), when the amount is below what is already paid of it, or while a payment of it is in progress.',
      params: AdminOrderParams,
      body: ExcessBody,
      response: { 200: commerceEnvelope(OrderDetail) },
    }),
    async (request) =>
      commerceOk(
        await setExcess({ db: app.db, staff: request.user!, orderId: request.params.orderID, excessAmount: request.body.excessAmount, note: request.body.note, notify: app.notify, returnWindowDays }),
        'Excess amount set',
      ),
  );

  app.get(
    '/admin/returns',
    adminRoute(requireStaff, { summary: 'Every return, newest first, by status and search (staff only)', querystring: AdminReturnListQuery, response: { 200: commerceEnvelope(ReturnList) } }),
    async (request) => {
      const { status, ...query } = request.query;
      return commerceOk(await listReturnSummaries({ db: app.db, user: request.user!, status, query, languageCode: 'en', everyone: true }), 'Return requests');
    },
  );

  app.get(
    '/admin/returns/:returnID',
    adminRoute(requireStaff, { summary: 'One return (staff only)', params: AdminReturnParams, response: { 200: commerceEnvelope(ReturnDetail) } }),
    async (request) => commerceOk(await getReturnDetail({ db: app.db, returnId: request.params.returnID, user: request.user!, languageCode: 'en' }), 'Return details'),
  );

  const act = (path: string, summary: string, body: typeof ReturnApproveBody | typeof ReturnNoteBody | typeof ReturnReceiveBody | typeof ReturnRefundBody, toAction: (body: never) => StaffReturnAction, message: string) =>
    app.post(
      `/admin/returns/:returnID/${path}`,
      adminRoute(requireStaff, { summary, description: 'An illegal move (RETURN_TRANSITIONS) is 409.', params: AdminReturnParams, body, response: { 200: commerceEnvelope(ReturnDetail) } }),
      async (request) =>
        commerceOk(await actOnReturn({ db: app.db, staff: request.user!, returnId: request.params.returnID, action: toAction(request.body as never), notify: app.notify }), message),
    );

  act('approve', 'Approve a return (optionally fewer units per line): the shopper sends the pieces back', ReturnApproveBody, (body: { note: string; lines?: { orderLineID: number; quantity: number }[] }) => ({ kind: 'approve', ...body }), 'Return approved');
  act('reject', 'Reject a return, saying why', ReturnNoteBody, (body: { note: string }) => ({ kind: 'reject', ...body }), 'Return rejected');
  act('need-more-info', 'Ask the shopper for more information (they answer with needmoreinfoImages)', ReturnNoteBody, (body: { note: string }) => ({ kind: 'need_more_info', ...body }), 'More information requested');
  act('receive', 'Mark the returned pieces received: their share of each line total is fixed for the refund', ReturnReceiveBody, (body: { note: string }) => ({ kind: 'receive', ...body }), 'Return received');
  act('refund', 'Refund a received return to store credit or the original payment', ReturnRefundBody, (body: { note: string; method: 'store_credit' | 'original_payment' }) => ({ kind: 'refund', ...body }), 'Return refunded');
};
