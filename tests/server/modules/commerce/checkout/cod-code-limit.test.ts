import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '@/server/db/schema';
import { listenOnLoopback } from '@/tests/server/helpers/ports';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { IDS, checkoutFixture } from './checkout-fixture';
import { addItem, indiaAddress, putCart } from './checkout-requests';
import { expectSuccess } from '../commerce-requests';

/**
 * Cash-on-delivery codes obey the per-recipient limit of every code the store sends (5 an hour,
 * account/throttle), counted on the phone, not the cart: a new cart per request does not get
 * round it. The requests go at once over a real HTTP listener (parallel on PostgreSQL).
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ seedData: checkoutFixture });
  base = await listenOnLoopback(t);
}, 120_000);
afterAll(async () => t?.close());

async function cartFor(phone: string, locale = 'in-en'): Promise<string> {
  const { cartID } = await addItem(t.app, { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 }, { locale });
  expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingPhone: phone, billingEmail: `cod-${cartID.slice(0, 8)}@example.com` }), { locale }));
  return cartID;
}

function sendCode(cartID: string, locale = 'in-en') {
  return fetch(`${base}/api/cart/`, {
    method: 'PUT',
    headers: { ...siteHeaders(locale), 'content-type': 'application/json' },
    body: JSON.stringify({ cartID, mode: 'send_cod_otp' }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { meta: { message: string }; data: unknown } }));
}

const smsTo = async (phone: string) =>
  Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.channel, 'sms'))))[0]?.n);

describe('cash-on-delivery codes to one phone', () => {
  it('sends 5 of 25 codes asked for at once from 25 carts; the rest are a 429 saying why', async () => {
    const phone = '+919811122233';
    const cartIDs: string[] = [];
    for (let index = 0; index < 25; index += 1) cartIDs.push(await cartFor(phone));
    const answers = await Promise.all(cartIDs.map((cartID) => sendCode(cartID)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer.body.meta.message).toMatch(/^Too many codes were sent to this phone\. Please try again in (60|59) minutes, or choose another way to pay\.$/);
    }
    expect(await smsTo(phone)).toBe(5);
    // Another phone is not affected.
    const other = await cartFor('+919811122244');
    expect((await sendCode(other)).status).toBe(200);
  }, 120_000);

  it('says so in the cart language, and counts the phone however it was typed', async () => {
    const phone = '+919811155566';
    for (let index = 0; index < 5; index += 1) expect((await sendCode(await cartFor(phone))).status).toBe(200);
    // The same number with spaces and dashes is the same recipient.
    const cartID = await cartFor('+91 98111-55566', 'in-hi');
    const answer = await sendCode(cartID, 'in-hi');
    expect(answer.status).toBe(429);
    expect(answer.body.meta.message).toMatch(/^इस फ़ोन पर बहुत अधिक कोड भेजे जा चुके हैं। कृपया (60|59) मिनट बाद फिर से कोशिश करें, या भुगतान का कोई दूसरा तरीका चुनें।$/);
    expect(await smsTo(phone)).toBe(5);
  });
});
