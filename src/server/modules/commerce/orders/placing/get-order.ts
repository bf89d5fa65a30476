import { timingSafeEqual } from 'node:crypto';
import type { PaymentKey } from '@/shared/contracts/checkout';
import type { Order } from '@/shared/contracts/order-placement';
import { minorToDecimal } from '@/shared/money';
import { orderAddressOf } from '@/shared/order-address';
import { orderLineOnWire } from '@/shared/order-view';
import type { Database } from '../../../../db/client';
import { notFound } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../plugins/auth';
import { findLatestPayment } from '../../payments';
import { findOrderRow, listOrderEvents, listOrderLines } from '../order-repository';
import { hasPermission } from '@/shared/roles';

export interface GetOrderOptions {
  db: Database;
  orderId: number;
  user: AuthUser | null;
  key?: string;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `GET /api/cart/orders/{orderID}/?key=`: the owner, staff, or anyone with the order's access key; everyone else gets 404. */
export async function getOrder({ db, orderId, user, key }: GetOrderOptions): Promise<Order> {
  const order = await findOrderRow(db, orderId);
  const allowed =
    order !== null && ((user !== null && (hasPermission(user.role, 'operations') || user.id === order.userId)) || (key !== undefined && key !== '' && sameKey(key, order.accessKey)));
  if (!order || !allowed) throw notFound(`Order ${orderId}`);
  const money = (minor: number) => minorToDecimal(minor, order.decimalPlaces);
  const [lines, events, payment] = [await listOrderLines(db, orderId), await listOrderEvents(db, orderId), await findLatestPayment(db, orderId)];
  const gift = order.gift as { recipientName?: string; giftMessage?: string; giftWrap?: boolean } | null;
  return {
    orderID: order.id,
    orderNumber: order.number,
    status: order.status as Order['status'],
    paymentMethod: order.paymentMethod as PaymentKey,
    paymentStatus: order.paymentStatus as Order['paymentStatus'],
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    placedAt: order.placedAt.toISOString(),
    email: order.email,
    phone: order.phone,
    items: lines.map((line) => orderLineOnWire({ line, ids: { orderLineID: line.id, productID: line.productId, productOptionID: line.optionId }, status: line.status, money })),
    totals: {
      subtotal: money(order.subtotalMinor),
      discount: money(order.discountMinor),
      shipping: money(order.shippingMinor),
      tax: money(order.taxMinor),
      total: money(order.totalMinor),
      credit: money(order.creditMinor),
      amountDue: money(order.amountDueMinor),
      excess: money(order.excessMinor),
    },
    billingAddress: orderAddressOf(order.billingAddress),
    shippingAddress: orderAddressOf(order.shippingAddress),
    gift: gift ? { recipientName: gift.recipientName ?? '', giftMessage: gift.giftMessage ?? '', giftWrap: gift.giftWrap ?? false } : null,
    promotions: order.promotions.map((promotion) => ({
      promoID: Number(promotion.promoID),
      couponCode: String(promotion.couponCode),
      discount: money(Number(promotion.discountMinor)),
    })),
    events: events.map((event) => ({ status: event.status, note: event.note, at: event.createdAt.toISOString() })),
    payment: payment ? { status: payment.status, failureReason: payment.failureReason } : null,
  };
}
