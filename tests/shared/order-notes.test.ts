import { describe, expect, it } from 'vitest';
import { currencyStyle } from '@/shared/money';
import { type OrderNote, orderNoteText } from '@/shared/message-templates/order-notes';

const NOTES: OrderNote[] = [
  { key: 'placed', payment: 'cod' },
  { key: 'placed', payment: 'card' },
  { key: 'placed', payment: 'free' },
  { key: 'paid_card', provider: 'sandbox', settledBy: 'redirect' },
  { key: 'payment_failed', status: 'failed', reason: 'Card declined' },
  { key: 'cancelled', units: '1 × Lotus Gold Ring (Size 12)', reasonID: 'changed_mind', comment: '', paymentMethod: 'card', refunds: [{ method: 'store_credit', amountMinor: 29501 }, { method: 'original_payment', amountMinor: 1200 }] },
  { key: 'return_requested', returnNumber: 'RMA-SLV-IN-100042-1', reasonID: 'damaged' },
  { key: 'return_info_sent', returnNumber: 'RMA-SLV-IN-100042-1' },
  { key: 'all_returned' },
  { key: 'returned_refunded' },
  { key: 'excess_set', amountMinor: 1250, note: 'The bangle weighed 0.4 g more.' },
  { key: 'excess_paid_credit', amountMinor: 1250 },
  { key: 'excess_payment_started', amountMinor: 1500 },
  { key: 'excess_received', amountMinor: 1500, provider: 'sandbox', via: 'redirect', overMinor: 250, overTo: 'credit' },
  { key: 'excess_failed', status: 'failed', reason: 'Card declined' },
  { key: 'return_moved', returnNumber: 'RMA-SLV-IN-100042-1', to: 'approved', worthMinor: null, paymentMethod: 'card', refunds: null, staffNote: 'Please send it in its box.' },
  { key: 'return_moved', returnNumber: 'RMA-SLV-IN-100042-1', to: 'need_more_info', worthMinor: null, paymentMethod: 'card', refunds: null, staffNote: 'Please send a photo of the clasp' },
  { key: 'return_moved', returnNumber: 'RMA-SLV-IN-100042-1', to: 'rejected', worthMinor: null, paymentMethod: 'card', refunds: null, staffNote: '' },
  { key: 'return_moved', returnNumber: 'RMA-SLV-IN-100042-1', to: 'received', worthMinor: 29501, paymentMethod: 'card', refunds: null, staffNote: '' },
  { key: 'return_moved', returnNumber: 'RMA-SLV-IN-100042-1', to: 'refunded', worthMinor: null, paymentMethod: 'card', refunds: [{ method: 'original_payment', amountMinor: 29501 }], staffNote: 'Refunded in full.' },
];

const text = (languageCode: string, note: OrderNote) => orderNoteText(languageCode, note, currencyStyle('INR', 0, languageCode));

describe('orderNoteText', () => {
  it('writes the English notes staff have always read', () => {
    expect(NOTES.map((note) => text('staff', note))).toEqual([
      'Order placed; cash on delivery',
      'Order placed; waiting for the card payment',
      'Order placed; paid with store credit',
      'Paid by card (sandbox, confirmed by redirect)',
      'Card declined',
      'Cancelled 1 × Lotus Gold Ring (Size 12) (I changed my mind). Refund: ₹29,501 to store credit and ₹1,200 to your card (the payment provider is processing it).',
      'Return RMA-SLV-IN-100042-1 requested (Arrived damaged)',
      'Return RMA-SLV-IN-100042-1: the shopper sent more information',
      'Every piece of the order was returned',
      'The returned order is refunded',
      'Excess amount set to ₹1,250: The bangle weighed 0.4 g more.',
      'Excess of ₹1,250 paid with store credit',
      'Excess payment of ₹1,500 started',
      'Excess payment of ₹1,500 received (sandbox, redirect); ₹250 above the amount due went to store credit',
      'Excess payment failed: Card declined',
      // A return moved by staff: the words the services wrote before notes kept their data.
      'Return RMA-SLV-IN-100042-1 approved. Please send it in its box.',
      'Return RMA-SLV-IN-100042-1 need more info. Please send a photo of the clasp',
      'Return RMA-SLV-IN-100042-1 rejected.',
      'Return RMA-SLV-IN-100042-1 received. Worth ₹29,501.',
      'Return RMA-SLV-IN-100042-1 refunded. Refund: ₹29,501 to your card (the payment provider is processing it). Refunded in full.',
    ]);
  });

  it('writes an English shopper the same notes in a shopper\'s words: no payment provider, "extra amount", a return as its e-mail says it', () => {
    expect(NOTES.map((note) => text('en', note))).toEqual([
      'Order placed; cash on delivery',
      'Order placed; waiting for the card payment',
      'Order placed; paid with store credit',
      'Paid by card',
      'The card payment did not go through',
      'Cancelled 1 × Lotus Gold Ring (Size 12) (I changed my mind). Refund: ₹29,501 to store credit and ₹1,200 to your card (the payment provider is processing it).',
      'Return RMA-SLV-IN-100042-1 requested (Arrived damaged)',
      'Return RMA-SLV-IN-100042-1: you sent more information',
      'Every piece of the order was returned',
      'The returned order is refunded',
      'An extra amount of ₹1,250 is due: The bangle weighed 0.4 g more.',
      'Extra amount of ₹1,250 paid with store credit',
      'Payment of the extra amount of ₹1,500 started',
      'We received your payment of the extra amount of ₹1,500; the ₹250 above it went to your store credit',
      'The payment of the extra amount did not go through',
      'Your return RMA-SLV-IN-100042-1 is approved: please send the piece back. A note from our team: Please send it in its box.',
      'We need more information about your return RMA-SLV-IN-100042-1. A note from our team: Please send a photo of the clasp.',
      'Your return RMA-SLV-IN-100042-1 was not accepted.',
      expect.stringMatching(/^.*RMA-SLV-IN-100042-1.*\. Value of the returned pieces: ₹29,501\.$/),
      expect.stringMatching(/^.*RMA-SLV-IN-100042-1.*\. Refund: ₹29,501 to your card \(the payment provider is processing it\)\. A note from our team: Refunded in full\.$/),
    ]);
    // Nothing a shopper reads names the provider or how it told the store.
    for (const note of NOTES) expect(text('en', note)).not.toMatch(/sandbox|redirect|notification|need more info\b/);
  });

  it.each(['hi', 'ar'])('writes every note in %s with no English word of the store\'s own (the shopper\'s and staff\'s words stay as written)', (languageCode) => {
    for (const note of NOTES) {
      const written = text(languageCode, note)
        .replace(/RMA-SLV-IN-100042-1|Lotus Gold Ring|Size 12|The bangle weighed 0\.4 g more\.|Please send it in its box\.|Please send a photo of the clasp|Refunded in full\./g, '');
      expect(written, `${note.key} in ${languageCode}`).not.toMatch(/[A-Za-z]{3,}/);
      expect(written.length, note.key).toBeGreaterThan(5);
    }
    expect(text(languageCode, NOTES[5]!)).toContain('₹29,501');
  });

  it('writes a return staff moved as its e-mail says it, each sentence ended, staff\'s words as a note from the team', () => {
    // Staff's English words keep their own direction in the Arabic sentence (a first-strong isolate).
    expect(text('ar', NOTES[15]!)).toBe('تمت الموافقة على الإرجاع RMA-SLV-IN-100042-1: يرجى إرسال القطعة إلينا. ملاحظة من فريقنا: \u2068Please send it in its box.\u2069');
    expect(text('hi', NOTES[18]!)).toBe('हमें आपकी वापसी RMA-SLV-IN-100042-1 का आभूषण मिल गया है। लौटाए गए आभूषणों का मूल्य: ₹29,501।');
    expect(text('ar', NOTES[17]!)).not.toContain('ملاحظة');
  });

  it('keeps amounts, names and typed words in their own direction inside an Arabic note', () => {
    expect(text('ar', NOTES[5]!)).toBe(
      'تم الإلغاء: \u20681 × Lotus Gold Ring (Size 12)\u2069 (غيرت رأيي). المبلغ المسترد: \u2066₹29,501\u2069 إلى رصيد المتجر و\u2066₹1,200\u2069 إلى بطاقتك (يعالجه مزوّد الدفع).',
    );
    expect(text('ar', NOTES[10]!)).toBe('تم تحديد مبلغ إضافي قدره \u2066₹1,250\u2069: \u2068The bangle weighed 0.4 g more.\u2069');
  });

  it('writes a language the store does not have in English', () => {
    expect(text('fr', { key: 'placed', payment: 'cod' })).toBe('Order placed; cash on delivery');
  });
});
