import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { OrderDetail } from '@/shared/contracts/orders';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { addItem, indiaAddress, lastCodeSentTo, placeOk, putCart } from '../../checkout/checkout-requests';
import { expectSuccess } from '../../commerce-requests';
import { api, createAfterSalesApp, IDS, moveAs, placeOrderAs, PRICES, type Auth } from '../after-sales/after-sales-fixture';

/**
 * The shopper's e-mails and SMS are written in the language the order was placed in: the
 * confirmation (paid, or what to pay on delivery), the status changes and a cancellation.
 */
let t: TestApp;
let shopper: Auth;
let aisha: Auth;
let staff: Auth;

beforeAll(async () => {
  t = await createAfterSalesApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  aisha = (await signInAs(t.app, 'aisha')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
}, 120_000);
afterAll(async () => t?.close());

interface Message {
  subject: string;
  body: string;
  channel: string;
}

/** Every message to the address that names the order, newest first. */
async function messagesAbout(to: string, orderNumber: string): Promise<Message[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: Message[] }).messages.filter((message) => `${message.subject}\n${message.body}`.includes(orderNumber));
}

const ARABIC = /[\u0600-\u06FF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('order e-mails in the order’s language', () => {
  it('confirms an ae-ar card order in Arabic, as paid by card, and writes its status changes and a cancellation in Arabic', async () => {
    const placed = await placeOrderAs(t.app, aisha, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 2 }], pay: 'card', locale: 'ae-ar' });
    const [confirmation] = await messagesAbout('aisha@example.com', placed.orderNumber);
    expect(confirmation?.subject).toBe(`طلبك ${placed.orderNumber} من SLV Jewellers`);
    expect(confirmation?.body).toContain(`شكراً لطلبك ${placed.orderNumber}.`);
    // Paid: the amount the card paid, never an amount still due.
    expect(confirmation?.body).toContain(`مدفوع بالبطاقة: AED ${placed.amountDue.toFixed(2)}`);
    expect(confirmation?.body).not.toContain('المبلغ المستحق');
    expect(confirmation?.body).not.toMatch(/Amount due|Thank you/);

    await moveAs(t.app, staff, placed.orderID, ['confirmed']);
    const [confirmed] = await messagesAbout('aisha@example.com', placed.orderNumber);
    expect(confirmed?.subject).toBe(`تم تأكيد طلبك ${placed.orderNumber} وجارٍ تجهيزه`);
    // Staff's note is passed on as theirs (in its own direction); the frame around it is Arabic.
    expect(confirmed?.body).toBe(`الطلب ${placed.orderNumber}\n\nملاحظة من فريقنا: \u2068to confirmed\u2069\n\nيمكنك متابعته في «طلباتي» لدى SLV Jewellers.`);

    const detail = expectSuccess<OrderDetail>(await api(t.app, 'GET', `/api/orders/detail/id/${placed.orderID}/`, aisha, undefined, 'ae-ar'));
    const line = detail.items[0]!;
    expectSuccess(await api(t.app, 'PATCH', '/api/orders/cancel/', aisha, { orderID: placed.orderID, reasonID: 'changed_mind', refundMethod: 'original_payment', lines: [{ orderLineID: line.orderLineID, quantity: 1 }] }, 'ae-ar'));
    const [cancelled] = await messagesAbout('aisha@example.com', placed.orderNumber);
    expect(cancelled?.subject).toBe(`تم إلغاء جزء من طلبك ${placed.orderNumber}`);
    expect(cancelled?.body).toContain(`تم الإلغاء: 1 × ${line.name}`);
    expect(cancelled?.body).toContain('(غيرت رأيي)');
    expect(cancelled?.body).toContain(`المبلغ المسترد: AED ${(PRICES.ae.coin / 100).toFixed(2)} إلى بطاقتك`);
    expect(cancelled?.body).not.toMatch(/Cancelled|Refund|changed my mind/);
  });

  it('confirms an in-hi cash-on-delivery order in Hindi with the amount to pay on delivery, after a Hindi SMS code', async () => {
    const who = { locale: 'in-hi' };
    const phone = '+919800031415';
    const cartID = (await addItem(t.app, { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 }, who)).cartID;
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingPhone: phone, billingEmail: 'meera.hindi@example.com' }), who));
    expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'send_cod_otp' }, who));
    const sms = (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(phone)}` })).json().messages[0] as Message;
    expect(sms.subject).toBe('कैश ऑन डिलीवरी कोड');
    expect(sms.body).toMatch(/^\d{6} आपका SLV Jewellers कैश ऑन डिलीवरी कोड है।/);
    const code = await lastCodeSentTo(t.app, phone);
    expectSuccess(await putCart(t.app, { cartID, mode: 'verify_cod_otp', otp: code }, who));
    const placed = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'cod' }, who);

    const [confirmation] = await messagesAbout('meera.hindi@example.com', placed.orderNumber);
    expect(confirmation?.subject).toBe(`आपका SLV Jewellers ऑर्डर ${placed.orderNumber}`);
    expect(confirmation?.body).toMatch(DEVANAGARI);
    expect(confirmation?.body).toContain(`डिलीवरी पर नकद भुगतान करें: ₹${placed.amountDue.toLocaleString('en-IN')}`);
    expect(confirmation?.body).not.toMatch(/Amount due|Thank you|Subtotal|Cash on delivery/);
  });

  it('says "Paid by card" in an English card order’s confirmation, not "Amount due"', async () => {
    const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 }], pay: 'card' });
    const [confirmation] = await messagesAbout('priya@example.com', placed.orderNumber);
    expect(confirmation?.subject).toBe(`Your SLV Jewellers order ${placed.orderNumber}`);
    expect(confirmation?.body).toContain(`Paid by card: ₹${placed.amountDue.toLocaleString('en-IN')}`);
    expect(confirmation?.body).not.toContain('Amount due');
    expect(confirmation?.body).not.toMatch(ARABIC);
  });
});
