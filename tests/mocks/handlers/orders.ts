import { http } from 'msw';
import { CartIdOnlyParams } from '@/shared/contracts/checkout';
import { HandlePaymentBody, IDEMPOTENCY_HEADER, Order, OrderParams, OrderQuery, PaymentResult, PlacedOrder, PostOrderBody, PostOrderHeaders } from '@/shared/contracts/order-placement';
import { decimalToMinor, minorToDecimal } from '@/shared/money';
import { canonicalRequest } from '@/shared/request-fingerprint';
import { userOfBearer } from '../lib/account-session';
import { answerCartData, getCartOfSite, priceCartOf } from '../lib/cart-access';
import { stockMessage } from '@/shared/commerce/cart-messages';
import { currencyOf } from '../lib/cart-view';
import { creditBalanceOf, siteMoney } from '../lib/checkout-pricing';
import { CHECKOUT_WORDS as W, deliveryWords, placingWords } from '@/shared/checkout-messages';
import { assertDeliverable, codCheckOf, codVerified } from '../lib/checkout-rules';
import { paymentFailureCode } from '@/shared/payment-failure';
import { mockSignatureMatches, redirectSigningText } from '../lib/payment-signing';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { type MockSite, resolveMockSite } from '../lib/site';
import { sandboxLink } from '../lib/sandbox-link';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';
import { type MockCart, saveMockCart } from '../state/cart-store';
import { checkoutState, emptyCartCheckout, inCheckoutTransaction, type MockOrder, nextOrderID } from '../state/checkout-store';
import { orderView, PAYMENT_TIMEOUT_MS } from '../lib/order-view';
import { sendConfirmation, settle, sweepExpired } from '../lib/order-settlement';
import { hasPermission } from '@/shared/roles';
import { storeNote } from '@/shared/message-templates/order-notes';

/** A card order holds its stock this long (the services' PAYMENT_TIMEOUT_MINUTES default). */
/** Where the storefront that placed the order is: the browser's own origin, or STOREFRONT_URL's default in Node. */
function storefrontOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
}

function accessKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function placedOf(order: MockOrder, redirectUrl: string | null) {
  const money = (minor: number) => minorToDecimal(minor, order.decimalPlaces);
  const next = order.paymentMethod === 'free' ? 'thankyou' : order.paymentMethod === 'cod' ? 'confirmation' : 'payment';
  return {
    orderID: order.orderID,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    accessKey: order.accessKey,
    next,
    redirectUrl,
    total: money(order.totals.total),
    amountDue: money(order.totals.amountDue),
  } as const;
}

/** Step 3 of the services' placing: the cart can become an order with this payment method. */
function assertPlaceable(cart: MockCart, site: MockSite, key: 'card' | 'cod' | 'free', pricing: ReturnType<typeof priceCartOf>) {
  const { billingAddress, shippingAddress, billingEmail } = pricing.checkout;
  if (pricing.lines.length === 0) throw new MockHttpError(409, placingWords(site.languageCode).empty);
  if (!billingAddress || !shippingAddress || !billingEmail) throw new MockHttpError(409, placingWords(site.languageCode).noAddress);
  assertDeliverable(site, shippingAddress.zip, 'shippingAddress.zip');
  if (key === 'free' && pricing.amountDueMinor !== 0) throw new MockHttpError(409, placingWords(site.languageCode).freeNotAllowed);
  if (key === 'card' && pricing.amountDueMinor <= 0) throw new MockHttpError(409, placingWords(site.languageCode).cardNotNeeded);
  if (key === 'cod') {
    const cod = codCheckOf(cart, site, pricing);
    if (!cod.available) throw new MockHttpError(409, cod.reason ?? 'Cash on delivery is not available');
    if (!codVerified(cart)) throw new MockHttpError(409, deliveryWords(site.languageCode).codNotVerified);
  }
}

async function placeOrder(request: Request, params: Record<string, unknown>) {
  const { cartID } = parseInput(CartIdOnlyParams, params, 'params');
  const body = parseInput(PostOrderBody, await jsonBodyOf(request), 'body');
  const site = resolveMockSite(request);
  // As the route's header schema refuses it (src/server/plugins/errors.ts words header issues).
  const header = PostOrderHeaders.safeParse({ [IDEMPOTENCY_HEADER]: request.headers.get(IDEMPOTENCY_HEADER) ?? undefined });
  if (!header.success) throw new MockHttpError(400, `Header Idempotency-Key is required and must be valid: ${header.error.issues[0]!.message}`);
  const key = header.data[IDEMPOTENCY_HEADER]!;
  const cart = getCartOfSite(cartID, site, request);
  sweepExpired();

  const existing = checkoutState().orders.find((order) => order.cartID === cartID && order.idempotencyKey === key);
  const fingerprint = canonicalRequest({ method: 'POST', path: `/api/cart/postorders/${cartID}/`, body });
  if (existing?.requestFingerprint !== undefined && existing.requestFingerprint !== fingerprint) {
    throw new MockHttpError(422, placingWords(site.languageCode).keyReused, { reason: 'idempotency_key_reused' });
  }
  if (existing) {
    const payment = checkoutState().payments.find((candidate) => candidate.orderID === existing.orderID);
    const pending = payment && payment.status === 'pending' && existing.status === 'pending_payment';
    return commerceOk(PlacedOrder, placedOf(existing, pending ? await paymentLink(request, site, existing, payment.paymentID) : null), { message: placedMessage(existing) });
  }

  const pricing = priceCartOf(cart, site);
  const { format, style, decimalPlaces, subsiteCode, websiteCode } = siteMoney(site);
  if (body.expectedTotal !== undefined && decimalToMinor(body.expectedTotal, decimalPlaces) !== pricing.totalMinor) {
    throw new MockHttpError(409, placingWords(site.languageCode).totalChanged(format(decimalToMinor(body.expectedTotal, decimalPlaces)), format(pricing.totalMinor)), answerCartData(cart, site, pricing));
  }
  if (body.expectedAmountDue !== undefined && decimalToMinor(body.expectedAmountDue, decimalPlaces) !== pricing.amountDueMinor) {
    throw new MockHttpError(409, placingWords(site.languageCode).amountDueChanged(format(decimalToMinor(body.expectedAmountDue, decimalPlaces)), format(pricing.amountDueMinor)), answerCartData(cart, site, pricing));
  }
  const method = body.paymentSettingsGroupKey;
  assertPlaceable(cart, site, method, pricing);
  const checkout = pricing.checkout;

  const order = inCheckoutTransaction(() => {
    const state = checkoutState();
    for (const line of pricing.lines) {
      if (line.available < line.line.quantity) {
        const optionLabel = line.option.kind === 'one_size' ? undefined : line.option.label;
        const message = placingWords(site.languageCode).stockOf(stockMessage({ languageCode: site.languageCode, available: line.available, optionLabel }), line.product.detail.name);
        throw new MockHttpError(409, message, { productOptionID: line.option.productOptionID, available: line.available });
      }
      state.sold[String(line.option.productOptionID)] = (state.sold[String(line.option.productOptionID)] ?? 0) + line.line.quantity;
    }
    if (pricing.creditMinor > 0 && cart.ownerUserID != null) {
      const balance = creditBalanceOf(cart.ownerUserID, site.subsiteId);
      if (balance < pricing.creditMinor) throw new MockHttpError(409, W.creditChanged, { balance });
    }
    const orderID = nextOrderID();
    if (pricing.creditMinor > 0 && cart.ownerUserID != null) {
      state.creditEntries.push({ userID: cart.ownerUserID, subsiteId: site.subsiteId, amountMinor: -pricing.creditMinor, reason: 'checkout', orderID, note: 'Spent at checkout' });
    }
    const now = new Date().toISOString();
    const status = method === 'card' ? 'pending_payment' : 'placed';
    const placed: MockOrder = {
      orderID,
      orderNumber: `${websiteCode}-${subsiteCode.toUpperCase()}-${100_000 + orderID}`,
      cartID,
      idempotencyKey: key,
      requestFingerprint: fingerprint,
      accessKey: accessKey(),
      subsiteId: site.subsiteId,
      userID: cart.ownerUserID ?? null,
      status,
      paymentMethod: method,
      paymentStatus: method === 'card' ? 'pending' : method === 'cod' ? 'cod_due' : 'not_required',
      currencyCode: currencyOf(site).currencyCode,
      decimalPlaces,
      placedAt: now,
      email: checkout.billingEmail!,
      phone: checkout.billingAddress!.phone,
      lines: pricing.lines.map((line, index) => ({
        orderLineID: orderID * 100 + index + 1,
        productID: line.line.productID,
        productOptionID: line.line.productOptionID,
        name: line.product.detail.name,
        optionLabel: line.option.label,
        sku: line.product.detail.sku,
        image: line.product.detail.image,
        metal: line.product.detail.metal,
        purity: line.product.detail.purity,
        quantity: line.line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        lineSubtotalMinor: line.subtotalMinor,
        discountMinor: line.discountMinor,
        taxMinor: line.taxMinor,
        lineTotalMinor: line.totalMinor,
      })),
      totals: {
        subtotal: pricing.subtotalMinor,
        discount: pricing.discountMinor,
        shipping: pricing.shippingMinor,
        tax: pricing.taxMinor,
        total: pricing.totalMinor,
        credit: pricing.creditMinor,
        amountDue: pricing.amountDueMinor,
      },
      billingAddress: checkout.billingAddress!,
      shippingAddress: checkout.shippingAddress!,
      gift: checkout.gift,
      promotions: pricing.promotions.map(({ promotion, discountMinor }) => ({ promoID: promotion.promoID, couponCode: promotion.code, discountMinor })),
      events: [{ status, ...storeNote({ currencyCode: currencyOf(site).currencyCode, decimalPlaces }, { key: 'placed', payment: method }), at: now }],
      languageCode: site.languageCode,
      moneyStyle: style,
    };
    state.orders.push(placed);
    for (const { promotion } of pricing.promotions) state.redemptions.push({ promoID: promotion.promoID, orderID, userID: placed.userID, email: placed.email.toLowerCase() });
    if (method === 'card') {
      state.payments.push({ paymentID: `pay_mock_${orderID}_${accessKey().slice(0, 12)}`, orderID, status: 'pending', failureReason: null, expiresAt: Date.now() + PAYMENT_TIMEOUT_MS });
    }
    // The cart stays (emptied), keeping only the billing e-mail for the next checkout; a card order's
    // checkout is kept beside it for a payment that fails.
    const placedCheckout = method === 'card' ? { orderID, checkout } : undefined;
    saveMockCart({ ...cart, lines: [], checkout: { ...emptyCartCheckout(), billingEmail: checkout.billingEmail }, placedCheckout });
    return placed;
  });
  if (method !== 'card') sendConfirmation(order);
  const payment = checkoutState().payments.find((candidate) => candidate.orderID === order.orderID);
  return commerceOk(PlacedOrder, placedOf(order, payment ? await paymentLink(request, site, order, payment.paymentID) : null), { message: placedMessage(order) });
}

const placedMessage = (order: MockOrder) => (order.paymentMethod === 'card' ? 'Order created: continue to payment' : 'Order placed');

async function paymentLink(request: Request, site: MockSite, order: MockOrder, paymentID: string): Promise<string> {
  const { format } = siteMoney(site);
  return sandboxLink(new URL(request.url).origin, paymentID, {
    orderID: order.orderID,
    orderNumber: order.orderNumber,
    amountText: format(order.totals.amountDue),
    languageCode: site.languageCode,
    returnUrl: `${storefrontOrigin()}/${siteMoney(site).subsiteCode}-${site.languageCode}/payment-return`,
  });
}

/** docs/requirements/calls.md#orders's order calls: place an order from a cart, read it back, settle a card payment. */
export const orderHandlers = [
  http.post(
    anyOrigin('/api/cart/postorders/:cartID/'),
    withEnvelope('commerce', ({ request, params }) => placeOrder(request, params)),
  ),
  http.get(
    anyOrigin('/api/cart/orders/:orderID/'),
    withEnvelope('commerce', ({ request, params }) => {
      const { orderID } = parseInput(OrderParams, params, 'params');
      const { key } = parseInput(OrderQuery, queryOf(request), 'querystring');
      resolveMockSite(request);
      sweepExpired();
      const order = checkoutState().orders.find((candidate) => candidate.orderID === orderID);
      let caller: ReturnType<typeof userOfBearer> = null;
      try {
        caller = userOfBearer(request, { optional: true });
      } catch {
        caller = null;
      }
      const allowed = order && ((key !== undefined && key !== '' && key === order.accessKey) || (caller && (caller.user.userID === order.userID || hasPermission(caller.user.role, 'operations'))));
      if (!order || !allowed) throw notFound(`Order ${orderID}`);
      return commerceOk(Order, orderView(order), { message: W.orderDetails });
    }),
  ),
  http.post(
    anyOrigin('/api/cart/handlePaymnt/'),
    withEnvelope('commerce', async ({ request }) => {
      const body = parseInput(HandlePaymentBody, await jsonBodyOf(request), 'body');
      const payment = checkoutState().payments.find((candidate) => candidate.paymentID === body.paymentID);
      const genuine = await mockSignatureMatches(redirectSigningText(body), body.signature);
      if (!payment || !genuine || payment.orderID !== body.orderID) throw new MockHttpError(400, W.signatureInvalid);
      settle(payment.paymentID, { status: body.status, reason: body.reason });
      const order = checkoutState().orders.find((candidate) => candidate.orderID === payment.orderID)!;
      const failed = order.paymentStatus === 'failed';
      const settled = checkoutState().payments.find((candidate) => candidate.paymentID === payment.paymentID)!;
      const result = {
        orderID: order.orderID,
        orderNumber: order.orderNumber,
        status: order.status,
        paymentStatus: order.paymentStatus,
        accessKey: order.accessKey,
        failureCode: failed ? paymentFailureCode(settled.failureReason) : null,
        cartID: failed ? order.cartID : null,
      };
      const message = order.paymentStatus === 'paid' ? 'Payment received' : failed ? 'Payment failed' : 'Payment pending';
      return commerceOk(PaymentResult, result, { message });
    }),
  ),
];

