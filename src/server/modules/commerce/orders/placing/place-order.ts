import { createHash } from 'node:crypto';
import type { PaymentKey } from '@/shared/contracts/checkout';
import type { PlacedOrder } from '@/shared/contracts/order-placement';
import { placingWords } from '@/shared/checkout-messages';
import { minorToDecimal } from '@/shared/money';
import { canonicalRequest } from '@/shared/request-fingerprint';
import { AppError } from '../../../../lib/app-error';
import { retryConflicts } from '../../../../lib/retry-conflicts';
import type { OrderRow } from '../order-repository';
import { sendOrderConfirmation } from './order-confirmation';
import type { PlaceOrderOptions, PlaceOrderStep, PlacingContext, PlacingOutcome, PlacingStep } from './placing-context';
import { lockedStep, pricedStep, validatedStep } from './placing-checks';
import { cartEmptiedStep, creditDebitedStep, eventsWrittenStep, paymentStartedStep, redemptionsWrittenStep } from './placing-effects';
import { linesWrittenStep, orderWrittenStep, stockTakenStep } from './placing-writes';
import { required, runSteps } from './step-runner';

export { PLACE_ORDER_STEPS, type PlaceOrderFaults, type PlaceOrderOptions, type PlaceOrderStep } from './placing-context';

/** Placing an order, step by step (the names are PLACE_ORDER_STEPS, in this order). */
const PLACING_STEPS: readonly PlacingStep[] = [
  lockedStep,
  pricedStep,
  validatedStep,
  orderWrittenStep,
  linesWrittenStep,
  creditDebitedStep,
  redemptionsWrittenStep,
  eventsWrittenStep,
  paymentStartedStep,
  cartEmptiedStep,
  // Last, so a popular option's stock row is locked only until the commit that follows.
  stockTakenStep,
];

/**
 * The submit's fingerprint kept with its Idempotency-Key: SHA-256 of the method, the path and the
 * canonical body (every field of the strict PostOrderBody). The same key with another body is refused.
 */
export function placeOrderFingerprint({ cartId, paymentKey, expectedTotal, expectedAmountDue }: Pick<PlaceOrderOptions, 'cartId' | 'paymentKey' | 'expectedTotal' | 'expectedAmountDue'>): string {
  const body = { paymentSettingsGroupKey: paymentKey, expectedTotal, expectedAmountDue };
  return createHash('sha256').update(canonicalRequest({ method: 'POST', path: `/api/cart/postorders/${cartId}/`, body })).digest('hex');
}

const NEXT: Record<PaymentKey, PlacedOrder['next']> = { free: 'thankyou', cod: 'confirmation', card: 'payment' };

function placedOrderOf(order: OrderRow, redirectUrl: string | null): PlacedOrder {
  return {
    orderID: order.id,
    orderNumber: order.number,
    status: order.status as PlacedOrder['status'],
    paymentStatus: order.paymentStatus as PlacedOrder['paymentStatus'],
    accessKey: order.accessKey,
    // A card order whose payment is already settled (a late replay) has nothing left to pay.
    next: order.paymentMethod === 'card' && order.status !== 'pending_payment' ? 'confirmation' : (NEXT[order.paymentMethod as PaymentKey] ?? 'confirmation'),
    redirectUrl,
    total: minorToDecimal(order.totalMinor, order.decimalPlaces),
    amountDue: minorToDecimal(order.amountDueMinor, order.decimalPlaces),
  };
}

/**
 * `POST /api/cart/postorders/{cartID}/` (design "Placing an order", this module's README): the
 * steps above in one transaction on the locked cart. A submit with a key already used on this
 * cart returns that order. Otherwise: reprice (409 with the new cart when the total the shopper
 * saw moved), validate, write the order, its lines, the credit debit, promotion redemptions and
 * the first event, start the card payment, empty the cart, and last take the stock by conditional
 * UPDATE (409 when short) with its pieces, each line holding its pieces and recording their HUIDs
 * (last, so the stock row is locked for the shortest time: docs/performance.md#placing-an-order). Any failure
 * rolls everything back (every step writes inside the transaction, so none needs a compensation).
 * The confirmation e-mail goes after the commit (card orders: when the payment succeeds).
 */
export async function placeOrder(options: PlaceOrderOptions): Promise<PlacedOrder> {
  const { db, site, cartId, paymentKey, faults, now = new Date() } = options;
  const fingerprint = placeOrderFingerprint(options);
  // The test hook fails the placing at a step boundary, after the step named.
  const after = faults ? (name: PlaceOrderStep) => faults(name) : undefined;
  // A try that lost a deadlock or serialisation race (PostgreSQL) runs again from the start, the
  // idempotency look-up included; after three tries the shopper is asked to place it again (409).
  const retry = {
    exhausted: () => new AppError('CONFLICT', placingWords(site.languageCode).busy),
    onRetry: (error: unknown, attempt: number) => options.log?.warn({ err: error, cartId, attempt }, 'Placing an order lost a database race; trying again'),
  };
  const outcome = await retryConflicts(
    () =>
      db.transaction(async (tx) => {
        const context: PlacingContext = { tx, options, fingerprint, now, redirectUrl: null };
        return runSteps<PlacingContext, PlaceOrderStep, PlacingOutcome>(PLACING_STEPS, context, {
          after,
          finish: (done) => ({ order: required(done.order, 'order_written'), redirectUrl: done.redirectUrl, fresh: true, refusal: null }),
        });
      }),
    retry,
  );
  if (outcome.refusal) throw outcome.refusal;
  const placed = outcome.order;

  if (outcome.fresh && paymentKey !== 'card') {
    // The order stands once committed; a mail that fails to queue is logged, not a failed order.
    await sendOrderConfirmation({ notify: options.notify, db, orderId: placed.id }).catch((error: unknown) =>
      options.log?.error({ err: error, orderId: placed.id }, 'The order confirmation e-mail could not be queued'),
    );
  }
  return placedOrderOf(placed, outcome.redirectUrl);
}
