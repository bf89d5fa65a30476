import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { AccountApi, SignedInShopper } from '../../fixtures/account-api';

/** India's site headers in the demo store (in-en). */
const IN_EN = { websiteID: '1', subsiteID: '1', languageID: '1' };

interface Answer {
  status: number;
  body: { meta?: { message?: string }; data?: unknown } | null;
}

/** A commerce call made from inside the page, so it reaches the real services or the msw worker alike. */
async function commerce(page: Page, method: string, path: string, { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const config = await page.evaluate(() => JSON.parse(document.getElementById('__APP_CONFIG__')?.textContent ?? '{}') as { commerceApiUrl: string });
  // Mock builds: the msw worker answers this page only once it has started for it.
  if (config.commerceApiUrl.includes('.invalid')) await page.waitForFunction(() => document.documentElement.dataset.mocks === 'ready');
  return page.evaluate(
    async ({ url, method, body, token, headers }) => {
      const all: Record<string, string> = { ...headers };
      if (body !== undefined) all['content-type'] = 'application/json';
      if (token) all.Authorization = `Bearer ${token}`;
      const response = await fetch(url, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url: `${config.commerceApiUrl}${path}`, method, body, token, headers: { ...IN_EN, ...headers } },
  );
}

function expectOk(answer: Answer, what: string) {
  if (answer.status !== 200) throw new Error(`${what} failed: ${answer.status} ${answer.body?.meta?.message ?? ''}`);
  return answer.body?.data as Record<string, unknown>;
}

/**
 * Places a cash-on-delivery order of one piece for the signed-in shopper through the services'
 * own calls (cart, address, the COD code from the outbox, postorders), so the piece counts as
 * bought and may be reviewed. Answers the order's id.
 */
export async function buyWithCashOnDelivery(page: Page, accountApi: AccountApi, shopper: SignedInShopper, productID: number): Promise<number> {
  const token = shopper.accessToken;
  const cart = expectOk(await commerce(page, 'POST', 'api/cart/', { token, body: { productID, quantity: 1 } }), 'add to cart');
  const cartID = String(cart.cartID);
  // As the storefront does at sign-in: the cart becomes the shopper's, so the order will be theirs.
  expectOk(await commerce(page, 'GET', `api/cart/mapUserCart/${cartID}/`, { token }), 'map cart to user');
  const phone = shopper.phone;
  expectOk(
    await commerce(page, 'PUT', 'api/cart/', {
      token,
      body: {
        cartID, mode: 'add_address', billingFirstName: shopper.firstName, billingLastName: shopper.lastName, billingAddress1: '12 Marine Drive',
        billingCity: 'Mumbai', billingZip: '400001', billingState: 'Maharashtra', billingCountry: 'India', billingPhone: phone,
        billingEmail: shopper.email, billingAddressDifferent: 'No', shippingSaveToList: 'no',
      },
    }),
    'add address',
  );
  const since = Date.now() - 1000;
  expectOk(await commerce(page, 'PUT', 'api/cart/', { token, body: { cartID, mode: 'send_cod_otp' } }), 'send COD code');
  const [otp] = await accountApi.waitForMessage(phone, /\b\d{6}\b/, since);
  expectOk(await commerce(page, 'PUT', 'api/cart/', { token, body: { cartID, mode: 'verify_cod_otp', otp } }), 'verify COD code');
  const order = expectOk(
    await commerce(page, 'POST', `api/cart/postorders/${cartID}/`, { token, body: { paymentSettingsGroupKey: 'cod' }, headers: { 'Idempotency-Key': randomUUID() } }),
    'place order',
  );
  return Number(order.orderID);
}
