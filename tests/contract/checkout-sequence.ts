import { expect } from 'vitest';
import type { z } from 'zod';
import { Cart } from '@/shared/contracts/cart';
import { CartAddressList, CartPromotions, CodCheck, PaymentGateways } from '@/shared/contracts/checkout';
import { Order, PaymentResult, PlacedOrder } from '@/shared/contracts/order-placement';
import { CommerceFailure, commerceEnvelope } from '@/shared/contracts/envelope';
import type { Locale } from '@/shared/locale';
import { decimalToMinor } from '@/shared/money';
import { catalogueOf, siteHeadersOf } from './known-data';
import { payOnSandbox } from './sandbox-payer';
import { codeFrom, signIn } from './sequence-session';

/**
 * The checkout journeys every target must answer alike (the msw mocks and the services on a
 * fresh seed): a guest's cash-on-delivery order with its code, card orders declined and paid
 * through 3-D Secure on the sandbox's hosted page, and a signed-in shopper's order paid in full
 * by store credit. Each step records status, message and money (a digest); the test compares
 * the digests of the two targets, and every cart and order is checked on its own: lines add up
 * to the totals to the minor unit.
 */
export interface CheckoutStepDigest {
  step: string;
  status: number;
  message: string;
  money?: Record<string, number | null>;
  facts?: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

export async function runCheckoutSequence({ baseUrl }: { baseUrl: string }): Promise<CheckoutStepDigest[]> {
  const digests: CheckoutStepDigest[] = [];

  async function call(step: string, method: Method, path: string, { body, headers = {}, token, locale = 'in-en' as Locale } = {} as { body?: unknown; headers?: Record<string, string>; token?: string; locale?: Locale }) {
    const all: Record<string, string> = { ...siteHeadersOf(locale), ...headers };
    if (body !== undefined) all['content-type'] = 'application/json';
    if (token) all.authorization = `Bearer ${token}`;
    const response = await fetch(new URL(path, baseUrl), { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await response.json()) as { meta?: { message: string }; data?: unknown };
    return { status: response.status, json, message: json.meta?.message ?? '' };
  }

  async function ok<S extends z.ZodType>(step: string, schema: S, method: Method, path: string, options?: Parameters<typeof call>[3]): Promise<z.output<S>> {
    const answer = await call(step, method, path, options);
    expect(answer.status, `${step}: ${JSON.stringify(answer.json)}`).toBe(200);
    const data = (commerceEnvelope(schema).parse(answer.json) as { data: unknown }).data as z.output<S>;
    digests.push({ step, status: answer.status, message: answer.message, ...digestOf(data) });
    return data;
  }

  async function refused(step: string, status: number, messageIncludes: string, method: Method, path: string, options?: Parameters<typeof call>[3]) {
    const answer = await call(step, method, path, options);
    expect(answer.status, `${step}: ${JSON.stringify(answer.json)}`).toBe(status);
    const { meta, data } = CommerceFailure.parse(answer.json);
    expect(meta.message, step).toContain(messageIncludes);
    // Cart and order ids differ between targets (the services' seed holds demo orders); the rest of the message must not.
    const message = meta.message.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<cartID>').replace(/\bOrder \d+\b/g, 'Order <orderID>');
    digests.push({ step, status, message, facts: data && typeof data === 'object' && 'cartID' in data ? 'a cart' : data });
  }

  const ring = catalogueOf('in-en').products.find(({ detail, summary }) => summary.categorySlug === 'rings' && detail.options.some((option) => option.stock >= 3))!.detail;
  const pendant = catalogueOf('in-en').products.find(({ summary, detail }) => summary.categorySlug === 'pendants' && detail.options[0]!.stock >= 3)!.detail;
  const phone = '+919876543210';
  const address = (cartID: string, zip: string, extra: Record<string, unknown> = {}) => ({
    cartID,
    mode: 'add_address',
    billingFirstName: 'Kavya',
    billingLastName: 'Menon',
    billingAddress1: '12 Marine Drive',
    billingCity: 'Mumbai',
    billingZip: zip,
    billingCountry: 'India',
    billingPhone: phone,
    billingEmail: 'kavya.contract@example.com',
    billingAddressDifferent: 'No',
    ...extra,
  });

  // ——— A guest's cash-on-delivery order ———
  const created = await ok('create a cart', Cart, 'POST', '/api/cart/', { body: { productID: ring.productID, quantity: 1 } });
  const cartID = created.cartID;
  await ok('add a pendant', Cart, 'POST', '/api/cart/', { body: { cartID, productID: pendant.productID, quantity: 1 } });
  await refused('address nobody delivers to', 409, 'We do not deliver to 999999 yet', 'PUT', '/api/cart/', { body: address(cartID, '999999') });
  await refused('billing different without shipping', 400, 'shippingFirstName', 'PUT', '/api/cart/', { body: address(cartID, '400001', { billingAddressDifferent: 'Yes' }) });
  await refused('a pincode of the wrong form', 400, 'billingZip', 'PUT', '/api/cart/', { body: address(cartID, 'ABC') });
  await refused('a PIN code in another state', 422, 'PIN code 400001 is not in Karnataka', 'PUT', '/api/cart/', { body: address(cartID, '400001', { billingState: 'Karnataka' }) });
  const withAddress = await ok('address in Mumbai', Cart, 'PUT', '/api/cart/', { body: address(cartID, '400001') });
  expect(withAddress.checkout.shippingAddress?.zip).toBe('400001');
  await refused('a gift without a recipient', 400, 'recipientName', 'PUT', '/api/cart/', { body: { cartID, mode: 'gift_buy' } });
  const gift = await ok('gift details', Cart, 'PUT', '/api/cart/', { body: { cartID, mode: 'gift_buy', recipientName: 'Asha', giftMessage: 'Happy birthday!', giftWrap: true } });
  expect(gift.checkout.gift).toEqual({ recipientName: 'Asha', giftMessage: 'Happy birthday!', giftWrap: true });
  const offers = await ok('promotions list', CartPromotions, 'GET', `/api/cart/${cartID}/promotions_list/`);
  expect(offers.map((offer) => offer.couponCode)).toContain('WELCOME10');
  expect(offers.map((offer) => offer.couponCode)).not.toContain('GOLDRUSH');
  await refused('an expired coupon', 422, 'GOLDRUSH has expired', 'PATCH', '/api/cart/', { body: { cartID, mode: 'apply_promotion', couponCode: 'goldrush' } });
  await refused('a coupon not started', 422, 'NEWYEAR27', 'PUT', '/api/cart/', { body: { cartID, mode: 'apply_promotion', couponCode: 'NEWYEAR27' } });
  await refused('an unknown coupon', 404, 'NOSUCHCODE', 'PUT', '/api/cart/', { body: { cartID, mode: 'apply_promotion', couponCode: 'NOSUCHCODE' } });
  await refused("another country's coupon", 404, 'UAE50', 'PUT', '/api/cart/', { body: { cartID, mode: 'apply_promotion', couponCode: 'UAE50' } });
  const promoted = await ok('apply WELCOME10', Cart, 'PATCH', '/api/cart/', { body: { cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' } });
  const welcome = Object.entries(promoted.extra.applied_promotions).find(([, applied]) => applied.couponCode === 'WELCOME10');
  expect(welcome, 'WELCOME10 applied').toBeDefined();
  // 10 % of the subtotal, at most ₹5,000.
  expect(decimalToMinor(promoted.totals.discount, 0)).toBe(Math.min(Math.floor((decimalToMinor(promoted.totals.subtotal, 0) * 1000 + 5000) / 10_000), 5000));
  await refused('a second coupon with a non-stackable one', 409, 'cannot be combined', 'PUT', '/api/cart/', { body: { cartID, mode: 'apply_promotion', couponCode: 'RINGS5' } });
  await refused('WELCOME10 again', 409, 'already applied', 'PUT', '/api/cart/', { body: { cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' } });
  const removed = await ok('remove WELCOME10', Cart, 'PUT', '/api/cart/', { body: { cartID, mode: 'remove_promotion', promoID: Number(welcome![0]) } });
  expect(removed.totals.discount).toBe(0);
  await refused('remove it again', 404, 'not found', 'PUT', '/api/cart/', { body: { cartID, mode: 'remove_promotion', promoID: Number(welcome![0]) } });
  await ok('apply WELCOME10 again', Cart, 'PUT', '/api/cart/', { body: { cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' } });
  await ok('addresses of a guest', CartAddressList, 'GET', `/api/cart/${cartID}/address_list/`);
  expect((await ok('cash on delivery in 400001', CodCheck, 'GET', `/api/cart/${cartID}/cod_check`)).available).toBe(true);
  await ok('ways to pay', PaymentGateways, 'GET', `/api/cart/${cartID}/payment_gateways/`);
  await refused('a code before one was sent', 422, 'wrong or has expired', 'PUT', '/api/cart/', { body: { cartID, mode: 'verify_cod_otp', otp: '123456' } });
  await refused('cash on delivery before the code', 409, 'Verify the code', 'POST', `/api/cart/postorders/${cartID}/`, { body: { paymentSettingsGroupKey: 'cod' }, headers: { 'Idempotency-Key': 'contract-cod-0' } });
  const sent = await ok('send the code', Cart, 'PUT', '/api/cart/', { body: { cartID, mode: 'send_cod_otp' } });
  expect(sent.checkout.cod).toEqual({ verified: false, codeSentTo: '+91•••••43210' });
  await refused('send it again at once', 429, 'Please wait', 'PUT', '/api/cart/', { body: { cartID, mode: 'send_cod_otp' } });
  const code = await codeFrom(baseUrl, phone);
  await refused('a wrong code', 422, 'wrong or has expired', 'PUT', '/api/cart/', { body: { cartID, mode: 'verify_cod_otp', otp: code === '000000' ? '111111' : '000000' } });
  const verified = await ok('the right code', Cart, 'PUT', '/api/cart/', { body: { cartID, mode: 'verify_cod_otp', otp: code } });
  expect(verified.checkout.cod.verified).toBe(true);
  await refused('an order without an Idempotency-Key', 400, 'Idempotency-Key', 'POST', `/api/cart/postorders/${cartID}/`, { body: { paymentSettingsGroupKey: 'cod' } });
  await refused('an order at a total the shopper did not see', 409, 'The total changed', 'POST', `/api/cart/postorders/${cartID}/`, {
    body: { paymentSettingsGroupKey: 'cod', expectedTotal: verified.totals.total + 1 },
    headers: { 'Idempotency-Key': 'contract-cod-1' },
  });
  const placed = await ok('place the order (cash on delivery)', PlacedOrder, 'POST', `/api/cart/postorders/${cartID}/`, {
    body: { paymentSettingsGroupKey: 'cod', expectedTotal: verified.totals.total },
    headers: { 'Idempotency-Key': 'contract-cod-2' },
  });
  expect(placed).toMatchObject({ status: 'placed', paymentStatus: 'cod_due', next: 'confirmation', redirectUrl: null, total: verified.totals.total });
  expect(placed.orderNumber).toMatch(/^SLV-IN-1\d{5}$/);
  const again = await ok('the same submit again', PlacedOrder, 'POST', `/api/cart/postorders/${cartID}/`, {
    body: { paymentSettingsGroupKey: 'cod', expectedTotal: verified.totals.total },
    headers: { 'Idempotency-Key': 'contract-cod-2' },
  });
  expect(again.orderID).toBe(placed.orderID);
  await refused('the same key with another body (card instead of cash)', 422, 'already sent with different details', 'POST', `/api/cart/postorders/${cartID}/`, {
    body: { paymentSettingsGroupKey: 'card', expectedTotal: verified.totals.total },
    headers: { 'Idempotency-Key': 'contract-cod-2' },
  });
  const emptied = await ok('the cart after the order', Cart, 'GET', `/api/cart/${cartID}/cart_summary`);
  expect(emptied).toMatchObject({ orderQty: 0, items: [] });
  expect(emptied.checkout.billingEmail).toBe('kavya.contract@example.com');
  const order = await ok('read the order with its key', Order, 'GET', `/api/cart/orders/${placed.orderID}/?key=${encodeURIComponent(placed.accessKey)}`);
  expectOrderAddsUp(order);
  expect(order.totals).toMatchObject(verified.totals);
  expect(order.gift).toEqual({ recipientName: 'Asha', giftMessage: 'Happy birthday!', giftWrap: true });
  expect(order.promotions.map((promotion) => promotion.couponCode)).toEqual(['WELCOME10']);
  await refused('read it without the key', 404, `Order ${placed.orderID} not found`, 'GET', `/api/cart/orders/${placed.orderID}/`);
  await refused('read it with a wrong key', 404, `Order ${placed.orderID} not found`, 'GET', `/api/cart/orders/${placed.orderID}/?key=wrong`);
  await refused('a forged payment result', 400, 'Payment signature is not valid', 'POST', '/api/cart/handlePaymnt/', {
    body: { orderID: placed.orderID, paymentID: 'pay_forged', status: 'succeeded', signature: 'forged' },
  });

  // ——— A card order: declined, then paid through 3-D Secure ———
  const cardCart = (await ok('a cart for the card', Cart, 'POST', '/api/cart/', { body: { productID: pendant.productID, quantity: 2 } })).cartID;
  await ok('address in Bengaluru', Cart, 'PUT', '/api/cart/', { body: address(cardCart, '560001') });
  expect((await ok('no cash on delivery in 560001', CodCheck, 'GET', `/api/cart/${cardCart}/cod_check`)).available).toBe(false);
  await refused('cash on delivery where it is not offered', 409, 'not available for 560001', 'PUT', '/api/cart/', { body: { cartID: cardCart, mode: 'send_cod_otp' } });
  await refused('store credit on a guest cart', 401, 'Invalid User', 'PUT', '/api/cart/', { body: { cartID: cardCart, mode: 'apply_usercredit' } });
  await refused('free without store credit', 409, 'does not cover', 'POST', `/api/cart/postorders/${cardCart}/`, { body: { paymentSettingsGroupKey: 'free' }, headers: { 'Idempotency-Key': 'contract-card-0' } });
  const declinedOrder = await ok('place the order (card)', PlacedOrder, 'POST', `/api/cart/postorders/${cardCart}/`, { body: { paymentSettingsGroupKey: 'card' }, headers: { 'Idempotency-Key': 'contract-card-1' } });
  expect(declinedOrder).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending', next: 'payment' });
  const declined = await payOnSandbox(baseUrl, declinedOrder.redirectUrl!, '4000 0000 0000 0002');
  expect(declined).toMatchObject({ status: 'failed', reason: 'Your card was declined' });
  const failedResult = await ok('the declined result', PaymentResult, 'POST', '/api/cart/handlePaymnt/', { body: declined });
  expect(failedResult).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed', failureCode: 'declined', cartID: cardCart });
  await ok('the declined result again', PaymentResult, 'POST', '/api/cart/handlePaymnt/', { body: declined });
  const restored = await ok('the cart after the decline', Cart, 'GET', `/api/cart/${cardCart}/cart_summary`);
  expect(restored.orderQty).toBe(2);
  // The pieces come back with the checkout they were ordered with: the address is not asked again.
  expect(restored.checkout.shippingAddress?.zip).toBe('560001');
  await ok('address again after the decline', Cart, 'PUT', '/api/cart/', { body: address(cardCart, '560001') });
  const paidOrder = await ok('place it again (card)', PlacedOrder, 'POST', `/api/cart/postorders/${cardCart}/`, { body: { paymentSettingsGroupKey: 'card' }, headers: { 'Idempotency-Key': 'contract-card-2' } });
  expect(paidOrder.orderID).not.toBe(declinedOrder.orderID);
  const paid = await payOnSandbox(baseUrl, paidOrder.redirectUrl!, '4000 0000 0000 3220', '123456');
  expect(paid).toMatchObject({ status: 'succeeded' });
  await refused('the result with its signature changed', 400, 'Payment signature is not valid', 'POST', '/api/cart/handlePaymnt/', { body: { ...paid, status: 'failed' } });
  const paidResult = await ok('the paid result', PaymentResult, 'POST', '/api/cart/handlePaymnt/', { body: paid });
  expect(paidResult).toMatchObject({ status: 'placed', paymentStatus: 'paid', failureCode: null, cartID: null });
  const paidRead = await ok('read the paid order', Order, 'GET', `/api/cart/orders/${paidOrder.orderID}/?key=${encodeURIComponent(paidResult.accessKey)}`);
  expectOrderAddsUp(paidRead);
  expect(paidRead).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid', payment: { status: 'succeeded' } });

  // ——— A signed-in shopper in the UAE: the order store credit pays in full ———
  const aisha = await signIn(baseUrl, 'aisha@example.com', 'Shopper#2026');
  const coin = [...catalogueOf('ae-ar').products].sort((a, b) => a.detail.options[0]!.price - b.detail.options[0]!.price)[0]!.detail;
  const ae = { locale: 'ae-ar' as Locale };
  const creditCart = (await ok('a cart in the UAE', Cart, 'POST', '/api/cart/', { ...ae, body: { productID: coin.productID, quantity: 1 } })).cartID;
  const mapped = await ok('linked to the shopper', Cart, 'GET', `/api/cart/mapUserCart/${creditCart}/`, { ...ae, token: aisha });
  expect(mapped.checkout.storeCredit).toEqual({ balance: 1000, applied: 0 });
  await refused('the linked cart without the token', 404, creditCart, 'GET', `/api/cart/${creditCart}/cart_summary`, ae);
  const dubai = { ...address(creditCart, 'DXB-02'), billingCity: 'Dubai', billingCountry: 'United Arab Emirates', billingPhone: '+971501234567', billingEmail: 'aisha@example.com' };
  await ok('address in Dubai', Cart, 'PUT', '/api/cart/', { ...ae, token: aisha, body: dubai });
  // Part of the credit: a whole number of fils up to the lesser of balance and total, else 422 in the shopper's language.
  const part = await ok('apply part of the store credit', Cart, 'PUT', '/api/cart/', { ...ae, token: aisha, body: { cartID: creditCart, mode: 'apply_usercredit', amount: 10.5 } });
  expect(part.totals.credit).toBe(10.5);
  expect(part.totals.amountDue).toBe(Number((part.totals.total - 10.5).toFixed(2)));
  await refused('more store credit than the balance', 422, 'أدخل مبلغًا', 'PUT', '/api/cart/', { ...ae, token: aisha, body: { cartID: creditCart, mode: 'apply_usercredit', amount: 1000.01 } });
  await refused('store credit in parts of a fils', 422, 'أدخل مبلغًا', 'PUT', '/api/cart/', { ...ae, token: aisha, body: { cartID: creditCart, mode: 'apply_usercredit', amount: 1.005 } });
  const credited = await ok('apply store credit', Cart, 'PUT', '/api/cart/', { ...ae, token: aisha, body: { cartID: creditCart, mode: 'apply_usercredit' } });
  expect(credited.totals.credit).toBe(credited.totals.total);
  expect(credited.totals.amountDue).toBe(0);
  const ways = await ok('ways to pay with credit', PaymentGateways, 'GET', `/api/cart/${creditCart}/payment_gateways/`, { ...ae, token: aisha });
  expect(ways.filter((way) => way.available).map((way) => way.paymentSettingsGroupKey)).toEqual(['free']);
  await refused('an amount to pay the shopper did not see', 409, 'تغير المبلغ المستحق', 'POST', `/api/cart/postorders/${creditCart}/`, {
    ...ae,
    token: aisha,
    body: { paymentSettingsGroupKey: 'free', expectedTotal: credited.totals.total, expectedAmountDue: 1 },
    headers: { 'Idempotency-Key': 'contract-free-0' },
  });
  const free = await ok('place the order (store credit)', PlacedOrder, 'POST', `/api/cart/postorders/${creditCart}/`, {
    ...ae,
    token: aisha,
    body: { paymentSettingsGroupKey: 'free', expectedTotal: credited.totals.total, expectedAmountDue: credited.totals.amountDue },
    headers: { 'Idempotency-Key': 'contract-free-1' },
  });
  expect(free).toMatchObject({ status: 'placed', paymentStatus: 'not_required', next: 'thankyou', amountDue: 0 });
  expect(free.orderNumber).toMatch(/^SLV-AE-1\d{5}$/);
  const freeRead = await ok('read it as its owner', Order, 'GET', `/api/cart/orders/${free.orderID}/`, { ...ae, token: aisha });
  expectOrderAddsUp(freeRead);
  const after = await ok('the cart after the order', Cart, 'GET', `/api/cart/${creditCart}/cart_summary`, { ...ae, token: aisha });
  expect(after.checkout.storeCredit?.balance).toBe(Number((1000 - credited.totals.credit).toFixed(2)));
  return digests;
}

/** Order numbers, keys and ids differ between targets (and runs): the digest keeps what the shopper reads and the money. */
function digestOf(data: unknown): Pick<CheckoutStepDigest, 'money' | 'facts'> {
  const parsedCart = Cart.safeParse(data);
  if (parsedCart.success) {
    const cart = parsedCart.data;
    return {
      money: { ...cart.totals },
      facts: {
        lines: cart.items.map((item) => [item.productID, item.orderItemQuantity, item.orderItemPrice, item.orderPromoDiscountAmount, item.orderPromoCode]),
        promotions: Object.values(cart.extra.applied_promotions),
        checkout: cart.checkout,
        notices: cart.notices,
      },
    };
  }
  const placed = PlacedOrder.safeParse(data);
  if (placed.success) return { money: { total: placed.data.total, amountDue: placed.data.amountDue }, facts: { status: placed.data.status, paymentStatus: placed.data.paymentStatus, next: placed.data.next, redirects: placed.data.redirectUrl !== null } };
  const order = Order.safeParse(data);
  if (order.success) {
    const { totals, items, status, paymentStatus, paymentMethod, gift, promotions, payment, events } = order.data;
    return {
      money: { ...totals },
      facts: { status, paymentStatus, paymentMethod, gift, payment, lines: items.map((item) => [item.productID, item.quantity, item.unitPrice, item.discount, item.tax, item.lineTotal]), promotions: promotions.map((promotion) => [promotion.couponCode, promotion.discount]), // The services' sandbox settles by its notification first; the mocks' by the signed return (lib/sandbox-gateway.ts).
        events: events.map((event) => [event.status, event.note.replace(/confirmed by (notification|redirect)/, 'confirmed')]) },
    };
  }
  const offers = CartPromotions.safeParse(data);
  // endsAt is "N days after seeding" in one target and "N days after recording" in the other.
  if (offers.success) return { facts: offers.data.map(({ endsAt: _endsAt, ...offer }) => offer) };
  const result = PaymentResult.safeParse(data);
  if (result.success) return { facts: { status: result.data.status, paymentStatus: result.data.paymentStatus, failureCode: result.data.failureCode, restoredCart: result.data.cartID !== null } };
  return { facts: data };
}

/** An order's lines add up to its totals to the minor unit. */
function expectOrderAddsUp(order: Order): void {
  const minor = (value: number) => decimalToMinor(value, order.decimalPlaces);
  const sum = (pick: (line: Order['items'][number]) => number) => order.items.reduce((total, line) => total + minor(pick(line)), 0);
  expect(sum((line) => line.lineSubtotal)).toBe(minor(order.totals.subtotal));
  expect(sum((line) => line.discount)).toBe(minor(order.totals.discount));
  expect(sum((line) => line.tax)).toBe(minor(order.totals.tax));
  expect(sum((line) => line.lineTotal) + minor(order.totals.shipping)).toBe(minor(order.totals.total));
  expect(minor(order.totals.total) - minor(order.totals.credit)).toBe(minor(order.totals.amountDue));
  for (const line of order.items) expect(minor(line.unitPrice) * line.quantity).toBe(minor(line.lineSubtotal));
}
