import { http } from 'msw';
import { storeNote } from '@/shared/message-templates/order-notes';
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
import { canMoveReturn } from '@/shared/contracts/order-life';
import { ACCOUNT_MESSAGES } from '@/shared/account-messages';
import { decimalToMinor } from '@/shared/money';
import { activeQuantity, valueOfUnits } from '@/shared/commerce/revision';
import { userOfBearer } from '../lib/account-session';
import { addEvent, canMove, decimal, excessAllowed, figuresOf, lifeOf, orderMoney, refundAfterChange, refundRows, revisedMinor, visibleOrder } from '../lib/order-life';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';
import type { MockUser } from '../state/account-store';
import { saveCheckout } from '../state/checkout-store';
import { orderLifeState, saveOrderLife } from '../state/order-life-store';
import { orderDetailOf, orderListOf } from '../lib/order-read';
import { paymentsOf } from '../lib/order-view';
import { cancelUnits } from './order-life';
import { returnDetailOf, returnListOf, visibleReturn } from './returns';
import { hasPermission } from '@/shared/roles';

/**
 * The staff routes of the after-sales life (`/admin/orders/…`, `/admin/returns/…`), so journeys
 * can run in mock mode: the bearer must be a staff user of the mock accounts (403 otherwise),
 * moves follow the shared transition tables (409 otherwise), refunds the services' money rules.
 */
function staffOf(request: Request): MockUser {
  const { user } = userOfBearer(request)!;
  if (!hasPermission(user.role, 'operations')) throw new MockHttpError(403, ACCOUNT_MESSAGES.staffOnly);
  return user;
}

/** The services' answers to each staff action on a return (the orders module's staff/staff-order-routes.ts). */
const RETURN_MESSAGES: Record<string, string> = {
  approved: 'Return approved',
  rejected: 'Return rejected',
  need_more_info: 'More information requested',
  received: 'Return received',
  refunded: 'Return refunded',
};

export const orderAdminHandlers = [
  http.get(
    anyOrigin('/admin/orders'),
    withEnvelope('commerce', ({ request }) => {
      staffOf(request);
      const { status, ...query } = parseInput(AdminOrderListQuery, queryOf(request), 'querystring');
      return commerceOk(OrderList, orderListOf(() => true, status, query, true), { message: 'Orders' });
    }),
  ),
  http.get(
    anyOrigin('/admin/orders/:orderID'),
    withEnvelope('commerce', ({ request, params }) => {
      const staff = staffOf(request);
      const { orderID } = parseInput(AdminOrderParams, params, 'params');
      const order = visibleOrder(orderID, staff);
      return commerceOk(AdminOrderDetail, { ...orderDetailOf(order), payments: paymentsOf(order) }, { message: 'Order details' });
    }),
  ),
  http.post(
    anyOrigin('/admin/orders/:orderID/cancel'),
    withEnvelope('commerce', async ({ request, params }) => {
      const staff = staffOf(request);
      const { orderID } = parseInput(AdminOrderParams, params, 'params');
      const body = parseInput(AdminCancelBody, await jsonBodyOf(request), 'body');
      const order = visibleOrder(orderID, staff);
      const message = cancelUnits(order, body, 'staff');
      return commerceOk(OrderDetail, orderDetailOf(order), { message });
    }),
  ),
  http.get(
    anyOrigin('/admin/returns'),
    withEnvelope('commerce', ({ request }) => {
      staffOf(request);
      const { status, ...query } = parseInput(AdminReturnListQuery, queryOf(request), 'querystring');
      return commerceOk(ReturnList, returnListOf(() => true, status, query, 'en', true), { message: 'Return requests' });
    }),
  ),
  http.get(
    anyOrigin('/admin/returns/:returnID'),
    withEnvelope('commerce', ({ request, params }) => {
      const staff = staffOf(request);
      const { returnID } = parseInput(AdminReturnParams, params, 'params');
      return commerceOk(ReturnDetail, returnDetailOf(visibleReturn(returnID, staff), 'en', true), { message: 'Return details' });
    }),
  ),
  http.post(
    anyOrigin('/admin/orders/:orderID/status'),
    withEnvelope('commerce', async ({ request, params }) => {
      const staff = staffOf(request);
      const { orderID } = parseInput(AdminOrderParams, params, 'params');
      const body = parseInput(OrderStatusBody, await jsonBodyOf(request), 'body');
      const order = visibleOrder(orderID, staff);
      const life = lifeOf(order);
      // Cancelling is the full cancellation (units back, refund to store credit), as staff/staff-order-service.ts does it.
      if (body.status === 'cancelled') {
        cancelUnits(order, { reasonID: 'other', comment: body.note || undefined, refundMethod: 'store_credit' }, 'staff');
        return commerceOk(OrderDetail, orderDetailOf(order), { message: `Order ${order.orderNumber} is ${life.status}` });
      }
      if (!canMove(life, body.status, 'staff')) throw new MockHttpError(409, `Order ${order.orderNumber} cannot go from ${life.status} to ${body.status}`, { status: life.status, to: body.status });
      life.status = body.status;
      if (body.status === 'delivered') {
        life.deliveredAt = new Date().toISOString();
        // Cash on delivery is collected at the door: the amount due as the order now stands.
        if (order.paymentStatus === 'cod_due') {
          life.collectedMinor = revisedMinor(order, life).amountDueMinor;
          order.paymentStatus = 'paid';
          saveCheckout();
        }
      }
      addEvent(life, body.status, body.note, 'staff');
      saveOrderLife();
      return commerceOk(OrderDetail, orderDetailOf(order), { message: `Order ${order.orderNumber} is ${body.status}` });
    }),
  ),
  http.post(
    anyOrigin('/admin/orders/:orderID/excess'),
    withEnvelope('commerce', async ({ request, params }) => {
      const staff = staffOf(request);
      const { orderID } = parseInput(AdminOrderParams, params, 'params');
      const body = parseInput(ExcessBody, await jsonBodyOf(request), 'body');
      const order = visibleOrder(orderID, staff);
      const life = lifeOf(order);
      if (!excessAllowed(life)) throw new MockHttpError(409, `Order ${order.orderNumber} is ${life.status}: no excess amount can be set`);
      const amountMinor = decimalToMinor(body.excessAmount, order.decimalPlaces);
      if (decimal(order)(amountMinor) !== body.excessAmount) throw new MockHttpError(400, `excessAmount must have at most ${order.decimalPlaces} decimal places`);
      if (amountMinor < life.excess.paidMinor) throw new MockHttpError(409, `${orderMoney(order, life.excess.paidMinor)} of the excess is already paid: the amount cannot be less`);
      if (orderLifeState().excessPayments.some((payment) => payment.orderID === order.orderID && payment.status === 'pending')) {
        throw new MockHttpError(409, `A payment of the excess of ${order.orderNumber} is in progress: try again when it is settled`);
      }
      // The shopper reads staff's own words on the order (the services' orders.excess_note); the timeline notes the change.
      life.excess = { amountMinor, paidMinor: life.excess.paidMinor, note: body.note };
      addEvent(life, life.status, storeNote(order, { key: 'excess_set', amountMinor, note: body.note }), 'staff');
      saveOrderLife();
      return commerceOk(OrderDetail, orderDetailOf(order), { message: 'Excess amount set' });
    }),
  ),
  ...(
    [
      ['approve', ReturnApproveBody, 'approved'],
      ['reject', ReturnNoteBody, 'rejected'],
      ['need-more-info', ReturnNoteBody, 'need_more_info'],
      ['receive', ReturnReceiveBody, 'received'],
      ['refund', ReturnRefundBody, 'refunded'],
    ] as const
  ).map(([path, schema, to]) =>
    http.post(
      anyOrigin(`/admin/returns/:returnID/${path}`),
      withEnvelope('commerce', async ({ request, params }) => {
        const staff = staffOf(request);
        const { returnID } = parseInput(AdminReturnParams, params, 'params');
        const body = parseInput(schema, await jsonBodyOf(request), 'body') as { note: string; lines?: { orderLineID: number; quantity: number }[]; method?: 'store_credit' | 'original_payment' };
        const rma = visibleReturn(returnID, staff);
        const order = visibleOrder(rma.orderID, staff);
        const life = lifeOf(order);
        if (!canMoveReturn(rma.status, to, 'staff')) throw new MockHttpError(409, `Return ${rma.rmaNumber} cannot go from ${rma.status} to ${to}`, { status: rma.status, to });
        let worthMinor: number | null = null;
        let refunds: { method: string; amountMinor: number }[] | null = null;
        if (to === 'approved') {
          for (const [index, request] of (body.lines ?? []).entries()) {
            const line = rma.lines.find((candidate) => candidate.orderLineID === request.orderLineID);
            if (!line) throw new MockHttpError(400, `lines[${index}].orderLineID is not a line of this return`);
            if (request.quantity > line.quantity) throw new MockHttpError(400, `lines[${index}].quantity must be at most ${line.quantity}, the units asked for`);
          }
          for (const line of rma.lines) line.approvedQuantity = body.lines?.find((request) => request.orderLineID === line.orderLineID)?.quantity ?? line.quantity;
        }
        if (to === 'need_more_info') rma.staffNote = body.note;
        if (to === 'received') {
          let worth = 0;
          for (const line of rma.lines) {
            const figure = figuresOf(order, life).find((candidate) => candidate.orderLineID === line.orderLineID)!;
            const units = Math.min(line.approvedQuantity ?? line.quantity, activeQuantity(figure));
            line.refundMinor = valueOfUnits(figure.lineTotalMinor, { taken: figure.cancelledQuantity + figure.returnedQuantity, units, quantity: figure.quantity });
            worth += line.refundMinor;
            life.returned[String(line.orderLineID)] = (life.returned[String(line.orderLineID)] ?? 0) + units;
          }
          worthMinor = worth;
        }
        if (to === 'refunded') {
          // Never more than the received units' worth, nor than was paid beyond the revised order.
          const worth = rma.lines.reduce((sum, line) => sum + (line.refundMinor ?? 0), 0);
          const refund = refundAfterChange(order, life, { method: body.method ?? 'store_credit', source: 'return', returnID: rma.returnID, note: body.note, capMinor: worth });
          rma.refundID = refund?.refundID ?? null;
          refunds = refundRows(refund);
        }
        rma.status = to;
        rma.timeline.push({ status: to, note: body.note, actor: 'staff', imageIDs: [], at: new Date().toISOString() });
        // One note on the order per action, in the services' words (return-service.ts actOnReturn).
        addEvent(life, life.status, storeNote(order, { key: 'return_moved', returnNumber: rma.rmaNumber, to, worthMinor, paymentMethod: order.paymentMethod, refunds, staffNote: body.note }), 'staff');
        const figures = figuresOf(order, life);
        const nothingKept = figures.every((figure) => activeQuantity(figure) === 0) && figures.some((figure) => figure.returnedQuantity > 0);
        if (to === 'received' && nothingKept && life.status === 'delivered') {
          life.status = 'returned';
          addEvent(life, 'returned', storeNote(order, { key: 'all_returned' }), 'system');
        }
        if (to === 'refunded' && life.status === 'returned' && !orderLifeState().returns.some((other) => other.orderID === order.orderID && other.returnID !== rma.returnID && other.status === 'received')) {
          life.status = 'refunded';
          life.paymentStatus = 'refunded';
          addEvent(life, 'refunded', storeNote(order, { key: 'returned_refunded' }), 'system');
        }
        saveOrderLife();
        return commerceOk(ReturnDetail, returnDetailOf(rma, 'en', true), { message: RETURN_MESSAGES[to] });
      }),
    ),
  ),
];
