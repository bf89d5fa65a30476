import { minorToDecimal } from '@/shared/money';
import { orderLineOnWire } from '@/shared/order-view';
import { checkoutState, type MockOrder } from '../state/checkout-store';

/** An order as `GET /api/cart/orders/{id}/` answers it (handlers/orders.ts), money in the site's decimals. */
export function orderView(order: MockOrder) {
  const money = (minor: number) => minorToDecimal(minor, order.decimalPlaces);
  const payment = [...checkoutState().payments].reverse().find((candidate) => candidate.orderID === order.orderID);
  return {
    orderID: order.orderID,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    placedAt: order.placedAt,
    email: order.email,
    phone: order.phone,
    items: order.lines.map((line) => orderLineOnWire({ line, ids: { orderLineID: line.orderLineID, productID: line.productID, productOptionID: line.productOptionID }, status: 'active', money })),
    totals: {
      subtotal: money(order.totals.subtotal),
      discount: money(order.totals.discount),
      shipping: money(order.totals.shipping),
      tax: money(order.totals.tax),
      total: money(order.totals.total),
      credit: money(order.totals.credit),
      amountDue: money(order.totals.amountDue),
      excess: 0,
    },
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    gift: order.gift,
    promotions: order.promotions.map((promotion) => ({ promoID: promotion.promoID, couponCode: promotion.couponCode, discount: money(promotion.discountMinor) })),
    events: order.events,
    payment: payment ? { status: payment.status, failureReason: payment.failureReason } : null,
  };
}

/** How long a mock card payment stays open (handlers/orders.ts), to date it from its expiry. */
export const PAYMENT_TIMEOUT_MS = 15 * 60_000;

/** The order's card payments as the back office's order page lists them (`GET /admin/orders/{id}`' `payments`). */
export function paymentsOf(order: MockOrder) {
  return checkoutState()
    .payments.filter((payment) => payment.orderID === order.orderID)
    .map((payment, index) => ({
      paymentID: index + 1,
      purpose: 'order',
      method: order.paymentMethod,
      provider: 'sandbox',
      reference: payment.paymentID,
      amount: minorToDecimal(order.totals.amountDue, order.decimalPlaces),
      status: payment.status,
      failureReason: payment.failureReason,
      createdAt: new Date(payment.expiresAt - PAYMENT_TIMEOUT_MS).toISOString(),
      settledAt: null,
    }));
}
