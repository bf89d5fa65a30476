import { http } from 'msw';
import { PAYMENT_STATUSES } from '@/shared/contracts/checkout';
import {
  CancelBody,
  CancelItems,
  IdParams,
  OrderDetail,
  ORDER_LIST_GROUPS,
  OrderList,
  OrderListParams,
  type OrderStatusValue,
  PageQuery,
  Reasons,
  RevisedOrder,
  StoreCredit,
} from '@/shared/contracts/orders';
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
  describeRefund,
  excessAllowed,
  excessOf,
  excessDueMinor,
  figuresOf,
  lifeOf,
  paymentStatusOf,
  refundAfterChange,
  refundedOf,
  returnableLines,
  returnWindowEndsAt,
  revisedMinor,
  staffNextStatuses,
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

/** Orders after checkout (SPEC §7 "Orders"): list, detail, revised, cancel, and the store-credit ledger; paying the excess is in order-excess.ts. */

const totalsOf = (order: MockOrder, minor: { subtotalMinor: number; discountMinor: number; shippingMinor: number; taxMinor: number; totalMinor: number; creditMinor: number; amountDueMinor: number }) => {
  const money = decimal(order);
  return { subtotal: money(minor.subtotalMinor), discount: money(minor.discountMinor), shipping: money(minor.shippingMinor), tax: money(minor.taxMinor), total: money(minor.totalMinor), credit: money(minor.creditMinor), amountDue: money(minor.amountDueMinor) };
};

const paymentStatusOnWire = (order: MockOrder) => {
  const status = paymentStatusOf(order);
  return (PAYMENT_STATUSES as readonly string[]).includes(status) ? status : 'pending';
};

export function orderDetailOf(order: MockOrder) {
  const life = lifeOf(order);
  const money = decimal(order);
  const figures = figuresOf(order, life);
  const revised = revisedMinor(order, life);
  const rmas = orderLifeState().returns.filter((rma) => rma.orderID === order.orderID);
  return {
    orderID: order.orderID,
    orderNumber: order.orderNumber,
    status: life.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: paymentStatusOnWire(order),
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    placedAt: order.placedAt,
    email: order.email,
    phone: order.phone,
    items: order.lines.map((line, index) => {
      const figure = figures[index]!;
      const active = activeQuantity(figure);
      const revisedTotal = line.lineTotalMinor - unitValue(line.lineTotalMinor, { taken: 0, units: line.quantity - active, quantity: line.quantity });
      return {
        orderLineID: line.orderLineID,
        productID: line.productID,
        productOptionID: line.productOptionID,
        name: line.name,
        optionLabel: line.optionLabel,
        sku: line.sku,
        image: line.image,
        metal: line.metal,
        purity: line.purity,
        quantity: line.quantity,
        cancelledQuantity: figure.cancelledQuantity,
        returnedQuantity: figure.returnedQuantity,
        activeQuantity: active,
        unitPrice: money(line.unitPriceMinor),
        lineSubtotal: money(line.lineSubtotalMinor),
        discount: money(line.discountMinor),
        tax: money(line.taxMinor),
        lineTotal: money(line.lineTotalMinor),
        revisedLineTotal: money(revisedTotal),
        status: active > 0 ? 'active' : figure.returnedQuantity > 0 ? 'returned' : 'cancelled',
      };
    }),
    totals: totalsOf(order, { subtotalMinor: order.totals.subtotal, discountMinor: order.totals.discount, shippingMinor: order.totals.shipping, taxMinor: order.totals.tax, totalMinor: order.totals.total, creditMinor: order.totals.credit, amountDueMinor: order.totals.amountDue }),
    revisedTotals: totalsOf(order, revised),
    excess: excessOf(order),
    refunds: life.refunds.map((refund) => ({ refundID: refund.refundID, amount: money(refund.amountMinor), method: refund.method, status: refund.status, source: refund.source, returnID: refund.returnID, createdAt: refund.createdAt })),
    returns: rmas.map((rma) => ({ returnID: rma.returnID, rmaNumber: rma.rmaNumber, status: rma.status, createdAt: rma.createdAt })),
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    timeline: life.events,
    actions: {
      canCancel: cancellableLines(order, life).length > 0,
      cancellableLines: cancellableLines(order, life),
      canReturn: returnableLines(order, life).length > 0,
      returnableLines: returnableLines(order, life),
      returnWindowEndsAt: returnWindowEndsAt(life),
      canPayExcess: excessDueMinor(life) > 0 && excessAllowed(life),
      nextStatuses: staffNextStatuses(life),
    },
  };
}

/** The list statuses of the services: one status, `all`, or a group (ORDER_LIST_GROUPS: `processing`, `returned` with refunded). */
function listedIn(status: string, orderStatus: OrderStatusValue): boolean {
  if (status === 'all') return true;
  return (ORDER_LIST_GROUPS[status] ?? [status]).includes(orderStatus);
}

function matches(order: MockOrder, searchKey: string | undefined): boolean {
  if (!searchKey) return true;
  const key = searchKey.toLowerCase();
  return order.orderNumber.toLowerCase().includes(key) || order.lines.some((line) => line.name.toLowerCase().includes(key) || line.sku.toLowerCase().includes(key));
}

function summaryOf(order: MockOrder, everyone: boolean) {
  const detail = orderDetailOf(order);
  return {
    orderID: order.orderID,
    orderNumber: order.orderNumber,
    status: detail.status,
    paymentStatus: detail.paymentStatus,
    paymentMethod: order.paymentMethod,
    placedAt: order.placedAt,
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    total: detail.revisedTotals.total,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    image: order.lines[0]?.image ?? '',
    productNames: order.lines.map((line) => line.name),
    excessDue: detail.excess.due,
    // Staff lists say who ordered.
    ...(everyone ? { email: order.email } : {}),
  };
}

/** One page of the orders `belongs` lets in, newest first, by list status and search: the shopper's list and the staff's. */
export function orderListOf(belongs: (order: MockOrder) => boolean, status: string, query: { limitFrom: number; limitTo: number; searchKey?: string }, everyone = false) {
  const orders = checkoutState()
    .orders.filter((order) => belongs(order) && listedIn(status, lifeOf(order).status) && matches(order, query.searchKey))
    .sort((a, b) => b.orderID - a.orderID);
  return { items: orders.slice(query.limitFrom, query.limitTo).map((order) => summaryOf(order, everyone)), total: orders.length, limitFrom: query.limitFrom, limitTo: query.limitTo };
}

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
  // The services' wording (cancel-service.ts): one note per change, with the order's status as it then stands.
  const reason = `${cancelReasonLabel(body.reasonID)}${body.comment ? `: ${body.comment}` : ''}`;
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
  addEvent(life, life.status, `Cancelled ${taken.join(', ')} (${reason}). ${describeRefund(order, refund)}.`, actor);
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
      return commerceOk(OrderDetail, orderDetailOf(visibleOrder(idOf(params), user)), { message: 'Order details' });
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
      return commerceOk(OrderDetail, orderDetailOf(order), { message });
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
