import type { CartGift, OrderAddress } from '@/shared/contracts/checkout';
import type { MoneyStyle } from '@/shared/message-templates/message-text';
import type { OrderNote } from '@/shared/message-templates/order-notes';
import type { OrderLineMinor } from '@/shared/order-view';
import type { z } from 'zod';
import { keptStorage, loadKept, reloadWhenAnotherTabSaves } from './kept';

/**
 * The mocks' checkout state beside the carts (cart-store.ts): what each cart carries for
 * checkout, placed orders with their lines and events, card payments, store credit entries,
 * promotion redemptions, cash-on-delivery codes and the units sold (so the last piece cannot be
 * sold twice). Like the carts it lives in memory and, in the browser, in localStorage: the
 * storefront moves between pages (and to the payment page and back) and the state must follow.
 */
export interface MockCartCheckout {
  gift: z.infer<typeof CartGift> | null;
  billingAddress: OrderAddress | null;
  billingEmail: string | null;
  shippingAddress: OrderAddress | null;
  billingAddressDifferent: 'Yes' | 'No';
  /** The saved address the shopper chose to ship to (address_list's selectedShippingID). */
  shippingID: number | null;
  /** Applied promotions, in the order they were applied. */
  promoIDs: number[];
  /** Store credit asked for: 'all' (as much as allowed) or an amount in minor units; by whom. */
  credit: { userID: number; requested: number | 'all' } | null;
  cod: { verifiedPhone: string | null; codeSentTo: string | null };
}

export const emptyCartCheckout = (): MockCartCheckout => ({
  gift: null,
  billingAddress: null,
  billingEmail: null,
  shippingAddress: null,
  billingAddressDifferent: 'No',
  shippingID: null,
  promoIDs: [],
  credit: null,
  cod: { verifiedPhone: null, codeSentTo: null },
});

/** A placed order's line: its ids beside what the services' order line keeps. */
export interface MockOrderLine extends OrderLineMinor {
  orderLineID: number;
  productID: number;
  productOptionID: number;
}

export interface MockOrder {
  orderID: number;
  orderNumber: string;
  cartID: string;
  idempotencyKey: string;
  /** The canonical text of the submit that placed it (as the services' fingerprint): the same key with another body is refused. */
  requestFingerprint?: string;
  accessKey: string;
  subsiteId: number;
  userID: number | null;
  status: 'pending_payment' | 'placed' | 'payment_failed';
  paymentMethod: 'card' | 'cod' | 'free';
  paymentStatus: 'pending' | 'paid' | 'failed' | 'cod_due' | 'not_required';
  currencyCode: string;
  decimalPlaces: number;
  placedAt: string;
  email: string;
  phone: string;
  lines: MockOrderLine[];
  totals: { subtotal: number; discount: number; shipping: number; tax: number; total: number; credit: number; amountDue: number };
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  gift: MockCartCheckout['gift'];
  promotions: { promoID: number; couponCode: string; discountMinor: number }[];
  events: { status: string; note: string; noteData?: OrderNote; at: string }[];
  /** The language the order was placed in and how its e-mails write money (orders saved before: English). */
  languageCode?: string;
  moneyStyle?: MoneyStyle;
}

export interface MockPayment {
  paymentID: string;
  orderID: number;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
  expiresAt: number;
}

interface CheckoutState {
  orders: MockOrder[];
  payments: MockPayment[];
  /** Positive: credit; negative: a debit by an order. The recorded balance is the opening entry. */
  creditEntries: { userID: number; subsiteId: number; amountMinor: number; reason: string; orderID: number | null; note?: string }[];
  redemptions: { promoID: number; orderID: number; userID: number | null; email: string }[];
  codCodes: { cartID: string; phone: string; code: string; expiresAt: number; attempts: number; consumed: boolean; sentAt: number }[];
  /** productOptionID → units taken by orders (released again when a card payment fails). */
  sold: Record<string, number>;
  counter: number;
}

const STORAGE_KEY = 'aurum:msw-checkout-state';
const emptyState = (): CheckoutState => ({ orders: [], payments: [], creditEntries: [], redemptions: [], codCodes: [], sold: {}, counter: 0 });

let state: CheckoutState = loadKept(STORAGE_KEY, emptyState);
reloadWhenAnotherTabSaves(STORAGE_KEY, () => {
  state = loadKept(STORAGE_KEY, emptyState);
});

/** The state to read and change; call `saveCheckout()` after a change. */
export const checkoutState = (): CheckoutState => state;

export function saveCheckout(): void {
  keptStorage()?.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function resetCheckoutState(): void {
  state = emptyState();
  keptStorage()?.removeItem(STORAGE_KEY);
}

/** Order ids start where the services' do (the order number is 100000 + id). */
export function nextOrderID(): number {
  state.counter += 1;
  return state.counter;
}

/**
 * Runs a change against a copy and keeps it only when it returns: the mocks' "transaction", so a
 * refused order (409 for stock) leaves no debit, no redemption and no units taken behind.
 */
export function inCheckoutTransaction<T>(change: () => T): T {
  const before = JSON.stringify(state);
  try {
    const result = change();
    saveCheckout();
    return result;
  } catch (error) {
    state = JSON.parse(before) as CheckoutState;
    throw error;
  }
}
