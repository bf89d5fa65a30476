/**
 * The money of an order as it changes after placing (pure functions, integer minor units).
 *
 * A line's figures (subtotal, discount, tax, total) belong to its units together. Taking k units
 * off a line of n takes `share(F, m + k, n) − share(F, m, n)` of each figure F, where m units were
 * already taken and `share(F, j, n) = round half up(F × j / n)`. So the pieces taken from a line
 * always add up to exactly its figure once every unit is gone, in any order of cancellations and
 * returns, and a revised order is always the original minus what was taken, to the minor unit.
 */

export interface LineFigures {
  quantity: number;
  cancelledQuantity: number;
  returnedQuantity: number;
  lineSubtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  lineTotalMinor: number;
}

/** round half up (a / b) for a ≥ 0, b > 0, in integers. */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The part of `figure` that `units` of `quantity` units carry (see the file comment). */
export function share(figure: number, units: number, quantity: number): number {
  if (quantity <= 0 || units <= 0) return 0;
  if (units >= quantity) return figure;
  return divideHalfUp(figure * units, quantity);
}

/** What taking `units` more off the line (after `taken` already) is worth: its line total share. */
export function valueOfUnits(lineTotalMinor: number, { taken, units, quantity }: { taken: number; units: number; quantity: number }): number {
  return share(lineTotalMinor, taken + units, quantity) - share(lineTotalMinor, taken, quantity);
}

export const activeQuantity = (line: Pick<LineFigures, 'quantity' | 'cancelledQuantity' | 'returnedQuantity'>) =>
  line.quantity - line.cancelledQuantity - line.returnedQuantity;

export interface RevisedLineFigures {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** A line's figures for the units still kept. The discount is derived so that subtotal − discount = total exactly. */
export function reviseLine(line: LineFigures): RevisedLineFigures {
  const taken = line.cancelledQuantity + line.returnedQuantity;
  const totalMinor = line.lineTotalMinor - share(line.lineTotalMinor, taken, line.quantity);
  const subtotalMinor = line.lineSubtotalMinor - share(line.lineSubtotalMinor, taken, line.quantity);
  return {
    subtotalMinor,
    discountMinor: subtotalMinor - totalMinor,
    taxMinor: line.taxMinor - share(line.taxMinor, taken, line.quantity),
    totalMinor,
  };
}

export interface OrderMoney {
  paymentMethod: string;
  paymentStatus: string;
  shippingMinor: number;
  totalMinor: number;
  creditMinor: number;
  amountDueMinor: number;
  /** Cash on delivery: what the courier collected (the revised amount due at delivery); null otherwise. */
  collectedMinor?: number | null;
}

export interface TotalsMinor {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  creditMinor: number;
  amountDueMinor: number;
}

/** What the shopper has paid for the order itself (excess apart): the credit at checkout plus the card or cash once collected. */
export function paidForOrder(order: OrderMoney): number {
  return order.creditMinor + paidThroughPayment(order);
}

/**
 * The part paid through the payment method: the card's amount due once settled, or the cash the
 * courier collected (the amount due as revised at delivery, so units cancelled before dispatch
 * were never paid for and are not refunded again).
 */
export function paidThroughPayment(order: OrderMoney): number {
  const collected = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  if (!collected) return 0;
  return order.collectedMinor ?? order.amountDueMinor;
}

export interface RefundTotals {
  toCreditMinor: number;
  toPaymentMinor: number;
}

/**
 * The order as it now stands: lines revised for cancelled and returned units, the credit it still
 * uses (never more than the revised total) and what is still to collect after what was paid and
 * refunded. Shipping goes once nothing is kept.
 */
export function reviseOrder(order: OrderMoney, lines: LineFigures[], refunded: RefundTotals): TotalsMinor {
  const revised = lines.map(reviseLine);
  const kept = lines.some((line) => activeQuantity(line) > 0);
  const shippingMinor = kept ? order.shippingMinor : 0;
  const subtotalMinor = revised.reduce((sum, line) => sum + line.subtotalMinor, 0);
  const discountMinor = revised.reduce((sum, line) => sum + line.discountMinor, 0);
  const taxMinor = revised.reduce((sum, line) => sum + line.taxMinor, 0);
  const totalMinor = subtotalMinor - discountMinor + shippingMinor;
  const netPaid = paidForOrder(order) - refunded.toCreditMinor - refunded.toPaymentMinor;
  return {
    subtotalMinor,
    discountMinor,
    shippingMinor,
    taxMinor,
    totalMinor,
    creditMinor: Math.min(order.creditMinor, totalMinor),
    amountDueMinor: Math.max(0, totalMinor - netPaid),
  };
}

/** Money paid and not refunded beyond what the revised order costs: what a cancellation or return gives back. */
export function refundDue(order: OrderMoney, lines: LineFigures[], refunded: RefundTotals): number {
  const revised = reviseOrder(order, lines, refunded);
  const netPaid = paidForOrder(order) - refunded.toCreditMinor - refunded.toPaymentMinor;
  return Math.max(0, netPaid - revised.totalMinor);
}

/**
 * Where a refund goes. `store_credit`: all of it to the ledger. `original_payment`: back through the
 * payment first, up to what the payment collected and was not yet refunded; the rest (what was paid
 * with store credit) goes back to store credit, where it came from.
 */
export function splitRefund({ amountMinor, method, order, refunded }: { amountMinor: number; method: 'store_credit' | 'original_payment'; order: OrderMoney; refunded: RefundTotals }): RefundTotals {
  if (method === 'store_credit') return { toCreditMinor: amountMinor, toPaymentMinor: 0 };
  const refundable = Math.max(0, paidThroughPayment(order) - refunded.toPaymentMinor);
  const toPaymentMinor = Math.min(amountMinor, refundable);
  return { toCreditMinor: amountMinor - toPaymentMinor, toPaymentMinor };
}
