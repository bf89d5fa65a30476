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
