import type { PaymentKey } from '@/shared/contracts/checkout';
import { deliveryWords, placingWords } from '@/shared/checkout-messages';
import { decimalToMinor } from '@/shared/money';
import type { Executor } from '../../../../db/client';
import { AppError } from '../../../../lib/app-error';
import type { SiteContext } from '../../../../lib/site';
import { buildCart, codVerified, liveCart, lockCartWithLines, moneyFormatter, priceCart, updateCartCheckout, withCheckoutState, type CartPricing, type CartRow } from '../../cart';
import { assertDeliverable, assessCod } from '../../checkout';
import { findLatestPayment, SANDBOX_PAGE_PATH } from '../../payments';
import { findOrderByIdempotencyKey, type OrderRow } from '../order-repository';
import { required } from './step-runner';
import type { PlacingContact, PlacingStep } from './placing-context';

/**
 * The steps that decide whether the cart can become an order (design "Placing an order" 1–3):
 * they write nothing but the cart's forgotten coupon.
 */

/**
 * The redirect of a card order still waiting for its payment, so a replayed submit goes to the same
 * hosted page. Only the built-in sandbox's page address is known here; another provider's replay
 * answers without one (the storefront then shows the order, whose payment is still pending).
 */
async function replayRedirect(db: Executor, order: OrderRow, publicBaseUrl: string): Promise<string | null> {
  if (order.paymentMethod !== 'card' || order.status !== 'pending_payment') return null;
  const payment = await findLatestPayment(db, order.id);
  if (!payment || payment.status !== 'pending' || payment.provider !== 'sandbox') return null;
  return `${publicBaseUrl}${SANDBOX_PAGE_PATH}/${encodeURIComponent(payment.providerRef)}`;
}

/**
 * 1. The cart, locked for the transaction. A submit with a key already used on this cart returns
 * that order (the same request) or is refused (another body under the same key).
 */
export const lockedStep: PlacingStep = {
  name: 'locked',
  async invoke(context) {
    const { tx, options, fingerprint } = context;
    const { site, cartId, idempotencyKey } = options;
    // The cart locked with its lines in one round trip (the lines go to the pricing).
    const { cart, lines } = liveCart(await lockCartWithLines(tx, cartId), site, cartId);
    const existing = await findOrderByIdempotencyKey(tx, { cartId, key: idempotencyKey });
    // The same key with another request (card instead of cash, another total) is a client's mistake, not a replay.
    if (existing && existing.requestFingerprint !== null && existing.requestFingerprint !== fingerprint) {
      throw new AppError('UNPROCESSABLE', placingWords(site.languageCode).keyReused, { reason: 'idempotency_key_reused' });
    }
    if (existing) return { done: { order: existing, redirectUrl: await replayRedirect(tx, existing, options.publicBaseUrl), fresh: false, refusal: null } };
    context.cart = cart;
    context.lines = lines;
  },
};

/** 2. Repriced with today's rates and promotions (the cart module's `priceCart`). */
export const pricedStep: PlacingStep = {
  name: 'priced',
  async invoke(context) {
    context.pricing = await priceCart({ db: context.tx, site: context.options.site, cart: required(context.cart, 'locked'), rows: required(context.lines, 'locked'), now: context.now, pricesOnly: true });
  },
};

/** A figure the shopper saw (decimal) that differs from today's: 409 with the new cart. */
async function refuseMovedFigure(tx: Executor, { site, cart, pricing, seen, current, message }: {
  site: SiteContext;
  cart: CartRow;
  pricing: CartPricing;
  seen: number | undefined;
  current: number;
  message: (before: string, after: string) => string;
}): Promise<void> {
  if (seen === undefined || decimalToMinor(seen, site.decimalPlaces) === current) return;
  const format = moneyFormatter(site);
  throw new AppError('CONFLICT', message(format(decimalToMinor(seen, site.decimalPlaces)), format(current)), await buildCart({ db: tx, site, cart, pricing }));
}

/** Design step 3: the cart can become an order with this payment method; returns who and where it goes to. */
async function validatePlacing(db: Executor, site: SiteContext, pricing: CartPricing, paymentKey: PaymentKey): Promise<PlacingContact> {
  const words = placingWords(site.languageCode);
  if (pricing.lines.length === 0) throw new AppError('CONFLICT', words.empty);
  const gone = pricing.unavailable[0];
  if (gone) throw new AppError('CONFLICT', words.unavailable(pricing.products.get(gone.productId)?.row.name ?? `#${gone.productId}`));
  const { billingAddress, shippingAddress, billingEmail } = pricing.state;
  if (!billingAddress || !shippingAddress || !billingEmail) throw new AppError('CONFLICT', words.noAddress);
  await assertDeliverable({ db, site, zip: shippingAddress.zip, field: 'shippingAddress.zip' });
  if (paymentKey === 'free' && pricing.amountDueMinor !== 0) throw new AppError('CONFLICT', words.freeNotAllowed);
  if (paymentKey === 'card' && pricing.amountDueMinor <= 0) throw new AppError('CONFLICT', words.cardNotNeeded);
  if (paymentKey === 'cod') {
    const cod = await assessCod({ db, site, pricing });
    if (!cod.available) throw new AppError('CONFLICT', cod.reason ?? 'Cash on delivery is not available');
    if (!codVerified(pricing.state)) throw new AppError('CONFLICT', deliveryWords(site.languageCode).codNotVerified);
  }
  return { billing: billingAddress, shipping: shippingAddress, email: billingEmail };
}

/**
 * 3. The figures the shopper saw still hold, and the order can be placed: lines, address,
 * pincode served, payment method.
 */
export const validatedStep: PlacingStep = {
  name: 'validated',
  async invoke(context) {
    const { tx, options } = context;
    const { site, cartId } = options;
    const cart = required(context.cart, 'locked');
    const pricing = required(context.pricing, 'priced');
    const droppedOff = pricing.dropped[0];
    if (droppedOff) {
      // A coupon the shopper saw no longer applies (expired, used meanwhile): the total moved, so the
      // order is refused with the new cart, and the cart forgets the coupon so a retry can go ahead.
      const kept = { ...pricing.state, promotionIds: pricing.promotions.map((promotion) => promotion.row.id) };
      const extra = withCheckoutState(cart.extra, kept);
      await updateCartCheckout(tx, { cartId, extra, promoId: kept.promotionIds[0] ?? null });
      const newCart = await buildCart({ db: tx, site, cart: { ...cart, extra }, pricing: { ...pricing, state: kept } });
      return { done: { refusal: new AppError('CONFLICT', droppedOff.message, newCart) } };
    }
    const words = placingWords(site.languageCode);
    await refuseMovedFigure(tx, { site, cart, pricing, seen: options.expectedTotal, current: pricing.totalMinor, message: words.totalChanged });
    // The same for what is left to pay: store credit spent meanwhile (another order) raises it.
    await refuseMovedFigure(tx, { site, cart, pricing, seen: options.expectedAmountDue, current: pricing.amountDueMinor, message: words.amountDueChanged });
    context.contact = await validatePlacing(tx, site, pricing, options.paymentKey);
  },
};
