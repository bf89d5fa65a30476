import { PAYMENT_STATUSES, type OrderStatusValue } from '@/shared/contracts/order-life';
import { noteFor } from '@/shared/message-templates/order-notes';
import { ORDER_LIST_GROUPS } from '@/shared/contracts/orders';
import { activeQuantity } from '@/shared/commerce/revision';
import { totalsOnWire } from '@/shared/commerce/wire-shaping';
import {
  cancellableLines,
  decimal,
  excessAllowed,
  excessDueMinor,
  excessOf,
  figuresOf,
  lifeOf,
  paymentStatusOf,
  returnableLines,
  returnWindowEndsAt,
  revisedMinor,
  staffNextStatuses,
  unitValue,
} from './order-life';
import { checkoutState, type MockOrder } from '../state/checkout-store';
import { orderLifeState } from '../state/order-life-store';

/**
 * An order after checkout as the order calls read it: the detail (with its revised totals and what
 * can be done next) and the lists, the shopper's (handlers/order-life.ts) and the staff's
 * (handlers/order-admin.ts).
 */

const totalsOf = (order: MockOrder, minor: Parameters<typeof totalsOnWire>[0]) => totalsOnWire(minor, order.decimalPlaces);

const paymentStatusOnWire = (order: MockOrder) => {
  const status = paymentStatusOf(order);
  return (PAYMENT_STATUSES as readonly string[]).includes(status) ? status : 'pending';
};

/** The order as the services answer it; `languageCode` is the shopper's page's, in which the store's own notes are written (left out for staff: staff's English). */
export function orderDetailOf(order: MockOrder, languageCode?: string) {
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
    languageCode: order.languageCode ?? 'en',
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
    timeline: life.events.map(({ status, actor, at, ...event }) => ({ status, note: noteFor(order, event, languageCode ?? 'staff'), actor, at })),
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
    languageCode: order.languageCode ?? 'en',
    excessDue: detail.excess.due,
    // Staff lists say who ordered.
    ...(everyone ? { email: order.email, phone: order.phone, subsiteID: order.subsiteId } : {}),
  };
}

/** One page of the orders `belongs` lets in, newest first, by list status and search: the shopper's list and the staff's. */
export function orderListOf(belongs: (order: MockOrder) => boolean, status: string, query: { limitFrom: number; limitTo: number; searchKey?: string }, everyone = false) {
  const orders = checkoutState()
    .orders.filter((order) => belongs(order) && listedIn(status, lifeOf(order).status) && matches(order, query.searchKey))
    .sort((a, b) => b.orderID - a.orderID);
  return { items: orders.slice(query.limitFrom, query.limitTo).map((order) => summaryOf(order, everyone)), total: orders.length, limitFrom: query.limitFrom, limitTo: query.limitTo };
}
