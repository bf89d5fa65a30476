import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { Order, PlacedOrder } from '@/shared/contracts/order-placement';
import { allowWholePageTime, installAppConfig, SERVICES } from '../../support/app-config';
import { placedOrder, serverCart } from './checkout-fixtures';

/**
 * A small stand-in for the services, for the checkout page's component tests: the page is tested
 * against answers this file decides (the shared msw mocks are tested on their own), and every
 * request is recorded so a test can check what the page sent.
 */
export { SERVICES };

export interface Sent {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

const ok = (data: unknown, message = 'ok') => HttpResponse.json({ meta: { responsecode: 200, status: 'Success', message }, data });
export const fail = (status: number, message: string, data: unknown = null) =>
  HttpResponse.json({ meta: { responsecode: status, status: 'Failure', message }, data }, { status });

export interface Backend {
  cart: Cart;
  sent: Sent[];
  gateways: { paymentSettingsGroupKey: 'card' | 'cod' | 'free'; name: string; description: string; available: boolean; reason: string | null }[];
  /** Answers `PUT /api/cart/` in a mode; default: the cart as it is. */
  put: (mode: string, body: Record<string, unknown>) => Response | Cart;
  place: (body: Record<string, unknown>, key: string) => Response | PlacedOrder | Promise<Response | PlacedOrder>;
  order: Order;
  /** Answers `POST /api/cart/handlePaymnt/`. */
  payment: (body: Record<string, unknown>) => Response | Record<string, unknown>;
}

export function createBackend(): { backend: Backend; server: ReturnType<typeof setupServer> } {
  const backend: Backend = {
    cart: serverCart(),
    sent: [],
    gateways: [
      { paymentSettingsGroupKey: 'card', name: 'Card', description: '', available: true, reason: null },
      { paymentSettingsGroupKey: 'cod', name: 'Cash on delivery', description: '', available: true, reason: null },
      { paymentSettingsGroupKey: 'free', name: 'Free', description: '', available: false, reason: 'Something is due' },
    ],
    put: () => backend.cart,
    place: () => ({ orderID: 42, orderNumber: 'SLV-IN-100042', status: 'placed', paymentStatus: 'cod_due', accessKey: 'k'.repeat(32), next: 'confirmation', redirectUrl: null, total: backend.cart.totals.total, amountDue: backend.cart.totals.amountDue }),
    order: placedOrder(),
    payment: () => fail(400, 'The payment result is not signed by the gateway'),
  };
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    backend.sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
      headers: Object.fromEntries(request.headers.entries()),
    });
  };
  const server = setupServer(
    http.get(`${SERVICES}api/cart/countries`, () =>
      ok([
        { countryId: 1, code: 'IN', name: 'India', phoneCode: '+91', states: [{ stateId: 2, code: 'MH', name: 'Maharashtra' }] },
        { countryId: 2, code: 'AE', name: 'United Arab Emirates', phoneCode: '+971', states: [] },
      ]),
    ),
    http.get(`${SERVICES}api/cart/:cartID/cart_summary`, () => ok(backend.cart)),
    http.get(`${SERVICES}api/cart/mapUserCart/:cartID/`, async ({ request }) => {
      await record(request);
      return ok(backend.cart, 'Cart linked to your account');
    }),
    http.get(`${SERVICES}api/cart/:cartID/promotions_list/`, () => ok([])),
    http.get(`${SERVICES}api/cart/:cartID/address_list/`, () => ok({ addresses: [], selectedShippingID: null })),
    http.get(`${SERVICES}api/cart/:cartID/cod_check`, () => ok({ available: true, pincode: '400001', reason: null, limit: 200000, verified: false })),
    http.get(`${SERVICES}api/cart/:cartID/payment_gateways/`, () => ok(backend.gateways)),
    http.get(`${SERVICES}api/products/:id/pincode/:pin`, ({ params }) =>
      ok({ productID: 101, pincode: params.pin, deliverable: true, city: 'Mumbai', codAvailable: true, deliveryDays: 3, estimatedDeliveryDate: '2026-11-25', message: 'ok' }),
    ),
    http.put(`${SERVICES}api/cart/`, async ({ request }) => {
      await record(request);
      const body = (await request.json()) as Record<string, unknown>;
      const answer = backend.put(String(body.mode), body);
      if (answer instanceof Response) return answer;
      backend.cart = answer;
      return ok(answer);
    }),
    http.post(`${SERVICES}api/cart/postorders/:cartID/`, async ({ request }) => {
      await record(request);
      const answer = await backend.place((await request.json()) as Record<string, unknown>, request.headers.get('idempotency-key') ?? '');
      return answer instanceof Response ? answer : ok(answer, 'Order placed');
    }),
    http.post(`${SERVICES}api/cart/handlePaymnt/`, async ({ request }) => {
      await record(request);
      const answer = backend.payment((await request.json()) as Record<string, unknown>);
      return answer instanceof Response ? answer : ok(answer);
    }),
    http.get(`${SERVICES}api/cart/orders/:orderID/`, async ({ request }) => {
      await record(request);
      return ok(backend.order);
    }),
  );
  return { backend, server };
}

/**
 * The backend for one test file: the browser's config points at it, and it listens from the first
 * test to the last, failing any request it does not describe (so a page cannot call something
 * these tests do not know of).
 */
export function useCheckoutBackend(): ReturnType<typeof createBackend> {
  const made = createBackend();
  beforeAll(() => {
    allowWholePageTime();
    installAppConfig();
    made.server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => made.server.close());
  return made;
}

