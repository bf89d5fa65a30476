import { http } from 'msw';
import { storeNote } from '@/shared/message-templates/order-notes';
import {
  CancelBody,
  CancelItems,
  OrderDetail,
  OrderList,
  OrderListParams,
  Reasons,
  RevisedOrder,
} from '@/shared/contracts/orders';
import { IdParams } from '@/shared/contracts/ids';
import { PageQuery } from '@/shared/contracts/paging';
import { StoreCredit } from '@/shared/contracts/store-credit';
import { unitsOfLine } from '@/shared/order-view';
import { cancelReasonLabel, cancelReasons } from '@/shared/commerce/reasons';
import { activeQuantity } from '@/shared/commerce/revision';
import { userOfBearer } from '../lib/account-session';
import { creditBalanceOf } from '../lib/checkout-pricing';
import {
  addEvent,
  canMove,
  cancellableLines,
  decimal,
  figuresOf,
  lifeOf,
  refundAfterChange,
  refundRows,
  refundedOf,
  unitValue,
  visibleOrder,
} from '../lib/order-life';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockSite } from '../lib/site';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';
import type { MockOrder } from '../state/checkout-store';
import { checkoutState } from '../state/checkout-store';
import { orderLifeState, saveOrderLife } from '../state/order-life-store';
import { excessHandlers } from './order-excess';
import { orderDetailOf, orderListOf } from '../lib/order-read';

/** Orders after checkout (docs/requirements/calls.md#orders): list, detail, revised, cancel, and the store-credit ledger; paying the excess is in order-excess.ts. */

/**
 * Cancel some units (or every unit still open) of an order, refund them, and note it on the
 * timeline: what `PATCH /api/orders/cancel` and the staff's `/admin/orders/{id}/cancel` share.
 */
export function cancelUnits(order: MockOrder, body: Omit<CancelBody, 'orderID'>, actor: 'customer' | 'staff'): string {
  const life = lifeOf(order);
  const open = cancellableLines(order, life);
  if (open.length === 0) {
    throw new MockHttpError(409, life.status === 'pending_payment' ? `Order ${order.orderNumber} is waiting for its payment: it can be cancelled once paid` : `Order ${order.orderNumber} is ${life.status}: it can no longer be cancelled`);
  }
  const wanted = body.lines ?? open;
  const seen = new Set<number>();
  for (const [index, line] of wanted.entries()) {
    const orderLine = order.lines.find((candidate) => candidate.orderLineID === line.orderLineID);
    if (!orderLine || seen.has(line.orderLineID)) throw new MockHttpError(400, `lines[${index}].orderLineID ${!orderLine ? 'is not a line of this order' : 'appears twice'}`);
    seen.add(line.orderLineID);
    const available = open.find((candidate) => candidate.orderLineID === line.orderLineID)?.quantity ?? 0;
    if (line.quantity > available) throw new MockHttpError(409, `Only ${available} of ${orderLine.name} can be cancelled`, { orderLineID: line.orderLineID, available });
  }
  for (const line of wanted) life.cancelled[String(line.orderLineID)] = (life.cancelled[String(line.orderLineID)] ?? 0) + line.quantity;
  const everything = figuresOf(order, life).every((figure) => activeQuantity(figure) === 0);
  const refund = refundAfterChange(order, life, { method: body.refundMethod, source: 'cancellation', returnID: null, note: cancelReasonLabel(body.reasonID) });
  // The services' note (cancel-service.ts): one per change, with the order's status as it then stands.
  const taken = wanted.map((line) => {
    const orderLine = order.lines.find((candidate) => candidate.orderLineID === line.orderLineID)!;
    return unitsOfLine(line.quantity, orderLine);
  });
  if (everything && canMove(life, 'cancelled', actor)) {
    life.status = 'cancelled';
    // Nothing left to deliver: cash due on delivery is no longer due; a paid order is refunded.
    const refundedAny = life.refunds.length > 0;
    life.paymentStatus = order.paymentStatus === 'cod_due' || order.paymentStatus === 'pending' ? 'not_required' : refundedAny ? 'refunded' : order.paymentStatus;
  }
  const note = { key: 'cancelled', units: taken.join(', '), reasonID: body.reasonID, comment: body.comment ?? '', paymentMethod: order.paymentMethod, refunds: refundRows(refund) } as const;
  addEvent(life, life.status, storeNote(order, note), actor);
  saveOrderLife();
  return everything ? 'Order cancelled' : 'Items cancelled';
}

const idOf = (params: unknown) => parseInput(IdParams, params, 'params').id;

export const orderLifeHandlers = [
  ...excessHandlers,
  http.get(
    anyOrigin('/api/orders/index/status/:status'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      // The site headers are checked; the history is the shopper's on every subsite (each order in its currency), as the services list it.
      resolveMockSite(request);
      const { status } = parseInput(OrderListParams, params, 'params');
      const query = parseInput(PageQuery, queryOf(request), 'querystring');
      return commerceOk(OrderList, orderListOf((order) => order.userID === user.userID, status, query), { message: 'Orders' });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/detail/id/:id'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      return commerceOk(OrderDetail, orderDetailOf(visibleOrder(idOf(params), user), resolveMockSite(request).languageCode), { message: 'Order details' });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/revised/id/:id'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const order = visibleOrder(idOf(params), user);
      const life = lifeOf(order);
      const money = decimal(order);
      const refunded = refundedOf(life);
      const figures = figuresOf(order, life);
      const detail = orderDetailOf(order);
      return commerceOk(RevisedOrder, {
        orderID: order.orderID,
        orderNumber: order.orderNumber,
        currencyCode: order.currencyCode,
        decimalPlaces: order.decimalPlaces,
        original: detail.totals,
        revised: detail.revisedTotals,
        lines: order.lines.map((line, index) => ({
          orderLineID: line.orderLineID,
          name: line.name,
          quantity: line.quantity,
          cancelledQuantity: figures[index]!.cancelledQuantity,
          returnedQuantity: figures[index]!.returnedQuantity,
          originalLineTotal: money(line.lineTotalMinor),
          revisedLineTotal: detail.items[index]!.revisedLineTotal,
        })),
        excess: detail.excess,
        refunded: money(refunded.toCreditMinor + refunded.toPaymentMinor),
        refundedToCredit: money(refunded.toCreditMinor),
        refundedToPayment: money(refunded.toPaymentMinor),
      }, { message: 'Revised order' });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/cancelReasons'),
    withEnvelope('commerce', ({ request }) => commerceOk(Reasons, cancelReasons(resolveMockSite(request).languageCode), { message: 'Cancel reasons' })),
  ),
  http.get(
    anyOrigin('/api/orders/cancelItems/id/:id'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const order = visibleOrder(idOf(params), user);
      const life = lifeOf(order);
      const money = decimal(order);
      const figures = figuresOf(order, life);
      const items = cancellableLines(order, life).map(({ orderLineID, quantity }) => {
        const line = order.lines.find((candidate) => candidate.orderLineID === orderLineID)!;
        const figure = figures.find((candidate) => candidate.orderLineID === orderLineID)!;
        const taken = figure.cancelledQuantity + figure.returnedQuantity;
        return { orderLineID, name: line.name, optionLabel: line.optionLabel, sku: line.sku, image: line.image, quantity, unitPrice: money(line.unitPriceMinor), amount: money(unitValue(line.lineTotalMinor, { taken, units: quantity, quantity: line.quantity })) };
      });
      // The services offer both ways to a shopper (a guest's order has no store credit).
      const refundMethods = order.userID === null ? (['original_payment'] as const) : (['store_credit', 'original_payment'] as const);
      return commerceOk(CancelItems, { orderID: order.orderID, orderNumber: order.orderNumber, items, refundMethods: [...refundMethods] }, { message: 'Cancellable items' });
    }),
  ),
  http.patch(
    anyOrigin('/api/orders/cancel'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      const body = parseInput(CancelBody, await jsonBodyOf(request), 'body');
      const order = visibleOrder(body.orderID, user);
      const message = cancelUnits(order, body, 'customer');
      return commerceOk(OrderDetail, orderDetailOf(order, resolveMockSite(request).languageCode), { message });
    }),
  ),
  http.get(
    anyOrigin('/api/users/storeCredit'),
    withEnvelope('commerce', ({ request }) => {
      const { user } = userOfBearer(request)!;
      const site = resolveMockSite(request);
      const orders = checkoutState().orders;
      const sample = orders.find((order) => order.subsiteId === site.subsiteId);
      const decimalPlaces = sample?.decimalPlaces ?? (site.subsiteId === 1 ? 0 : 2);
      const money = decimal({ decimalPlaces });
      const balanceMinor = creditBalanceOf(user.userID, site.subsiteId);
      const own = checkoutState()
        .creditEntries.map((entry, index) => ({ entry, index }))
        .filter(({ entry }) => entry.userID === user.userID && entry.subsiteId === site.subsiteId);
      const entries = own.reverse().map(({ entry, index }) => {
        const order = entry.orderID === null ? undefined : orders.find((candidate) => candidate.orderID === entry.orderID);
        const at = orderLifeState().creditTimes[String(index)] ?? order?.placedAt ?? new Date().toISOString();
        return { entryID: index + 2, amount: money(entry.amountMinor), reason: entry.reason, orderID: entry.orderID, orderNumber: order?.orderNumber ?? null, note: entry.note ?? '', createdAt: at };
      });
      // The recorded opening balance (the seed's goodwill credit) is the ledger's first entry.
      const openingMinor = balanceMinor - own.reduce((sum, { entry }) => sum + entry.amountMinor, 0);
      if (openingMinor !== 0) entries.push({ entryID: 1, amount: money(openingMinor), reason: 'goodwill', orderID: null, orderNumber: null, note: 'Welcome credit of the demo store', createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString() });
      return commerceOk(StoreCredit, { balance: money(balanceMinor), currencyCode: site.subsiteId === 1 ? 'INR' : 'AED', decimalPlaces, entries }, { message: 'Store credit' });
    }),
  ),
];
