import { describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { PlacedOrder } from '@/shared/contracts/order-placement';
import { catalogueFor } from './lib/fixtures';
import { handleSandboxRequest } from './lib/sandbox-gateway';
import { sandboxLink } from './lib/sandbox-link';
import { useMockServer } from './use-mock-server';

useMockServer();
const BASE = 'http://localhost:4000';
const SITES = { 'in-en': { websiteID: '1', subsiteID: '1', languageID: '1' }, 'ae-en': { websiteID: '1', subsiteID: '2', languageID: '1' } } as const;
type Locale = keyof typeof SITES;

async function call<T>(method: string, path: string, body: unknown, locale: Locale = 'in-en', headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE}${path}`, { method, headers: { ...SITES[locale], 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { meta: { message: string }; data: T } };
}

const productBySlug = (locale: Locale, slug: string) => catalogueFor(locale)!.products.find(({ detail }) => detail.slug === slug)!.detail;

async function cartWith(locale: Locale, slug: string, zip: string): Promise<string> {
  const { body } = await call<Cart>('POST', '/api/cart/', { productID: productBySlug(locale, slug).productID, quantity: 1 }, locale);
  const cartID = body.data.cartID;
  const address = { cartID, mode: 'add_address', billingFirstName: 'A', billingLastName: 'B', billingAddress1: '1 Road', billingCity: 'City', billingZip: zip, billingCountry: 'X', billingPhone: '+919876543210', billingEmail: 'a@example.com', billingAddressDifferent: 'No' };
  expect((await call('PUT', '/api/cart/', address, locale)).status).toBe(200);
  return cartID;
}

/** Hand-computed figures: the mocks' money must be the services' rules to the minor unit. */
describe('mock checkout money', () => {
  it('WELCOME10 on ₹28,089: ₹2,809 off (half up), GST 3 % included ₹736', async () => {
    const cartID = await cartWith('in-en', 'om-pendant-22k', '400001');
    const { body } = await call<Cart>('PATCH', '/api/cart/', { cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' });
    expect(body.meta.message).toBe('Promotion WELCOME10 applied');
    // 28089 × 10 % = 2808.9 → 2809; tax = 25280 − round(25280 × 100 / 103) = 25280 − 24544.
    expect(body.data.totals).toEqual({ subtotal: 28089, discount: 2809, shipping: 0, tax: 736, total: 25280, credit: 0, amountDue: 25280 });
    expect(body.data.items[0]).toMatchObject({ orderPromoDiscountAmount: 2809, orderPromoCode: 'WELCOME10' });
  });

  it('UAE50 on AED 2,532.11: AED 50 off, VAT 5 % included AED 118.20', async () => {
    const cartID = await cartWith('ae-en', 'solitaire-drop-pendant-18k-white', 'DXB-02');
    const { body } = await call<Cart>('PUT', '/api/cart/', { cartID, mode: 'apply_promotion', couponCode: 'UAE50' }, 'ae-en');
    // 253211 − 5000 = 248211 fils; tax = 248211 − round(248211 × 100 / 105) = 248211 − 236391 = 11820.
    expect(body.data.totals).toEqual({ subtotal: 2532.11, discount: 50, shipping: 0, tax: 118.2, total: 2482.11, credit: 0, amountDue: 2482.11 });
  });

  it('takes the last units: a second order for more than is left is refused and takes nothing', async () => {
    const ring = catalogueFor('in-en')!.products.find(({ detail }) => detail.options.some((option) => option.stock === 1))!.detail;
    const option = ring.options.find((candidate) => candidate.stock === 1)!;
    const place = async (key: string) => {
      const { body } = await call<Cart>('POST', '/api/cart/', { productID: ring.productID, productOptionID: option.productOptionID, quantity: 1 });
      const cartID = body.data.cartID;
      await call('PUT', '/api/cart/', { cartID, mode: 'add_address', billingFirstName: 'A', billingLastName: 'B', billingAddress1: '1 Road', billingCity: 'Bengaluru', billingZip: '560001', billingCountry: 'India', billingPhone: '+919876543210', billingEmail: 'a@example.com', billingAddressDifferent: 'No' });
      return { cartID, answer: await call<PlacedOrder>('POST', `/api/cart/postorders/${cartID}/`, { paymentSettingsGroupKey: 'card' }, 'in-en', { 'Idempotency-Key': key }) };
    };
    const first = await place('first-order-key');
    expect(first.answer.status).toBe(200);
    const { body } = await call<Cart>('POST', '/api/cart/', { productID: ring.productID, productOptionID: option.productOptionID, quantity: 1 });
    expect(body).toMatchObject({ meta: { message: expect.stringMatching(/^Out of stock/) } });
  });
});

describe('the mock sandbox gateway', () => {
  const context = { orderID: 7, orderNumber: 'SLV-IN-100007', amountText: '₹55,524', languageCode: 'en', returnUrl: 'http://localhost:3000/in-en/payment-return' };

  it('shows the services’ card page for a signed link, and refuses an edited one', async () => {
    const link = await sandboxLink('http://services.invalid', 'pay_mock_7', context);
    const page = await handleSandboxRequest(new Request(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('SLV-IN-100007');
    expect(html).toContain('Pay ₹55,524');
    const edited = link.replace('pay_mock_7', 'pay_mock_8');
    expect((await handleSandboxRequest(new Request(edited))).status).toBe(404);
  });

  it('re-shows the form for a mistyped card and sends a declined card back with the reason', async () => {
    const link = await sandboxLink('http://services.invalid', 'pay_mock_7', context);
    const submit = (cardNumber: string) =>
      handleSandboxRequest(new Request(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ cardNumber, expiry: '12/39', cvc: '123', action: 'pay' }) }));
    const mistyped = await submit('4242 4242 4242 4241');
    expect(mistyped.status).toBe(422);
    expect(await mistyped.text()).toContain('This card number is not valid');
    const declined = await submit('4000 0000 0000 0002');
    expect(declined.status).toBe(303);
    const location = new URL(declined.headers.get('location')!);
    expect(location.pathname).toBe('/in-en/payment-return');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ orderID: '7', paymentID: 'pay_mock_7', status: 'failed', reason: 'Your card was declined' });
  });
});

/** Issue 12, as the services answer it (tests/server/modules/commerce/checkout/cod-code-limit.test.ts, orders/place-order-hardening.test.ts). */
describe('mock checkout limits', () => {
  async function codCart(phone: string, locale: Locale = 'in-en'): Promise<string> {
    const { body } = await call<Cart>('POST', '/api/cart/', { productID: productBySlug(locale, 'om-pendant-22k').productID, quantity: 1 }, locale);
    const cartID = body.data.cartID;
    const address = { cartID, mode: 'add_address', billingFirstName: 'A', billingLastName: 'B', billingAddress1: '1 Road', billingCity: 'Mumbai', billingZip: '400001', billingState: 'Maharashtra', billingCountry: 'India', billingPhone: phone, billingEmail: 'a@example.com', billingAddressDifferent: 'No' };
    expect((await call('PUT', '/api/cart/', address, locale)).status).toBe(200);
    return cartID;
  }

  it('sends 5 cash-on-delivery codes an hour to one phone, whichever carts ask; the sixth is a 429 saying why', async () => {
    const phone = '+919811177788';
    for (let index = 0; index < 5; index += 1) expect((await call('PUT', '/api/cart/', { cartID: await codCart(phone), mode: 'send_cod_otp' })).status).toBe(200);
    const refused = await call('PUT', '/api/cart/', { cartID: await codCart(phone), mode: 'send_cod_otp' });
    expect(refused.status).toBe(429);
    expect(refused.body.meta.message).toBe('Too many codes were sent to this phone. Please try again in 60 minutes, or choose another way to pay.');
    expect((await call('PUT', '/api/cart/', { cartID: await codCart('+919811177799'), mode: 'send_cod_otp' })).status).toBe(200);
  });

  it('refuses an Idempotency-Key sent again with another body (422); the same body gets the same order', async () => {
    const cartID = await codCart('+919811177700');
    const headers = { 'Idempotency-Key': 'mock-key-reuse-1' };
    const placed = await call<PlacedOrder>('POST', `/api/cart/postorders/${cartID}/`, { paymentSettingsGroupKey: 'card' }, 'in-en', headers);
    expect(placed.status).toBe(200);
    const reused = await call('POST', `/api/cart/postorders/${cartID}/`, { paymentSettingsGroupKey: 'cod' }, 'in-en', headers);
    expect(reused.status).toBe(422);
    expect(reused.body.meta.message).toBe('This order request was already sent with different details. Please place your order again.');
    const again = await call<PlacedOrder>('POST', `/api/cart/postorders/${cartID}/`, { paymentSettingsGroupKey: 'card' }, 'in-en', headers);
    expect(again.body.data.orderID).toBe(placed.body.data.orderID);
  });

  it('refuses an amount to pay the shopper did not see with 409 and the cart', async () => {
    const cartID = await codCart('+919811177711');
    const { body } = await call<Cart>('GET', `/api/cart/${cartID}/cart_summary`, undefined);
    const { total, amountDue } = body.data.totals;
    const refused = await call<Cart>('POST', `/api/cart/postorders/${cartID}/`, { paymentSettingsGroupKey: 'card', expectedTotal: total, expectedAmountDue: amountDue - 1 }, 'in-en', { 'Idempotency-Key': 'mock-amount-due-1' });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toMatch(/^The amount to pay changed from ₹[\d,]+ to ₹[\d,]+\. Please review your order\.$/);
    expect(refused.body.data.totals.amountDue).toBe(amountDue);
    const placed = await call('POST', `/api/cart/postorders/${cartID}/`, { paymentSettingsGroupKey: 'card', expectedTotal: total, expectedAmountDue: amountDue }, 'in-en', { 'Idempotency-Key': 'mock-amount-due-2' });
    expect(placed.status).toBe(200);
  });
});
