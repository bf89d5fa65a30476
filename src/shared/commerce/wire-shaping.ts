import { minorToDecimal } from '../money';
import type { CartFigures } from './cart-figures';

/**
 * How a cart's or an order's figures go on the wire, in one place for the services and the msw
 * mocks that answer like them (tests/mocks): pure, so the mock browser build may include it.
 */

/** The totals of a cart or an order, turned from minor units into decimals once, at the edge. */
export function totalsOnWire(minor: Omit<CartFigures, 'creditBalanceMinor'>, decimalPlaces: number) {
  const money = (value: number) => minorToDecimal(value, decimalPlaces);
  return {
    subtotal: money(minor.subtotalMinor),
    discount: money(minor.discountMinor),
    shipping: money(minor.shippingMinor),
    tax: money(minor.taxMinor),
    total: money(minor.totalMinor),
    credit: money(minor.creditMinor),
    amountDue: money(minor.amountDueMinor),
  };
}

/** `+91•••••43210`: enough for the shopper to recognise the phone the code went to, not enough to read it off a screen. */
export function maskPhone(phone: string): string {
  const prefix = ['+971', '+91', '+65'].find((code) => phone.startsWith(code)) ?? phone.slice(0, 3);
  const tail = phone.slice(-5);
  return `${prefix}${'•'.repeat(Math.max(0, phone.length - prefix.length - tail.length))}${tail}`;
}
