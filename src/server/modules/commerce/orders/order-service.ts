import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Order, PaymentKey, PlacedOrder } from '@/shared/contracts/checkout';
import { deliveryWords, placingWords, promotionWords } from '@/shared/checkout-messages';
import { decimalToMinor, minorToDecimal } from '@/shared/money';
import { orderAddressOf } from '@/shared/order-address';
import { orderLineOnWire } from '@/shared/order-view';
import { canonicalRequest } from '@/shared/request-fingerprint';
import type { Database, Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { retryConflicts } from '../../../lib/retry-conflicts';
import type { SiteContext } from '../../../lib/site';
import type { AuthUser } from '../../../plugins/auth';
import type { Notify } from '../../outbox';
import {
  buildCart,
  clearedCheckoutState,
  codVerified,
  deleteCartItems,
  getCartRow,
  lockCartRow,
  moneyFormatter,
  placedCheckoutExtra,
  priceCart,
  stockMessage,
  updateCartCheckout,
  withCheckoutState,
  type CartPricing,
} from '../cart';
import { assertDeliverable, assessCod } from '../checkout';
import { paymentReturnUrl, startPayment } from '../payments';
import { SANDBOX_PAGE_PATH } from '../payments/sandbox-provider';
import { insertRedemptions, listRedeemedPromotionIds, lockRedemption } from '../promotions';
import { debitCredit } from '../store-credit';
import { sendOrderConfirmation } from './order-confirmation';
import {
  assignPieces,
  claimPieces,
  findLatestPayment,
  findOrderByIdempotencyKey,
  findOrderRow,
  findStock,
  findWebsiteCode,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  listOrderEvents,
  listOrderLines,
  nextOrderId,
  takeStock,
  type ClaimedPiece,
  type OrderRow,
} from './order-repository';

/** The steps of placing an order, in order: a test hook may fail the placing after any of them. */
export const PLACE_ORDER_STEPS = [
  'locked',
  'priced',
  'validated',
  'stock_taken',
  'order_written',
  'lines_written',
  'credit_debited',
  'redemptions_written',
  'events_written',
  'payment_started',
  'cart_emptied',
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

/** Step 3 of the design: the cart can become an order with this payment method. */
async function validatePlacing(db: Executor, site: SiteContext, pricing: CartPricing, paymentKey: PaymentKey): Promise<void> {
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
}

const STATUS: Record<PaymentKey, { status: string; paymentStatus: string; event: string }> = {
  free: { status: 'placed', paymentStatus: 'not_required', event: 'Order placed; paid with store credit' },
  cod: { status: 'placed', paymentStatus: 'cod_due', event: 'Order placed; cash on delivery' },
  card: { status: 'pending_payment', paymentStatus: 'pending', event: 'Order placed; waiting for the card payment' },
};

/**
 * `POST /api/cart/postorders/{cartID}/` (design "Placing an order"): one transaction on the locked
 * cart. A submit with a key already used on this cart returns that order. Otherwise: reprice (409
 * with the new cart when the total the shopper saw moved), validate, take stock by conditional
 * UPDATE (409 when short) with its pieces, write the order, its lines (each holding its pieces and
 * recording their HUIDs), the credit debit, promotion redemptions and
 * the first event, start the card payment, empty the cart. Any failure rolls everything back.
 * The confirmation e-mail goes after the commit (card orders: when the payment succeeds).
 */
export async function placeOrder(options: PlaceOrderOptions): Promise<PlacedOrder> {
  const { db, site, cartId, paymentKey, idempotencyKey, faults, now = new Date() } = options;
  const fingerprint = placeOrderFingerprint(options);
  const step = async (name: PlaceOrderStep) => {
    if (faults) await faults(name);
  };
  // A try that lost a deadlock or serialisation race (PostgreSQL) runs again from the start, the
  // idempotency look-up included; after three tries the shopper is asked to place it again (409).
  const retry = {
    exhausted: () => new AppError('CONFLICT', placingWords(site.languageCode).busy),
    onRetry: (error: unknown, attempt: number) => options.log?.warn({ err: error, cartId, attempt }, 'Placing an order lost a database race; trying again'),
  };
  const outcome = await retryConflicts(() => db.transaction(async (tx) => {
    await getCartRow({ db: tx, site }, cartId);
    const cart = await lockCartRow(tx, cartId);
    if (!cart) throw notFound(`Cart ${cartId}`);
    const existing = await findOrderByIdempotencyKey(tx, { cartId, key: idempotencyKey });
    // The same key with another request (card instead of cash, another total) is a client's mistake, not a replay.
    if (existing && existing.requestFingerprint !== null && existing.requestFingerprint !== fingerprint) {
      throw new AppError('UNPROCESSABLE', placingWords(site.languageCode).keyReused, { reason: 'idempotency_key_reused' });
    }
    if (existing) return { order: existing, redirectUrl: await replayRedirect(tx, existing, options.publicBaseUrl), fresh: false, refusal: null };
    await step('locked');

    const pricing = await priceCart({ db: tx, site, cart, now });
    await step('priced');
    const droppedOff = pricing.dropped[0];
    if (droppedOff) {
      // A coupon the shopper saw no longer applies (expired, used meanwhile): the total moved, so the
      // order is refused with the new cart, and the cart forgets the coupon so a retry can go ahead.
      const kept = { ...pricing.state, promotionIds: pricing.promotions.map((promotion) => promotion.row.id) };
      const extra = withCheckoutState(cart.extra, kept);
      await updateCartCheckout(tx, { cartId, extra, promoId: kept.promotionIds[0] ?? null });
      const newCart = await buildCart({ db: tx, site, cart: { ...cart, extra }, pricing: { ...pricing, state: kept } });
      return { refusal: new AppError('CONFLICT', droppedOff.message, newCart) };
    }
    if (options.expectedTotal !== undefined && decimalToMinor(options.expectedTotal, site.decimalPlaces) !== pricing.totalMinor) {
      const format = moneyFormatter(site);
      const before = format(decimalToMinor(options.expectedTotal, site.decimalPlaces));
      throw new AppError('CONFLICT', placingWords(site.languageCode).totalChanged(before, format(pricing.totalMinor)), await buildCart({ db: tx, site, cart, pricing }));
    }
    // The same for what is left to pay: store credit spent meanwhile (another order) raises it.
    if (options.expectedAmountDue !== undefined && decimalToMinor(options.expectedAmountDue, site.decimalPlaces) !== pricing.amountDueMinor) {
      const format = moneyFormatter(site);
      const before = format(decimalToMinor(options.expectedAmountDue, site.decimalPlaces));
      throw new AppError('CONFLICT', placingWords(site.languageCode).amountDueChanged(before, format(pricing.amountDueMinor)), await buildCart({ db: tx, site, cart, pricing }));
    }
    await validatePlacing(tx, site, pricing, paymentKey);
    await step('validated');

    // The pieces behind the units, each with its HUID in India: recorded on the line, held by it.
    const piecesByOption = new Map<number, ClaimedPiece[]>();
    // Stock is taken in option-id order, whatever the cart's order: two orders holding the same
    // options lock their rows in the same order, so they queue instead of deadlocking.
    for (const line of [...pricing.lines].sort((a, b) => a.option.productOptionId - b.option.productOptionId)) {
      const wanted = { optionId: line.option.productOptionId, subsiteId: site.subsiteId, quantity: line.row.quantity };
      const taken = await takeStock(tx, wanted);
      if (!taken) {
        const available = await findStock(tx, { optionId: line.option.productOptionId, subsiteId: site.subsiteId });
        const optionLabel = line.option.kind === 'one_size' ? undefined : line.option.label;
        const message = placingWords(site.languageCode).stockOf(stockMessage({ languageCode: site.languageCode, available, optionLabel }), line.product.row.name);
        throw new AppError('CONFLICT', message, { productOptionID: line.option.productOptionId, available });
      }
      piecesByOption.set(wanted.optionId, await claimPieces(tx, wanted));
    }
    await step('stock_taken');

    const state = pricing.state;
    const billing = state.billingAddress!;
    const shipping = state.shippingAddress!;
    const email = state.billingEmail!;
    const id = await nextOrderId(tx);
    const websiteCode = await findWebsiteCode(tx, site.subsiteId);
    const status = STATUS[paymentKey];
    const order = await insertOrder(tx, {
      id,
      number: `${websiteCode}-${site.subsiteCode.toUpperCase()}-${100_000 + id}`,
      subsiteId: site.subsiteId,
      userId: cart.userId,
      cartId,
      idempotencyKey,
      requestFingerprint: fingerprint,
      accessKey: randomBytes(24).toString('base64url'),
      status: status.status,
      paymentMethod: paymentKey,
      paymentStatus: status.paymentStatus,
      currencyCode: site.currencyCode,
      decimalPlaces: site.decimalPlaces,
      languageCode: site.languageCode,
      subtotalMinor: pricing.subtotalMinor,
      discountMinor: pricing.discountMinor,
      shippingMinor: pricing.shippingMinor,
      taxMinor: pricing.taxMinor,
      totalMinor: pricing.totalMinor,
      creditMinor: pricing.creditMinor,
      amountDueMinor: pricing.amountDueMinor,
      email,
      phone: billing.phone,
      billingAddress: billing,
      shippingAddress: shipping,
      gift: state.gift,
      promotions: pricing.promotions.map((promotion) => ({ promoID: promotion.row.id, couponCode: promotion.row.code, discountMinor: promotion.discountMinor })),
      paymentExpiresAt: paymentKey === 'card' ? new Date(now.getTime() + options.paymentTimeoutMinutes * 60_000) : null,
      placedAt: now,
      updatedAt: now,
    });
    await step('order_written');

    const lineRows = await insertOrderLines(
      tx,
      pricing.lines.map((line) => ({
        orderId: order.id,
        productId: line.row.productId,
        optionId: line.row.optionId,
        sku: line.product.row.product.sku,
        name: line.product.row.name,
        optionLabel: line.option.label,
        image: line.product.row.product.images[0] ?? '',
        metal: line.product.row.product.metal,
        purity: line.product.row.product.purity,
        quantity: line.row.quantity,
        unitPriceMinor: line.unitPriceMinor,
        lineSubtotalMinor: line.subtotalMinor,
        discountMinor: line.discountMinor,
        taxMinor: line.taxMinor,
        lineTotalMinor: line.totalMinor,
        breakup: line.option.priced.result.lines.map((part) => ({ code: part.code, amountMinor: part.amountMinor })),
        huids: (piecesByOption.get(line.row.optionId) ?? []).flatMap((piece) => (piece.huid ? [piece.huid] : [])),
      })),
    );
    for (const row of lineRows) {
      await assignPieces(tx, { pieceIds: (piecesByOption.get(row.optionId) ?? []).map((piece) => piece.id), orderLineId: row.id });
    }
    await step('lines_written');

    if (pricing.creditMinor > 0 && cart.userId !== null) {
      await debitCredit(tx, { userId: cart.userId, subsiteId: site.subsiteId, amountMinor: pricing.creditMinor, orderId: order.id });
    }
    await step('credit_debited');

    // Once per customer holds under concurrency too: the customer's redemptions are checked again
    // under a lock per promotion and customer, so two orders at once cannot both use the coupon.
    const once = pricing.promotions.filter((promotion) => promotion.row.oncePerCustomer);
    for (const promotion of once) await lockRedemption(tx, { promotionId: promotion.row.id, who: cart.userId === null ? email.toLowerCase() : `user:${cart.userId}` });
    const used = await listRedeemedPromotionIds(tx, { promotionIds: once.map((promotion) => promotion.row.id), userId: cart.userId, email: email.toLowerCase() });
    const clash = once.find((promotion) => used.has(promotion.row.id));
    if (clash) throw new AppError('CONFLICT', promotionWords(site.languageCode).once(clash.row.code));
    await insertRedemptions(
      tx,
      pricing.promotions.map((promotion) => ({ promotionId: promotion.row.id, orderId: order.id, userId: cart.userId, email: email.toLowerCase(), discountMinor: promotion.discountMinor })),
    );
    await step('redemptions_written');

    await insertOrderEvent(tx, {
      orderId: order.id,
      status: status.status,
      actorType: cart.userId === null ? 'guest' : 'customer',
      actorId: cart.userId,
      note: status.event,
      createdAt: now,
    });
    await step('events_written');

    let redirectUrl: string | null = null;
    if (paymentKey === 'card') {
      const started = await startPayment({
        db: tx,
        order: { id: order.id, number: order.number, amountMinor: order.amountDueMinor, currencyCode: order.currencyCode, decimalPlaces: order.decimalPlaces },
        purpose: 'order',
        returnUrl: paymentReturnUrl({ storefrontUrl: options.storefrontUrl, subsiteCode: site.subsiteCode, languageCode: site.languageCode }),
        publicBaseUrl: options.publicBaseUrl,
      });
      redirectUrl = started.redirectUrl;
    }
    await step('payment_started');

    await deleteCartItems(tx, cartId);
    // Card orders keep what was chosen beside the fresh checkout, for a payment that fails (payment-service.ts).
    const extra = paymentKey === 'card' ? placedCheckoutExtra(cart.extra, state, order.id) : withCheckoutState(cart.extra, clearedCheckoutState(state));
    await updateCartCheckout(tx, { cartId, extra, promoId: null });
    await step('cart_emptied');
    return { order, redirectUrl, fresh: true, refusal: null };
  }), retry);
  if (outcome.refusal) throw outcome.refusal;

  if (outcome.fresh && paymentKey !== 'card') {
    // The order stands once committed; a mail that fails to queue is logged, not a failed order.
    await sendOrderConfirmation({ notify: options.notify, db, orderId: outcome.order.id }).catch((error: unknown) =>
      options.log?.error({ err: error, orderId: outcome.order.id }, 'The order confirmation e-mail could not be queued'),
    );
  }
  return placedOrderOf(outcome.order, outcome.redirectUrl);
}

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
    order !== null && ((user !== null && (user.role === 'staff' || user.id === order.userId)) || (key !== undefined && key !== '' && sameKey(key, order.accessKey)));
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
