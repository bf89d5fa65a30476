import { describe, expect, it } from 'vitest';
import { codCodeMessage, otpMessage, passwordResetMessage } from '@/shared/message-templates/account-templates';
import {
  type ConfirmationOrder,
  orderConfirmationMessage,
  orderMail,
  orderStatusMessage,
  refundLine,
} from '@/shared/message-templates/order-templates';
import { type MessageText, type MoneyStyle } from '@/shared/message-templates/message-text';
import { orderTexts } from '@/shared/message-templates/order-texts';

const NUMBER = 'SLV-IN-100042';
const RMA = 'RMA-SLV-IN-100042-1';
const LINK = 'https://shop.example/reset-password?token=abc_DEF-123';
const INR = (languageCode: string): MoneyStyle => ({ currencySymbol: '₹', decimalPlaces: 0, languageTag: `${languageCode}-IN` });
const AED = (languageCode: string): MoneyStyle => ({ currencySymbol: 'AED ', decimalPlaces: 2, languageTag: `${languageCode}-AE` });

const order = (overrides: Partial<ConfirmationOrder> = {}): ConfirmationOrder => ({
  number: NUMBER,
  paymentMethod: 'card',
  paymentStatus: 'paid',
  lines: [{ quantity: 1, name: 'मंदिर अंगूठी', optionLabel: 'साइज़ 12', sku: 'RNG-TMP-22', lineTotalMinor: 123_456 }],
  subtotalMinor: 123_456,
  discountMinor: 1_000,
  shippingMinor: 0,
  taxMinor: 3_566,
  totalMinor: 122_456,
  creditMinor: 0,
  amountDueMinor: 122_456,
  shippingAddress: { firstName: 'प्रिया', lastName: 'शर्मा', city: 'मुंबई', zip: '400001' },
  ...overrides,
});

/** Every message a shopper can get, in one language, with Latin only where a brand, code, number or link goes. */
function everyMessage(languageCode: string): MessageText[] {
  const texts = orderTexts(languageCode);
  const style = INR(languageCode);
  const statuses = ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'someday'];
  return [
    otpMessage(languageCode, { purpose: 'signup', code: '123456' }),
    otpMessage(languageCode, { purpose: 'login', code: '123456' }),
    passwordResetMessage(languageCode, { link: LINK }),
    codCodeMessage(languageCode, { code: '654321' }),
    orderConfirmationMessage(languageCode, { order: order(), style }),
    orderConfirmationMessage(languageCode, { order: order({ paymentMethod: 'cod', paymentStatus: 'cod_due', shippingMinor: 500, creditMinor: 2_000 }), style }),
    orderConfirmationMessage(languageCode, { order: order({ paymentMethod: 'free', paymentStatus: 'not_required', creditMinor: 122_456, amountDueMinor: 0 }), style }),
    orderConfirmationMessage(languageCode, { order: order({ paymentStatus: 'pending' }), style }),
    ...statuses.map((status) => orderStatusMessage(languageCode, { orderNumber: NUMBER, status })),
    orderMail(languageCode, {
      orderNumber: NUMBER,
      subject: texts.partlyCancelledSubject(NUMBER),
      lines: [texts.cancelled('1 × मंदिर अंगूठी', 'कारण'), refundLine(languageCode, { style, paymentMethod: 'card', rows: [{ method: 'original_payment', amountMinor: 500 }, { method: 'store_credit', amountMinor: 200 }] })],
    }),
    orderMail(languageCode, { orderNumber: NUMBER, subject: texts.returnRequestedSubject(RMA), lines: [texts.returnReason('कारण'), refundLine(languageCode, { style, paymentMethod: 'cod', rows: [] })] }),
    ...(['approve', 'reject', 'need_more_info', 'receive', 'refund'] as const).map((kind) =>
      orderMail(languageCode, { orderNumber: NUMBER, subject: texts.returnSubjects[kind](RMA), lines: [texts.returnWorth('₹500'), refundLine(languageCode, { style, paymentMethod: 'cod', rows: [{ method: 'original_payment', amountMinor: 1 }] })] }),
    ),
    orderMail(languageCode, { orderNumber: NUMBER, subject: texts.excessDueSubject(NUMBER, '₹1,250'), lines: [texts.excessDue('₹1,250'), texts.fromOurTeam('भारी')] }),
    orderMail(languageCode, {
      orderNumber: NUMBER,
      subject: texts.paymentReceivedSubject(NUMBER),
      lines: [texts.paymentReceived('₹1,300'), texts.paidWithStoreCredit('₹1,250'), texts.overToCredit('₹50'), texts.overToRefund('₹50')],
    }),
  ];
}

/** What may be Latin in a Hindi or Arabic message: the brand, order and return numbers, SKUs, links, codes and the currency. */
const allowedLatin = (text: string) =>
  text.replaceAll('SLV Jewellers', '').replaceAll(RMA, '').replaceAll(NUMBER, '').replaceAll('RNG-TMP-22', '').replaceAll(LINK, '').replaceAll('AED', '');

describe('message templates', () => {
  it.each([
    ['hi', /[\u0900-\u097F]/],
    ['ar', /[\u0600-\u06FF]/],
  ])('writes every %s message in its own script, without English words', (languageCode, script) => {
    for (const message of everyMessage(languageCode)) {
      for (const text of [message.subject, message.body]) {
        expect(text, text).toMatch(script);
        expect(allowedLatin(text), text).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('gives every message its own words in each language (none falls back to English)', () => {
    const english = everyMessage('en');
    for (const languageCode of ['hi', 'ar']) {
      everyMessage(languageCode).forEach((message, index) => {
        expect(message.subject).not.toBe(english[index]!.subject);
        expect(message.body).not.toBe(english[index]!.body);
      });
    }
    // A language without words of its own gets English.
    expect(otpMessage('fr', { purpose: 'login', code: '123456' })).toEqual(otpMessage('en', { purpose: 'login', code: '123456' }));
  });

  it.each(['en', 'hi', 'ar'])('keeps the code six Latin digits a reader (or a journey) finds in %s', (languageCode) => {
    for (const message of [otpMessage(languageCode, { purpose: 'signup', code: '012345' }), codCodeMessage(languageCode, { code: '012345' })]) {
      expect(message.body.match(/\b\d{6}\b/g)).toEqual(['012345']);
    }
    expect(passwordResetMessage(languageCode, { link: LINK }).body.match(/https?:\/\/\S+reset-password\?token=[\w.-]+/)?.[0]).toBe(LINK);
  });

  it('says a paid card order is paid, with the amount, never "Amount due"', () => {
    expect(orderConfirmationMessage('en', { order: order(), style: INR('en') }).body).toContain('Paid by card: ₹1,22,456');
    expect(orderConfirmationMessage('en', { order: order(), style: INR('en') }).body).not.toContain('Amount due');
    expect(orderConfirmationMessage('hi', { order: order(), style: INR('hi') }).body).toContain('कार्ड से भुगतान हो गया: ₹1,22,456');
    expect(orderConfirmationMessage('hi', { order: order(), style: INR('hi') }).body).not.toContain('देय राशि');
    const arabic = orderConfirmationMessage('ar', { order: order({ subtotalMinor: 123_450, totalMinor: 123_450, amountDueMinor: 123_450 }), style: AED('ar') }).body;
    expect(arabic).toContain('مدفوع بالبطاقة: AED 1,234.50');
    // Arabic separates the option, the SKU and the address parts with its own comma.
    expect(arabic).toContain('(साइज़ 12، RNG-TMP-22): AED 1,234.56');
    expect(arabic).toContain('मुंबई، 400001');
    expect(arabic).not.toContain('المبلغ المستحق');
  });

  it('tells a cash-on-delivery shopper what to pay on delivery, and a store-credit order that it is paid', () => {
    const cod = order({ paymentMethod: 'cod', paymentStatus: 'cod_due', creditMinor: 2_456, amountDueMinor: 120_000 });
    expect(orderConfirmationMessage('en', { order: cod, style: INR('en') }).body).toContain('Store credit: −₹2,456\nTo pay in cash on delivery: ₹1,20,000');
    expect(orderConfirmationMessage('ar', { order: cod, style: AED('ar') }).body).toContain('المبلغ المطلوب نقداً عند الاستلام: AED 1,200.00');
    const free = order({ paymentMethod: 'free', paymentStatus: 'not_required', creditMinor: 122_456, amountDueMinor: 0 });
    expect(orderConfirmationMessage('en', { order: free, style: INR('en') }).body).toContain('Paid in full with store credit');
    expect(orderConfirmationMessage('en', { order: free, style: INR('en') }).body).not.toContain('Amount due');
  });

  it('writes the whole English confirmation as the store did, money grouped for the language and currency', () => {
    expect(orderConfirmationMessage('en', { order: order(), style: INR('en') })).toEqual({
      subject: `Your SLV Jewellers order ${NUMBER}`,
      body: [
        `Thank you for your order ${NUMBER}.`,
        '',
        '1 × मंदिर अंगूठी (साइज़ 12, RNG-TMP-22): ₹1,23,456',
        '',
        'Subtotal: ₹1,23,456',
        'Discount: −₹1,000',
        'Shipping: Free, insured',
        'Total (tax included ₹3,566): ₹1,22,456',
        'Paid by card: ₹1,22,456',
        '',
        'Delivering to:',
        'प्रिया शर्मा',
        'मुंबई, 400001',
      ].join('\n'),
    });
  });

  it('words each status change, passing on staff’s note as theirs', () => {
    expect(orderStatusMessage('en', { orderNumber: NUMBER, status: 'shipped', staffNote: ' Tracking ABC123 ' })).toEqual({
      subject: `Your order ${NUMBER} has been shipped, insured, to your address`,
      body: `Order ${NUMBER}\n\nA note from our team: Tracking ABC123\n\nYou can follow it in My orders on SLV Jewellers.`,
    });
    // No note: the number, one blank line, where to follow it (not two blank lines).
    expect(orderStatusMessage('en', { orderNumber: NUMBER, status: 'delivered' }).body).toBe(`Order ${NUMBER}\n\nYou can follow it in My orders on SLV Jewellers.`);
    expect(orderStatusMessage('hi', { orderNumber: NUMBER, status: 'delivered' }).subject).toBe(`आपका ऑर्डर ${NUMBER} पहुँचा दिया गया है`);
    expect(orderStatusMessage('ar', { orderNumber: NUMBER, status: 'cancelled' }).subject).toBe(`تم إلغاء طلبك ${NUMBER}`);
  });

  it('names where each part of a refund went', () => {
    const rows = [{ method: 'original_payment', amountMinor: 3_545 }, { method: 'store_credit', amountMinor: 970 }];
    expect(refundLine('en', { style: AED('en'), paymentMethod: 'card', rows })).toBe('Refund: AED 35.45 to your card (the payment provider is processing it) and AED 9.70 to store credit');
    expect(refundLine('ar', { style: AED('ar'), paymentMethod: 'card', rows })).toBe('المبلغ المسترد: AED 35.45 إلى بطاقتك (يعالجه مزوّد الدفع) وAED 9.70 إلى رصيد المتجر');
    expect(refundLine('hi', { style: INR('hi'), paymentMethod: 'cod', rows: [] })).toBe('वापस करने के लिए कोई राशि नहीं है');
  });
});
