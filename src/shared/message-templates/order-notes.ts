/**
 * The notes of an order's timeline that the store writes itself (placed, paid, cancelled, a return
 * asked for, an extra amount set or paid), in every language of the store. An event keeps what the
 * note says as data (`OrderNote`) beside staff's English text: staff and the back office read that,
 * and a shopper reads the note in the language of the page, English included, in a shopper's words
 * (docs/shopper-grade.md, "The order's timeline in the shopper's language"). Notes staff type
 * themselves are kept as written.
 * zod-free: the mock worker may import it.
 */
import { type ByLanguage, inLanguage } from '../checkout-messages';
import { cancelReasonLabel, returnReasonLabel } from '../commerce/reasons';
import { currencyStyle } from '../money';
import { ownWords } from '../locale';
import { formatMinor, type MoneyStyle } from './message-text';
import { refundLine } from './order-templates';
import { orderTexts, type ReturnMailKind } from './order-texts';

export type PlacedPayment = 'cod' | 'card' | 'free';

/** What a note says; amounts in the order's minor units. */
export type OrderNote =
  | { key: 'placed'; payment: PlacedPayment }
  | { key: 'paid_card'; provider: string; settledBy: string }
  | { key: 'payment_failed'; status: string; reason: string | null }
  | { key: 'cancelled'; units: string; reasonID: string; comment: string; paymentMethod: string; refunds: { method: string; amountMinor: number }[] }
  | { key: 'return_requested'; returnNumber: string; reasonID: string }
  | { key: 'return_info_sent'; returnNumber: string }
  | { key: 'all_returned' }
  | { key: 'returned_refunded' }
  | { key: 'excess_set'; amountMinor: number; note: string }
  | { key: 'excess_paid_credit'; amountMinor: number }
  | { key: 'excess_payment_started'; amountMinor: number }
  | { key: 'excess_received'; amountMinor: number; provider: string; via: string; overMinor: number; overTo: 'credit' | 'refund' | null }
  | { key: 'excess_failed'; status: string; reason: string | null }
  | { key: 'return_moved'; returnNumber: string; to: ReturnMove; worthMinor: number | null; paymentMethod: string; refunds: { method: string; amountMinor: number }[] | null; staffNote: string };

/** Where staff move a return; the note says so, with what the pieces were worth or what was refunded, and staff's own words. */
export type ReturnMove = 'approved' | 'rejected' | 'need_more_info' | 'received' | 'refunded';

const RETURN_MAIL: Record<ReturnMove, ReturnMailKind> = { approved: 'approve', rejected: 'reject', need_more_info: 'need_more_info', received: 'receive', refunded: 'refund' };

/** What a writer needs besides the note: the language, and the order's money written in it. */
interface NoteContext {
  languageCode: string;
  style: MoneyStyle;
  money: (minor: number) => string;
}

type Writers = { [K in OrderNote['key']]: (note: Extract<OrderNote, { key: K }>, context: NoteContext) => string };

/**
 * Staff's English: what the back office has always read on an order's timeline, with the details a
 * shopper does not need (the payment provider and how it told us) and staff's own short forms.
 */
const STAFF_WORDS: Writers = {
  placed: ({ payment }) => ({ cod: 'Order placed; cash on delivery', card: 'Order placed; waiting for the card payment', free: 'Order placed; paid with store credit' })[payment],
  paid_card: ({ provider, settledBy }) => `Paid by card (${provider}, confirmed by ${settledBy})`,
  payment_failed: ({ status, reason }) => reason ?? `Payment ${status}`,
  cancelled: (note, context) => `Cancelled ${note.units} (${cancelReason(note, context)}). ${refunds(note, context)}.`,
  return_requested: ({ returnNumber, reasonID }) => `Return ${returnNumber} requested (${returnReasonLabel(reasonID)})`,
  return_info_sent: ({ returnNumber }) => `Return ${returnNumber}: the shopper sent more information`,
  all_returned: () => 'Every piece of the order was returned',
  returned_refunded: () => 'The returned order is refunded',
  excess_set: ({ amountMinor, note }, { money }) => `Excess amount set to ${money(amountMinor)}: ${note}`,
  excess_paid_credit: ({ amountMinor }, { money }) => `Excess of ${money(amountMinor)} paid with store credit`,
  excess_payment_started: ({ amountMinor }, { money }) => `Excess payment of ${money(amountMinor)} started`,
  excess_received: ({ amountMinor, provider, via, overMinor, overTo }, { money }) =>
    `Excess payment of ${money(amountMinor)} received (${provider}, ${via})` +
    (overTo === 'credit' ? `; ${money(overMinor)} above the amount due went to store credit` : overTo === 'refund' ? `; ${money(overMinor)} above the amount due must be refunded` : ''),
  excess_failed: ({ status, reason }) => `Excess payment ${status}: ${reason ?? ''}`.trim(),
  return_moved: (note, context) =>
    `Return ${note.returnNumber} ${note.to.replace(/_/g, ' ')}.` +
    (note.worthMinor === null ? '' : ` Worth ${context.money(note.worthMinor)}.`) +
    (note.refunds ? ` ${refundLine('en', { style: context.style, paymentMethod: note.paymentMethod, rows: note.refunds })}.` : '') +
    (note.staffNote ? ` ${note.staffNote}` : ''),
};

/** The shopper's notes, in each language of the store: what happened, in the order page's words ("extra amount"), no provider's. */
const NOTES: ByLanguage<Writers> = {
  en: {
    placed: STAFF_WORDS.placed,
    paid_card: () => 'Paid by card',
    payment_failed: () => 'The card payment did not go through',
    cancelled: STAFF_WORDS.cancelled,
    return_requested: STAFF_WORDS.return_requested,
    return_info_sent: ({ returnNumber }) => `Return ${returnNumber}: you sent more information`,
    all_returned: STAFF_WORDS.all_returned,
    returned_refunded: STAFF_WORDS.returned_refunded,
    excess_set: ({ amountMinor, note }, { money }) => `An extra amount of ${money(amountMinor)} is due${note.trim() ? `: ${note.trim()}` : ''}`,
    excess_paid_credit: ({ amountMinor }, { money }) => `Extra amount of ${money(amountMinor)} paid with store credit`,
    excess_payment_started: ({ amountMinor }, { money }) => `Payment of the extra amount of ${money(amountMinor)} started`,
    excess_received: ({ amountMinor, overMinor, overTo }, { money }) =>
      `We received your payment of the extra amount of ${money(amountMinor)}` +
      (overTo === 'credit' ? `; the ${money(overMinor)} above it went to your store credit` : overTo === 'refund' ? `; the ${money(overMinor)} above it will be refunded to you` : ''),
    excess_failed: () => 'The payment of the extra amount did not go through',
    return_moved: (note, context) => returnMoved(note, context, '.'),
  },
  hi: {
    placed: ({ payment }) => ({ cod: 'ऑर्डर दिया गया; डिलीवरी पर नकद भुगतान', card: 'ऑर्डर दिया गया; कार्ड भुगतान की प्रतीक्षा है', free: 'ऑर्डर दिया गया; स्टोर क्रेडिट से भुगतान' })[payment],
    paid_card: () => 'कार्ड से भुगतान हो गया',
    payment_failed: () => 'कार्ड भुगतान नहीं हो सका',
    cancelled: (note, context) => `रद्द किया गया: ${note.units} (${cancelReason(note, context)})। ${refunds(note, context)}।`,
    return_requested: ({ returnNumber, reasonID }) => `वापसी ${returnNumber} का अनुरोध किया गया (${returnReasonLabel(reasonID, 'hi')})`,
    return_info_sent: ({ returnNumber }) => `वापसी ${returnNumber}: आपने और जानकारी भेजी`,
    all_returned: () => 'ऑर्डर का हर आभूषण वापस आ गया',
    returned_refunded: () => 'वापस किए गए ऑर्डर का पैसा लौटा दिया गया',
    excess_set: ({ amountMinor, note }, { money }) => `अतिरिक्त राशि ${money(amountMinor)} तय की गई${note.trim() ? `: ${note.trim()}` : ''}`,
    excess_paid_credit: ({ amountMinor }, { money }) => `अतिरिक्त राशि ${money(amountMinor)} स्टोर क्रेडिट से चुकाई गई`,
    excess_payment_started: ({ amountMinor }, { money }) => `अतिरिक्त राशि ${money(amountMinor)} का भुगतान शुरू हुआ`,
    excess_received: ({ amountMinor, overMinor, overTo }, { money }) =>
      `अतिरिक्त राशि ${money(amountMinor)} का भुगतान मिल गया` +
      (overTo === 'credit' ? `; देय से अधिक ${money(overMinor)} स्टोर क्रेडिट में जोड़े गए` : overTo === 'refund' ? `; देय से अधिक ${money(overMinor)} वापस किए जाएँगे` : ''),
    excess_failed: () => 'अतिरिक्त राशि का भुगतान नहीं हो सका',
    return_moved: (note, context) => returnMoved(note, context, '।'),
  },
  ar: {
    placed: ({ payment }) => ({ cod: 'تم تقديم الطلب؛ الدفع نقداً عند الاستلام', card: 'تم تقديم الطلب؛ بانتظار الدفع بالبطاقة', free: 'تم تقديم الطلب؛ مدفوع من رصيد المتجر' })[payment],
    paid_card: () => 'تم الدفع بالبطاقة',
    payment_failed: () => 'لم يتم الدفع بالبطاقة',
    cancelled: (note, context) => `تم الإلغاء: ${ownWords(note.units, 'ar')} (${cancelReason(note, context)}). ${refunds(note, context)}.`,
    return_requested: ({ returnNumber, reasonID }) => `تم طلب الإرجاع ${returnNumber} (${returnReasonLabel(reasonID, 'ar')})`,
    return_info_sent: ({ returnNumber }) => `الإرجاع ${returnNumber}: أرسلت معلومات إضافية`,
    all_returned: () => 'أُرجعت كل قطع الطلب',
    returned_refunded: () => 'تم رد مبلغ الطلب المُرجع',
    excess_set: ({ amountMinor, note }, { money }) => `تم تحديد مبلغ إضافي قدره ${money(amountMinor)}${note.trim() ? `: ${ownWords(note.trim(), 'ar')}` : ''}`,
    excess_paid_credit: ({ amountMinor }, { money }) => `دُفع المبلغ الإضافي ${money(amountMinor)} من رصيد المتجر`,
    excess_payment_started: ({ amountMinor }, { money }) => `بدأ دفع المبلغ الإضافي ${money(amountMinor)}`,
    excess_received: ({ amountMinor, overMinor, overTo }, { money }) =>
      `استلمنا دفع المبلغ الإضافي ${money(amountMinor)}` +
      (overTo === 'credit' ? `؛ أُضيف ${money(overMinor)} الزائد إلى رصيد المتجر` : overTo === 'refund' ? `؛ سيُرد إليك ${money(overMinor)} الزائد` : ''),
    excess_failed: () => 'لم يتم دفع المبلغ الإضافي',
    return_moved: (note, context) => returnMoved(note, context, '.'),
  },
};

function cancelReason({ reasonID, comment }: Extract<OrderNote, { key: 'cancelled' }>, { languageCode }: NoteContext): string {
  return `${cancelReasonLabel(reasonID, languageCode)}${comment ? `: ${ownWords(comment, languageCode)}` : ''}`;
}

function refunds({ paymentMethod, refunds: rows }: Extract<OrderNote, { key: 'cancelled' }>, { languageCode, style }: NoteContext): string {
  return refundLine(languageCode, { style, paymentMethod, rows });
}

/**
 * A return moved by staff, as its e-mail to the shopper says it: the e-mail's subject, what the
 * pieces were worth or what was refunded, and staff's words as a note from the team; each a
 * sentence ending in the language's full stop.
 */
function returnMoved(note: Extract<OrderNote, { key: 'return_moved' }>, context: NoteContext, fullStop: string): string {
  const texts = orderTexts(context.languageCode);
  const sentences = [texts.returnSubjects[RETURN_MAIL[note.to]](note.returnNumber)];
  if (note.worthMinor !== null) sentences.push(texts.returnWorth(context.money(note.worthMinor)));
  if (note.refunds) sentences.push(refundLine(context.languageCode, { style: context.style, paymentMethod: note.paymentMethod, rows: note.refunds }));
  if (note.staffNote.trim()) sentences.push(texts.fromOurTeam(note.staffNote.trim()));
  // A sentence that ends in staff's own words ends where they do (inside their isolate, if any).
  return sentences.map((sentence) => (/[.!?।؟]\u2069?$/.test(sentence) ? sentence : `${sentence}${fullStop}`)).join(' ');
}

/** Who reads a note: a shopper in a language of the store (English for any other), or staff. */
export type NoteReader = string | 'staff';

/** The note as `reader` reads it, its amounts in `style`. */
export function orderNoteText(reader: NoteReader, note: OrderNote, style: MoneyStyle): string {
  const language = reader !== 'staff' && NOTES[reader] ? reader : 'en';
  const writers = reader === 'staff' ? STAFF_WORDS : inLanguage(NOTES, language);
  const writer = writers[note.key] as (note: OrderNote, context: NoteContext) => string;
  return writer(note, { languageCode: language, style, money: (minor) => formatMinor(style, minor) });
}

/** The order a note is about: the currency its amounts are in. */
export type NoteOrder = { currencyCode: string; decimalPlaces: number };

/** A note the store writes on an order's timeline: its English text, which staff read, and what it says. */
export function storeNote(order: NoteOrder, noteData: OrderNote): { note: string; noteData: OrderNote } {
  return { note: orderNoteText('staff', noteData, currencyStyle(order.currencyCode, order.decimalPlaces, 'en')), noteData };
}

/**
 * An event's note as `reader` reads it: staff the English kept with the event; a shopper the
 * store's own notes in the page's language (English too: without the provider's words), and a note
 * staff typed as written.
 */
export function noteFor(order: NoteOrder, event: { note: string; noteData?: OrderNote | null }, reader: NoteReader): string {
  if (!event.noteData || reader === 'staff') return event.note;
  return orderNoteText(reader, event.noteData, currencyStyle(order.currencyCode, order.decimalPlaces, reader));
}
