import { and, eq, gte } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions, productStock } from '@/server/db/schema';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { expectSuccess } from '../commerce-requests';
import { confirmationsFor } from './payment-fixture';

/**
 * A guest's card checkout end to end over HTTP, as the storefront and the browser drive it:
 * cart → address → place a card order → the hosted page → pay → the 303 back to the store →
 * handlePaymnt → the order is paid. And a declined card puts the pieces back in the same cart.
 */
let t: TestApp;
const headers = siteHeaders('in-en');

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function stockedOption() {
  const [row] = await t.db
    .select({ optionId: productStock.optionId, productId: productOptions.productId, quantity: productStock.quantity })
    .from(productStock)
    .innerJoin(productOptions, eq(productOptions.id, productStock.optionId))
    .where(and(eq(productStock.subsiteId, 1), gte(productStock.quantity, 3)))
    .limit(1);
  return row!;
}

async function stockOf(optionId: number) {
  const [row] = await t.db.select({ quantity: productStock.quantity }).from(productStock).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, 1)));
  return row!.quantity;
}

async function placeCardOrder(optionId: number, productId: number, quantity: number, beforePlacing?: (cartID: string) => Promise<void>) {
  const cart = expectSuccess<{ cartID: string }>(
    await t.app.inject({ method: 'POST', url: '/api/cart/', headers, payload: { productID: productId, productOptionID: optionId, quantity } }),
  );
  expectSuccess(
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart/',
      headers,
      payload: {
        cartID: cart.cartID,
        mode: 'add_address',
        billingFirstName: 'Meera',
        billingLastName: 'Iyer',
        billingAddress1: '12 Marine Drive',
        billingCity: 'Mumbai',
        billingZip: '400001',
        billingState: 'Maharashtra',
        billingCountry: 'India',
        billingPhone: '+919812300000',
        billingEmail: 'meera.card@example.com',
        billingAddressDifferent: 'No',
      },
    }),
  );
  await beforePlacing?.(cart.cartID);
  const placed = expectSuccess<{ orderID: number; orderNumber: string; accessKey: string; next: string; redirectUrl: string; status: string }>(
    await t.app.inject({
      method: 'POST',
      url: `/api/cart/postorders/${cart.cartID}/`,
      headers: { ...headers, 'idempotency-key': `card-e2e-${cart.cartID}` },
      payload: { paymentSettingsGroupKey: 'card' },
    }),
  );
  return { cartID: cart.cartID, placed };
}

function submitCard(url: string, cardNumber: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber, expiry: '12/39', cvc: '123', action: 'pay' }).toString(),
  });
}

async function relay(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(303);
  const query = Object.fromEntries(new URL(String(response.headers.location)).searchParams);
  return expectSuccess<Record<string, unknown>>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/handlePaymnt/',
      headers,
      payload: { orderID: Number(query.orderID), paymentID: query.paymentID, status: query.status, ...(query.reason ? { reason: query.reason } : {}), signature: query.signature },
    }),
  );
}

describe('card checkout over HTTP', () => {
  it('place a card order → hosted page → 4242… → redirect → handlePaymnt → paid, one e-mail', async () => {
    const option = await stockedOption();
    const before = await stockOf(option.optionId);
    const { placed } = await placeCardOrder(option.optionId, option.productId, 1);
    expect(placed).toMatchObject({ status: 'pending_payment', next: 'payment' });
    expect(await stockOf(option.optionId)).toBe(before - 1);

    const pagePath = new URL(placed.redirectUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(placed.orderNumber);

    const result = await relay(await submitCard(pagePath, '4242 4242 4242 4242'));
    expect(result).toMatchObject({ orderID: placed.orderID, status: 'placed', paymentStatus: 'paid', accessKey: placed.accessKey });

    const order = expectSuccess<{ status: string; paymentStatus: string; payment: { status: string } }>(
      await t.app.inject({ method: 'GET', url: `/api/cart/orders/${placed.orderID}/?key=${placed.accessKey}`, headers }),
    );
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'paid', payment: { status: 'succeeded' } });
    expect(await stockOf(option.optionId)).toBe(before - 1);
    expect(await confirmationsFor(t.db, placed.orderNumber)).toHaveLength(1);
  });

  it('a declined card: the order fails, the stock comes back and the same cart holds the pieces, coupon, address and gift again', async () => {
    const option = await stockedOption();
    const before = await stockOf(option.optionId);
    const { cartID, placed } = await placeCardOrder(option.optionId, option.productId, 2, async (id) => {
      expectSuccess(await t.app.inject({ method: 'PATCH', url: '/api/cart/', headers, payload: { cartID: id, mode: 'apply_promotion', couponCode: 'WELCOME10' } }));
      expectSuccess(await t.app.inject({ method: 'PUT', url: '/api/cart/', headers, payload: { cartID: id, mode: 'gift_buy', isGift: 'Yes', recipientName: 'Asha', giftMessage: 'Happy birthday', giftWrap: true } }));
    });
    expect(await stockOf(option.optionId)).toBe(before - 2);
    const emptied = expectSuccess<{ checkout: { shippingAddress: unknown; gift: unknown } }>(await t.app.inject({ method: 'GET', url: `/api/cart/${cartID}/cart_summary`, headers }));
    expect(emptied.checkout).toMatchObject({ shippingAddress: null, gift: null });
    const result = await relay(await submitCard(new URL(placed.redirectUrl).pathname, '4000 0000 0000 0002'));
    expect(result).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed', failureCode: 'declined', cartID });
    expect(await stockOf(option.optionId)).toBe(before);
    const cart = expectSuccess<{ items?: Array<{ productOptionID: number; quantity: number }> }>(await t.app.inject({ method: 'GET', url: `/api/cart/${cartID}/cart_summary`, headers }));
    expect(JSON.stringify(cart)).toContain(`"productOptionID":${option.optionId}`);
    // The checkout it was placed with comes back too: coupon, address and gift options, nothing to enter again.
    const restored = cart as unknown as { checkout: { shippingAddress: { zip: string } | null; gift: unknown }; extra: { applied_promotions: Record<string, { couponCode: string }> } };
    expect(restored.checkout.shippingAddress?.zip).toBe('400001');
    expect(restored.checkout.gift).toMatchObject({ recipientName: 'Asha', giftMessage: 'Happy birthday', giftWrap: true });
    expect(Object.values(restored.extra.applied_promotions).map((applied) => applied.couponCode)).toEqual(['WELCOME10']);
    expect(await confirmationsFor(t.db, placed.orderNumber)).toHaveLength(0);
  });
});
