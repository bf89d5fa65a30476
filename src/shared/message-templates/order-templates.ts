/** The order e-mails, written from order-texts.ts in the order's language. */
import type { TotalsMinor } from '../commerce/revision';
import { formatMinor, type MessageText, type MoneyStyle } from './message-text';
import { orderTexts } from './order-texts';

/** Every order e-mail but the confirmation: the order's number, what happened, where to follow it. */
export function orderMail(languageCode: string, { orderNumber, subject, lines }: { orderNumber: string; subject: string; lines: string[] }): MessageText {
  const texts = orderTexts(languageCode);
  const said = lines.filter(Boolean);
  // One blank line between the parts; none left where nothing is said (a status change with no note).
  return { subject, body: [texts.heading(orderNumber), ...(said.length > 0 ? ['', ...said] : []), '', texts.footer].join('\n') };
}

/** A status change: its subject, and staff's note to the shopper when they wrote one. */
export function orderStatusMessage(languageCode: string, { orderNumber, status, lines = [], staffNote = '' }: { orderNumber: string; status: string; lines?: string[]; staffNote?: string }): MessageText {
  const texts = orderTexts(languageCode);
  const subject = (texts.status[status] ?? texts.status.other)(orderNumber);
  return orderMail(languageCode, { orderNumber, subject, lines: [...lines, staffNote.trim() ? texts.fromOurTeam(staffNote.trim()) : ''] });
}

/** Where a refund went, one part per ledger row: `Refund: ₹5,000 to store credit`. */
export function refundLine(languageCode: string, { style, paymentMethod, rows }: { style: MoneyStyle; paymentMethod: string; rows: { method: string; amountMinor: number }[] }): string {
  const texts = orderTexts(languageCode);
  if (rows.length === 0) return texts.refundNothing;
  const toPayment = paymentMethod === 'card' ? texts.refundToCard : texts.refundToOriginal;
  return texts.refund(rows.map((row) => (row.method === 'store_credit' ? texts.refundToCredit : toPayment)(formatMinor(style, row.amountMinor))));
}

/** What the confirmation needs of a stored order: its totals as placed, and what it is for. */
export interface ConfirmationOrder extends TotalsMinor {
  number: string;
  paymentMethod: string;
  /** `paid`, `cod_due`, `not_required`, `pending`… as stored when the mail is written. */
  paymentStatus: string;
  lines: { quantity: number; name: string; optionLabel: string; sku: string; lineTotalMinor: number }[];
  shippingAddress: Partial<Record<'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'zip' | 'country', string>>;
}

/**
 * The order confirmation. A card order is confirmed once paid, so it says "Paid by card"; cash on
 * delivery says what to pay when the piece arrives; an order store credit covers says so.
 */
export function orderConfirmationMessage(languageCode: string, { order, style }: { order: ConfirmationOrder; style: MoneyStyle }): MessageText {
  const texts = orderTexts(languageCode);
  const money = (minor: number) => formatMinor(style, minor);
  const due = money(order.amountDueMinor);
  const payment =
    order.amountDueMinor === 0 && order.creditMinor > 0
      ? texts.paidWithCredit
      : order.paymentStatus === 'paid' && order.paymentMethod === 'card'
        ? texts.paidByCard(due)
        : order.paymentStatus === 'cod_due'
          ? texts.payOnDelivery(due)
          : texts.amountDue(due);
  const address = order.shippingAddress;
  const body = [
    texts.thanks(order.number),
    '',
    ...order.lines.map((line) => `${line.quantity} × ${line.name} (${[line.optionLabel, line.sku].filter(Boolean).join(texts.comma)}): ${money(line.lineTotalMinor)}`),
    '',
    `${texts.subtotal}: ${money(order.subtotalMinor)}`,
    ...(order.discountMinor > 0 ? [`${texts.discount}: −${money(order.discountMinor)}`] : []),
    `${texts.shipping}: ${order.shippingMinor === 0 ? texts.freeShipping : money(order.shippingMinor)}`,
    `${texts.total(money(order.taxMinor))}: ${money(order.totalMinor)}`,
    ...(order.creditMinor > 0 ? [`${texts.storeCredit}: −${money(order.creditMinor)}`] : []),
    payment,
    '',
    texts.deliveringTo,
    `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
    [address.address1, address.address2, address.city, address.zip, address.country].filter(Boolean).join(texts.comma),
  ].join('\n');
  return { subject: texts.confirmationSubject(order.number), body };
}
