import { describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { PlacedOrder } from '@/shared/contracts/order-placement';
import { codCodeMessage, otpMessage, passwordResetMessage } from '@/shared/message-templates/account-templates';
import { orderConfirmationMessage } from '@/shared/message-templates/order-templates';
import { catalogueFor } from './lib/fixtures';
import { checkoutState } from './state/checkout-store';
import { useMockServer } from './use-mock-server';

/** The mocks "send" the services' own texts, in the same language (src/shared/message-templates/). */
useMockServer();
const BASE = 'http://localhost:4000';
const SITES = { 'in-hi': { websiteID: '1', subsiteID: '1', languageID: '2' }, 'ae-ar': { websiteID: '1', subsiteID: '2', languageID: '3' } } as const;

interface Message {
  subject: string;
  body: string;
}

async function outbox(to: string): Promise<Message[]> {
  return ((await (await fetch(`${BASE}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: Message[] }).messages;
}

async function account(path: string, body: object, language: string) {
  return fetch(`${BASE}/account/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': language }, body: JSON.stringify({ reCaptchaToken: 'captcha-off', ...body }) });
}

async function commerce<T>(method: string, path: string, body: unknown, locale: keyof typeof SITES, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE}${path}`, { method, headers: { ...SITES[locale], 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await response.json()) as { meta: { message: string }; data: T };
}

const codeIn = (message: Message | undefined) => /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';

describe('mock messages', () => {
  it('texts the sign-up code of an Arabic page in Arabic and mails a Hindi page’s reset link in Hindi', async () => {
    const phone = '+971501234987';
    expect((await account('auth/sign-up', { firstName: 'Aisha', lastName: 'Khan', email: 'aisha.mock@example.com', phone, password: 'Diamond#2026' }, 'ar-AE,ar;q=0.9')).status).toBe(201);
    const [sms] = await outbox(phone);
    expect(sms).toMatchObject(otpMessage('ar', { purpose: 'signup', code: codeIn(sms) }));

    await account('auth/forgot-password', { email: 'aisha.mock@example.com' }, 'hi-IN');
    const [mail] = await outbox('aisha.mock@example.com');
    const link = /https?:\/\/\S+reset-password\?token=[\w.-]+/.exec(mail?.body ?? '')?.[0] ?? '';
    expect(mail).toMatchObject(passwordResetMessage('hi', { link }));
  });

  it('texts the cash-on-delivery code and confirms the order in the checkout’s language, with the amount to pay on delivery', async () => {
    const phone = '+919876512345';
    const product = catalogueFor('in-hi')!.products.find(({ detail }) => detail.options.some((option) => option.stock > 1))!.detail;
    const cartID = (await commerce<Cart>('POST', '/api/cart/', { productID: product.productID, quantity: 1 }, 'in-hi')).data.cartID;
    const address = { cartID, mode: 'add_address', billingFirstName: 'मीरा', billingLastName: 'नायर', billingAddress1: '1 Road', billingCity: 'Mumbai', billingZip: '400001', billingCountry: 'India', billingPhone: phone, billingEmail: 'meera.mock@example.com', billingAddressDifferent: 'No' };
    await commerce('PUT', '/api/cart/', address, 'in-hi');
    await commerce('PUT', '/api/cart/', { cartID, mode: 'send_cod_otp' }, 'in-hi');
    const [sms] = await outbox(phone);
    expect(sms).toMatchObject(codCodeMessage('hi', { code: codeIn(sms) }));
    await commerce('PUT', '/api/cart/', { cartID, mode: 'verify_cod_otp', otp: codeIn(sms) }, 'in-hi');
    const placed = (await commerce<PlacedOrder>('POST', `/api/cart/postorders/${cartID}/`, { paymentSettingsGroupKey: 'cod' }, 'in-hi', { 'Idempotency-Key': 'mock-messages-cod' })).data;
    expect(placed.paymentStatus).toBe('cod_due');

    const [mail] = await outbox('meera.mock@example.com');
    const order = checkoutState().orders.find((candidate) => candidate.orderID === placed.orderID)!;
    expect(order.languageCode).toBe('hi');
    expect(mail?.subject).toBe(`आपका SLV Jewellers ऑर्डर ${placed.orderNumber}`);
    expect(mail?.body).toContain(`डिलीवरी पर नकद भुगतान करें: ₹${placed.amountDue.toLocaleString('en-IN')}`);
    // The services' template, word for word.
    const { totals } = order;
    const stored = { number: order.orderNumber, paymentMethod: order.paymentMethod, paymentStatus: order.paymentStatus, lines: order.lines, subtotalMinor: totals.subtotal, discountMinor: totals.discount, shippingMinor: totals.shipping, taxMinor: totals.tax, totalMinor: totals.total, creditMinor: totals.credit, amountDueMinor: totals.amountDue, shippingAddress: order.shippingAddress };
    expect(mail).toMatchObject(orderConfirmationMessage('hi', { order: stored, style: { currencySymbol: '₹', decimalPlaces: 0, languageTag: 'hi-IN' } }));
  });
});
