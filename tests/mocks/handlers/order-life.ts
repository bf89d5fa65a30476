import { http } from 'msw';
import { PAYMENT_STATUSES } from '@/shared/contracts/checkout';
import {
  CancelBody,
  CancelItems,
  ExcessPaymentBody,
  ExcessPaymentResult,
  ExcessProcessBody,
  ExcessProcessResult,
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
import { decimalToMinor } from '@/shared/money';
import { cancelReasonLabel, cancelReasons } from '@/server/modules/commerce/after-sales/reasons';
import { activeQuantity } from '@/server/modules/commerce/after-sales/revision';
import { userOfBearer } from '../lib/account-session';
import { creditBalanceOf } from '../lib/checkout-pricing';
import {
  addEvent,
  canMove,
  cancellableLines,
  creditEntry,
  decimal,
  excessAllowed,
  excessDueMinor,
  figuresOf,
  lifeOf,
  refundAfterChange,
  refundedOf,
  returnableLines,
  returnWindowEndsAt,
  revisedMinor,
  unitValue,
  visibleOrder,
} from '../lib/order-life';
import { mockSignatureMatches, redirectSigningText } from '../lib/payment-signing';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockSite } from '../lib/site';
import { sandboxLink } from '../lib/sandbox-link';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';
import type { MockOrder } from '../state/checkout-store';
import { checkoutState } from '../state/checkout-store';
import { nextLifeID, orderLifeState, saveOrderLife } from '../state/order-life-store';

/** Orders after checkout (SPEC §7 "Orders"): list, detail, revised, cancel, excess payment, and the store-credit ledger. */

const totalsOf = (order: MockOrder, minor: { subtotalMinor: number; discountMinor: number; shippingMinor: number; taxMinor: number; totalMinor: number; creditMinor: number; amountDueMinor: number }) => {
  const money = decimal(order);
  return { subtotal: money(minor.subtotalMinor), discount: money(minor.discountMinor), shipping: money(minor.shippingMinor), tax: money(minor.taxMinor), total: money(minor.totalMinor), credit: money(minor.creditMinor), amountDue: money(minor.amountDueMinor) };
};

const paymentStatusOf = (order: MockOrder) => (PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus) ? order.paymentStatus : 'pending';

export function excessOf(order: MockOrder) {
  const life = lifeOf(order);
  const money = decimal(order);
  return { amount: money(life.excess.amountMinor), paid: money(life.excess.paidMinor), due: money(excessDueMinor(life)), note: life.excess.note };
}

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
    paymentStatus: paymentStatusOf(order),
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
      nextStatuses: [],
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
  return order.orderNumber.toLowerCase().includes(key) || order.lines.some((line) => line.name.toLowerCase().includes(key));
}

function summaryOf(order: MockOrder) {
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
  };
}

/** One page of the orders `belongs` lets in, newest first, by list status and search: the shopper's list and the staff's. */
export function orderListOf(belongs: (order: MockOrder) => boolean, status: string, query: { limitFrom: number; limitTo: number; searchKey?: string }) {
  const orders = checkoutState()
    .orders.filter((order) => belongs(order) && listedIn(status, lifeOf(order).status) && matches(order, query.searchKey))
    .sort((a, b) => b.orderID - a.orderID);
  return { items: orders.slice(query.limitFrom, query.limitTo).map(summaryOf), total: orders.length, limitFrom: query.limitFrom, limitTo: query.limitTo };
}

/**
 * Cancel some units (or every unit still open) of an order, refund them, and note it on the
 * timeline: what `PATCH /api/orders/cancel` and the staff's `/admin/orders/{id}/cancel` share.
 */
export function cancelUnits(order: MockOrder, body: Omit<CancelBody, 'orderID'>, actor: 'customer' | 'staff'): string {
  const life = lifeOf(order);
  const open = cancellableLines(order, life);
  if (open.length === 0) throw new MockHttpError(409, `Order ${order.orderNumber} can no longer be cancelled`);
  const wanted = body.lines ?? open;
  for (const line of wanted) {
    const available = open.find((candidate) => candidate.orderLineID === line.orderLineID)?.quantity ?? 0;
    if (line.quantity > available) throw new MockHttpError(409, `Only ${available} of line ${line.orderLineID} can be cancelled`);
  }
  for (const line of wanted) life.cancelled[String(line.orderLineID)] = (life.cancelled[String(line.orderLineID)] ?? 0) + line.quantity;
  const everything = figuresOf(order, life).every((figure) => activeQuantity(figure) === 0);
  const reason = `${cancelReasonLabel(body.reasonID)}${body.comment ? `: ${body.comment}` : ''}`;
  if (everything && canMove(life, 'cancelled', actor)) life.status = 'cancelled';
  const refund = refundAfterChange(order, life, { method: body.refundMethod, source: 'cancellation', returnID: null });
  // The services' wording: one note per change, with the order's status as it then stands.
  const taken = wanted.map((line) => {
    const orderLine = order.lines.find((candidate) => candidate.orderLineID === line.orderLineID);
    return `${line.quantity} × ${orderLine?.name ?? ''}${orderLine?.optionLabel ? ` (${orderLine.optionLabel})` : ''}`;
  });
  const refunded = refund ? `${order.currencyCode} ${decimal(order)(refund.amountMinor)} to ${refund.method === 'store_credit' ? 'store credit' : 'the original payment'}` : 'Nothing to refund';
  addEvent(life, life.status, `Cancelled ${taken.join(', ')} (${reason}). ${refunded}.`, actor);
  saveOrderLife();
  return everything ? 'Order cancelled' : 'Items cancelled';
}

const idOf = (params: unknown) => parseInput(IdParams, params, 'params').id;

export const orderLifeHandlers = [
  http.get(
    anyOrigin('/api/orders/index/status/:status'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const site = resolveMockSite(request);
      const { status } = parseInput(OrderListParams, params, 'params');
      const query = parseInput(PageQuery, queryOf(request), 'querystring');
      return commerceOk(OrderList, orderListOf((order) => order.userID === user.userID && order.subsiteId === site.subsiteId, status, query));
    }),
  ),
  http.get(
    anyOrigin('/api/orders/detail/id/:id'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      return commerceOk(OrderDetail, orderDetailOf(visibleOrder(idOf(params), user)));
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
      });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/cancelReasons'),
    withEnvelope('commerce', ({ request }) => commerceOk(Reasons, cancelReasons(resolveMockSite(request).languageCode))),
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
      // A card refund back to the card only when the card was charged; otherwise credit is the one way back.
      const refundMethods = order.paymentMethod === 'card' && order.paymentStatus === 'paid' ? (['store_credit', 'original_payment'] as const) : (['store_credit'] as const);
      return commerceOk(CancelItems, { orderID: order.orderID, orderNumber: order.orderNumber, items, refundMethods: [...refundMethods] });
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
  http.post(
    anyOrigin('/api/orders/excessPaymentProcess/id/:id'),
    withEnvelope('commerce', async ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const site = resolveMockSite(request);
      const order = visibleOrder(idOf(params), user);
      const body = parseInput(ExcessProcessBody, await jsonBodyOf(request), 'body');
      const life = lifeOf(order);
      const due = excessDueMinor(life);
      if (due <= 0) throw new MockHttpError(409, 'There is no extra amount to pay on this order');
      const amountMinor = decimalToMinor(body.excessAmount, order.decimalPlaces);
      if (body.paymentSettingsGroupKey === 'free') {
        if (amountMinor !== due) throw new MockHttpError(400, 'body.excessAmount: must equal the amount due when paying with store credit');
        if (creditBalanceOf(user.userID, order.subsiteId) < due) throw new MockHttpError(409, 'Your store credit does not cover the amount due');
        creditEntry(order, -due, 'excess_payment');
        life.excess.paidMinor += due;
        addEvent(life, life.status, `Excess of ${order.currencyCode} ${decimal(order)(due)} paid with store credit`, 'customer');
        saveOrderLife();
        return commerceOk(ExcessProcessResult, { orderID: order.orderID, orderNumber: order.orderNumber, next: 'paid', paymentID: null, redirectUrl: null, amount: decimal(order)(due), excess: excessOf(order) });
      }
      if (amountMinor < due) throw new MockHttpError(400, `body.excessAmount: must be at least ${decimal(order)(due)}`);
      const paymentID = `mock-excess-${nextLifeID()}`;
      orderLifeState().excessPayments.push({ paymentID, orderID: order.orderID, amountMinor, status: 'pending', failureReason: null, creditedMinor: 0 });
      saveOrderLife();
      const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
      const redirectUrl = await sandboxLink(new URL(request.url).origin, paymentID, {
        orderID: order.orderID,
        orderNumber: order.orderNumber,
        amountText: `${order.currencyCode} ${decimal(order)(amountMinor)}`,
        languageCode: site.languageCode,
        returnUrl: `${origin}/${site.locale}/excess-payment-return`,
      });
      return commerceOk(ExcessProcessResult, { orderID: order.orderID, orderNumber: order.orderNumber, next: 'payment', paymentID, redirectUrl, amount: decimal(order)(amountMinor), excess: excessOf(order) });
    }),
  ),
  http.post(
    anyOrigin('/api/orders/excessPayment'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      const body = parseInput(ExcessPaymentBody, await jsonBodyOf(request), 'body');
      const payment = orderLifeState().excessPayments.find((candidate) => candidate.paymentID === body.paymentID && candidate.orderID === body.orderID);
      if (!payment || !(await mockSignatureMatches(redirectSigningText(body), body.signature))) throw new MockHttpError(400, 'Payment signature is not valid');
      const order = visibleOrder(body.orderID, user);
      const life = lifeOf(order);
      // Settled once: a replay answers with the payment as it stands.
      if (payment.status === 'pending') {
        if (body.status === 'succeeded') {
          const due = excessDueMinor(life);
          const paidTowardsDue = Math.min(due, payment.amountMinor);
          payment.creditedMinor = payment.amountMinor - paidTowardsDue;
          life.excess.paidMinor += paidTowardsDue;
          creditEntry(order, payment.creditedMinor, 'excess_overpayment');
          payment.status = 'succeeded';
          addEvent(life, life.status, `Excess payment of ${order.currencyCode} ${decimal(order)(payment.amountMinor)} received (sandbox, redirect)`, 'system');
        } else {
          payment.status = 'failed';
          payment.failureReason = body.reason ?? 'The payment failed';
        }
        saveOrderLife();
      }
      return commerceOk(ExcessPaymentResult, {
        orderID: order.orderID,
        orderNumber: order.orderNumber,
        paymentStatus: payment.status,
        failureReason: payment.failureReason,
        excess: excessOf(order),
        creditedToStoreCredit: decimal(order)(payment.creditedMinor),
      });
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
        return { entryID: index + 2, amount: money(entry.amountMinor), reason: entry.reason, orderID: entry.orderID, orderNumber: order?.orderNumber ?? null, note: '', createdAt: at };
      });
      // The recorded opening balance (the seed's goodwill credit) is the ledger's first entry.
      const openingMinor = balanceMinor - own.reduce((sum, { entry }) => sum + entry.amountMinor, 0);
      if (openingMinor !== 0) entries.push({ entryID: 1, amount: money(openingMinor), reason: 'goodwill', orderID: null, orderNumber: null, note: 'Welcome credit', createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString() });
      return commerceOk(StoreCredit, { balance: money(balanceMinor), currencyCode: site.subsiteId === 1 ? 'INR' : 'AED', decimalPlaces, entries });
    }),
  ),
];
