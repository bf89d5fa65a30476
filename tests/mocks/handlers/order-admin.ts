import { http } from 'msw';
import {
  AdminCancelBody,
  AdminOrderListQuery,
  AdminOrderParams,
  AdminReturnListQuery,
  AdminReturnParams,
  ExcessBody,
  OrderDetail,
  OrderList,
  OrderStatusBody,
  ReturnApproveBody,
  ReturnDetail,
  ReturnList,
  ReturnNoteBody,
  ReturnReceiveBody,
  ReturnRefundBody,
} from '@/shared/contracts/orders';
import { canMoveReturn } from '@/shared/contracts/orders';
import { decimalToMinor } from '@/shared/money';
import { activeQuantity, valueOfUnits } from '@/server/modules/commerce/after-sales/revision';
import { userOfBearer } from '../lib/account-session';
import { addEvent, canMove, decimal, excessAllowed, figuresOf, lifeOf, refundAfterChange, visibleOrder } from '../lib/order-life';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';
import type { MockUser } from '../state/account-store';
import { saveCheckout } from '../state/checkout-store';
import { type MockReturn, saveOrderLife } from '../state/order-life-store';
import { cancelUnits, orderDetailOf, orderListOf } from './order-life';
import { returnDetailOf, returnListOf, visibleReturn } from './returns';

/**
 * The staff routes of the after-sales life (`/admin/orders/…`, `/admin/returns/…`), so journeys
 * can run in mock mode: the bearer must be a staff user of the mock accounts (403 otherwise),
 * moves follow the shared transition tables (409 otherwise), refunds the services' money rules.
 */
function staffOf(request: Request): MockUser {
  const { user } = userOfBearer(request)!;
  if (user.role !== 'staff') throw new MockHttpError(403, 'Staff only');
  return user;
}

const STAFF_NOTES: Record<string, string> = { confirmed: 'Order confirmed', packed: 'Packed and insured', shipped: 'Handed to the courier', delivered: 'Delivered' };

function actOnReturn(rma: MockReturn, to: MockReturn['status'], note: string): void {
  if (!canMoveReturn(rma.status, to, 'staff')) throw new MockHttpError(409, `Return ${rma.rmaNumber} cannot move from ${rma.status} to ${to}`);
  rma.status = to;
  rma.timeline.push({ status: to, note, actor: 'staff', imageIDs: [], at: new Date().toISOString() });
}

export const orderAdminHandlers = [
  http.get(
    anyOrigin('/admin/orders'),
    withEnvelope('commerce', ({ request }) => {
      staffOf(request);
      const { status, ...query } = parseInput(AdminOrderListQuery, queryOf(request), 'querystring');
      return commerceOk(OrderList, orderListOf(() => true, status, query), { message: 'Orders' });
    }),
  ),
  http.get(
    anyOrigin('/admin/orders/:orderID'),
    withEnvelope('commerce', ({ request, params }) => {
      const staff = staffOf(request);
      const { orderID } = parseInput(AdminOrderParams, params, 'params');
      return commerceOk(OrderDetail, orderDetailOf(visibleOrder(orderID, staff)), { message: 'Order details' });
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
      return commerceOk(ReturnList, returnListOf(() => true, status, query), { message: 'Return requests' });
    }),
  ),
  http.get(
    anyOrigin('/admin/returns/:returnID'),
    withEnvelope('commerce', ({ request, params }) => {
      const staff = staffOf(request);
      const { returnID } = parseInput(AdminReturnParams, params, 'params');
      return commerceOk(ReturnDetail, returnDetailOf(visibleReturn(returnID, staff)), { message: 'Return details' });
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
      if (!canMove(life, body.status, 'staff')) throw new MockHttpError(409, `Order ${order.orderNumber} cannot move from ${life.status} to ${body.status}`);
      life.status = body.status;
      if (body.status === 'delivered') {
        life.deliveredAt = new Date().toISOString();
        // Cash on delivery is collected at the door.
        if (order.paymentStatus === 'cod_due') {
          order.paymentStatus = 'paid';
          saveCheckout();
        }
      }
      addEvent(life, body.status, body.note || STAFF_NOTES[body.status] || '', 'staff');
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
      if (!excessAllowed(life)) throw new MockHttpError(409, `Order ${order.orderNumber} is ${life.status}: no extra amount can be set`);
      const amountMinor = decimalToMinor(body.excessAmount, order.decimalPlaces);
      if (amountMinor < life.excess.paidMinor) throw new MockHttpError(409, 'The amount is below what is already paid of it');
      life.excess = { amountMinor, paidMinor: life.excess.paidMinor, note: body.note };
      addEvent(life, life.status, `Excess amount set to ${order.currencyCode} ${decimal(order)(amountMinor)}: ${body.note}`, 'staff');
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
        actOnReturn(rma, to, body.note);
        if (to === 'approved') for (const line of rma.lines) line.approvedQuantity = body.lines?.find((request) => request.orderLineID === line.orderLineID)?.quantity ?? line.quantity;
        if (to === 'need_more_info') rma.staffNote = body.note;
        if (to === 'received') {
          for (const line of rma.lines) {
            const units = line.approvedQuantity ?? line.quantity;
            const figure = figuresOf(order, life).find((candidate) => candidate.orderLineID === line.orderLineID)!;
            line.refundMinor = valueOfUnits(figure.lineTotalMinor, { taken: figure.cancelledQuantity + figure.returnedQuantity, units, quantity: figure.quantity });
            life.returned[String(line.orderLineID)] = (life.returned[String(line.orderLineID)] ?? 0) + units;
          }
          if (figuresOf(order, life).every((figure) => activeQuantity(figure) === 0) && canMove(life, 'returned', 'system')) {
            life.status = 'returned';
            addEvent(life, 'returned', `Return ${rma.rmaNumber} received.`, 'system');
          }
        }
        if (to === 'refunded') {
          const refund = refundAfterChange(order, life, { method: body.method ?? 'store_credit', source: 'return', returnID: rma.returnID });
          rma.refundID = refund?.refundID ?? null;
          if (life.status === 'returned' && canMove(life, 'refunded', 'system')) life.status = 'refunded';
          addEvent(life, life.status, `Return ${rma.rmaNumber} refunded: ${refund ? `${order.currencyCode} ${decimal(order)(refund.amountMinor)} to ${refund.method === 'store_credit' ? 'store credit' : 'the original payment'}` : 'nothing to refund'}.`, 'staff');
        }
        saveOrderLife();
        return commerceOk(ReturnDetail, returnDetailOf(rma));
      }),
    ),
  ),
];
