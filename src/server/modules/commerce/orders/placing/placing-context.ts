import type { FastifyBaseLogger } from 'fastify';
import type { OrderAddress, PaymentKey } from '@/shared/contracts/checkout';
import type { Database, Executor } from '../../../../db/client';
import type { AppError } from '../../../../lib/app-error';
import type { SiteContext } from '../../../../lib/site';
import type { AuthUser } from '../../../../plugins/auth';
import type { Notify } from '../../../outbox';
import type { CartItemRow, CartPricing, CartRow } from '../../cart';
import type { OrderRow } from '../order-repository';
import { required, type Step } from './step-runner';

/** The steps of placing an order, in order: a test hook may fail the placing at any step boundary. */
export const PLACE_ORDER_STEPS = [
  'locked',
  'priced',
  'validated',
  'order_written',
  'lines_written',
  'credit_debited',
  'redemptions_written',
  'events_written',
  'payment_started',
  'cart_emptied',
  'stock_taken',
] as const;
export type PlaceOrderStep = (typeof PLACE_ORDER_STEPS)[number];

/** Called after each step; throwing fails the order there (tests of "a failure leaves nothing"). */
export type PlaceOrderFaults = (step: PlaceOrderStep) => void | Promise<void>;

export interface PlaceOrderOptions {
  db: Database;
  site: SiteContext;
  cartId: string;
  paymentKey: PaymentKey;
  /** The total the shopper saw (decimal, as on the wire). */
  expectedTotal?: number;
  /** What the shopper saw to pay after store credit (decimal, as on the wire). */
  expectedAmountDue?: number;
  idempotencyKey: string;
  user: AuthUser | null;
  notify: Notify;
  log?: FastifyBaseLogger;
  storefrontUrl: string;
  /** The services' origin as the browser reached it (the hosted card page is served there). */
  publicBaseUrl: string;
  paymentTimeoutMinutes: number;
  faults?: PlaceOrderFaults;
  now?: Date;
}

/** Who receives the order and where it goes: present once the `validated` step has checked them. */
export interface PlacingContact {
  billing: OrderAddress;
  shipping: OrderAddress;
  email: string;
}

/** How one try of the placing transaction ended. */
export type PlacingOutcome =
  | { order: OrderRow; redirectUrl: string | null; fresh: boolean; refusal: null }
  /** Refused after writing something that must stay (the cart forgot a dropped coupon): the transaction commits, then this is thrown. */
  | { refusal: AppError };

/**
 * What the steps share within one try of the transaction. Each field below the first four is set
 * by the step named beside it and read by later ones (through `required`).
 */
export interface PlacingContext {
  readonly tx: Executor;
  readonly options: PlaceOrderOptions;
  /** The submit's fingerprint kept with its Idempotency-Key. */
  readonly fingerprint: string;
  readonly now: Date;
  /** `locked`. */
  cart?: CartRow;
  /** `locked`: the cart's lines, read with it. */
  lines?: CartItemRow[];
  /** `priced`. */
  pricing?: CartPricing;
  /** `validated`. */
  contact?: PlacingContact;
  /** `order_written`. */
  order?: OrderRow;
  /** `lines_written`: the order lines' ids, in the order of the priced lines. */
  lineIds?: number[];
  /** `payment_started`: the hosted payment page of a card order. */
  redirectUrl: string | null;
}

export type PlacingStep = Step<PlacingContext, PlaceOrderStep, PlacingOutcome>;

/** What the steps after `order_written` build on: the locked cart, its pricing and the order. */
export function writtenOrder(context: PlacingContext): { cart: CartRow; pricing: CartPricing; order: OrderRow } {
  return { cart: required(context.cart, 'locked'), pricing: required(context.pricing, 'priced'), order: required(context.order, 'order_written') };
}

/** The order's status and payment status per payment method (its first event: storeNote's `placed`). */
export const PLACED_STATUS: Record<PaymentKey, { status: string; paymentStatus: string }> = {
  free: { status: 'placed', paymentStatus: 'not_required' },
  cod: { status: 'placed', paymentStatus: 'cod_due' },
  card: { status: 'pending_payment', paymentStatus: 'pending' },
};
