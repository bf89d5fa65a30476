import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { payments } from '@/server/db/schema';
import { settlePayment } from '@/server/modules/commerce/payments';
import type { PlacedOrder } from '@/shared/contracts/order-placement';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { checkoutFixture } from '../../checkout/checkout-fixture';
import { addItem, indiaAddress, placeOk, putCart, uaeAddress } from '../../checkout/checkout-requests';
import { expectSuccess } from '../../commerce-requests';

export { IDS, PRICES } from '../../checkout/checkout-fixture';

/** The checkout fixture: hand-priced products; the shopper holds ₹25,000 of store credit. */
export async function createAfterSalesApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ seedData: checkoutFixture, env });
}

export type Auth = { authorization: string };

export function api(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, auth: Auth | null, payload?: object, locale = 'in-en'): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { ...siteHeaders(locale), ...(auth ?? {}) }, ...(payload ? { payload } : {}) });
}

export interface OrderOptions {
  items: { productID: number; productOptionID: number; quantity: number }[];
  /** Store credit to apply (rupees). */
  credit?: number;
  /** `card` (paid at once through settlePayment) or `free` (store credit covers it). */
  pay: 'card' | 'free';
  /** `in-en` by default; a UAE locale ships to Dubai. */
  locale?: string;
}

/** Places an order through the real checkout calls as the signed-in shopper, and pays a card order. */
export async function placeOrderAs(app: FastifyInstance, auth: Auth, { items, credit, pay, locale = 'in-en' }: OrderOptions): Promise<PlacedOrder> {
  const who = { auth, locale };
  let cartID: string | undefined;
  for (const item of items) cartID = (await addItem(app, { ...item, cartID }, who)).cartID;
  expectSuccess(await putCart(app, locale.startsWith('ae') ? uaeAddress(cartID!) : indiaAddress(cartID!), who));
  if (credit !== undefined) expectSuccess(await putCart(app, { cartID, mode: 'apply_usercredit', amount: credit }, who));
  const placed = await placeOk(app, cartID!, { paymentSettingsGroupKey: pay }, who);
  if (pay === 'card') await payLatest(app, placed.orderID, 'succeeded');
  return placed;
}

/** Settles the order's newest payment as the provider would (the notification path). */
export async function payLatest(app: FastifyInstance, orderId: number, status: 'succeeded' | 'failed') {
  const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  if (!payment) throw new Error(`Order ${orderId} has no payment`);
  return settlePayment({ db: app.db, paymentId: payment.providerRef, outcome: status === 'succeeded' ? { status } : { status, reason: 'Your card was declined' }, via: 'notification', notify: app.notify });
}

/** Staff moves the order through each status given. */
export async function moveAs(app: FastifyInstance, staff: Auth, orderId: number, statuses: string[]) {
  for (const status of statuses) expectSuccess(await api(app, 'POST', `/admin/orders/${orderId}/status`, staff, { status, note: `to ${status}` }));
}
