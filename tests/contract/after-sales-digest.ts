import type { CancelItems, ExcessState, OrderDetail, OrderList, OrderTotals, RevisedOrder } from '@/shared/contracts/orders';
import type { ExcessPaymentResult, ExcessProcessResult } from '@/shared/contracts/excess-payment';
import type { ReturnDetail, ReturnItems, ReturnList } from '@/shared/contracts/returns';
import type { StoreCredit } from '@/shared/contracts/store-credit';
import type { ReviewEligibility, UserReview, UserReviewsPage } from '@/shared/contracts/reviews';
import type { Wishlist } from '@/shared/contracts/wishlist';
import { decimalToMinor } from '@/shared/money';

/**
 * What the after-sales sequence compares between the two targets, step by step: status, message,
 * money in minor units and the facts a shopper or staff member reads. Ids, order and RMA numbers,
 * image ids and times differ between the targets (the services' seed holds demo orders) and are
 * left out or replaced by placeholders; everything else must agree.
 */
export interface AfterSalesStepDigest {
  step: string;
  status: number;
  message: string;
  money?: Record<string, number | null>;
  facts?: unknown;
}

export type Digest = Pick<AfterSalesStepDigest, 'money' | 'facts'>;

/** Order numbers, RMA numbers, ids in sentences and image ids, replaced by what they stand for. */
export function normalise<T>(value: T): T {
  const text = JSON.stringify(value)
    .replace(/SLV-[A-Z]{2}-\d+/g, '<order number>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    // A provider's payment reference; and the services' sandbox settles by its notification first, the mocks' by the signed return.
    .replace(/\(payment [^)]+\)/g, '(payment <ref>)')
    .replace(/\(sandbox, (notification|redirect)\)/g, '(sandbox)')
    .replace(/\b(Order|Return|Review|Image|Product|Excess payment) \d+\b/g, '$1 <id>')
    .replace(/"(orderLineID|orderID|returnID|reviewID|refundID|entryID)":\d+/g, '"$1":"<id>"');
  return JSON.parse(text) as T;
}

/** The order's lines are named by product (the same in both targets), not by line id. */
export type LineNames = Map<number, number>;

const minorOf = (decimalPlaces: number) => (value: number) => decimalToMinor(value, decimalPlaces);

function totalsMinor(totals: OrderTotals, decimalPlaces: number, prefix = ''): Record<string, number> {
  const minor = minorOf(decimalPlaces);
  return Object.fromEntries(Object.entries(totals).map(([key, value]) => [`${prefix}${key}`, minor(value)]));
}

function excessMinor(excess: ExcessState, decimalPlaces: number) {
  const minor = minorOf(decimalPlaces);
  return { excessAmount: minor(excess.amount), excessPaid: minor(excess.paid), excessDue: minor(excess.due) };
}

export function orderDetailDigest(order: OrderDetail, lines: LineNames): Digest {
  const minor = minorOf(order.decimalPlaces);
  const product = (orderLineID: number) => lines.get(orderLineID) ?? -1;
  const last = order.timeline.at(-1);
  return {
    money: { ...totalsMinor(order.totals, order.decimalPlaces), ...totalsMinor(order.revisedTotals, order.decimalPlaces, 'revised.'), ...excessMinor(order.excess, order.decimalPlaces) },
    facts: normalise({
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      lines: order.items.map((line) => [line.productID, line.quantity, line.cancelledQuantity, line.returnedQuantity, line.activeQuantity, minor(line.unitPrice), minor(line.lineTotal), minor(line.revisedLineTotal), line.status]),
      refunds: order.refunds.map((refund) => [minor(refund.amount), refund.method, refund.status, refund.source, refund.returnID !== null]),
      returns: order.returns.map((row) => row.status),
      excessNote: order.excess.note,
      timeline: order.timeline.map((event) => [event.status, event.actor]),
      lastEvent: last && { status: last.status, note: last.note, actor: last.actor },
      actions: {
        ...order.actions,
        cancellableLines: order.actions.cancellableLines.map((line) => [product(line.orderLineID), line.quantity]),
        returnableLines: order.actions.returnableLines.map((line) => [product(line.orderLineID), line.quantity]),
        returnWindowEndsAt: order.actions.returnWindowEndsAt !== null,
      },
    }),
  };
}

/** A list with other shoppers' or the seed's orders in it: whether ours is there, first, and how it reads. */
export function orderListDigest(list: OrderList, orderID: number): Digest {
  const mine = list.items.find((item) => item.orderID === orderID);
  const minor = mine ? minorOf(mine.decimalPlaces) : (value: number) => value;
  return {
    money: mine ? { total: minor(mine.total), excessDue: minor(mine.excessDue) } : undefined,
    facts: normalise({
      limitFrom: list.limitFrom,
      limitTo: list.limitTo,
      ordersFirst: list.items[0]?.orderID === orderID,
      mine: mine && { status: mine.status, paymentStatus: mine.paymentStatus, paymentMethod: mine.paymentMethod, itemCount: mine.itemCount, productNames: mine.productNames, email: mine.email ?? null },
    }),
  };
}

/** A list searched by our order's number: only ours in either target. */
export function searchedOrderListDigest(list: OrderList, orderID: number): Digest {
  const digest = orderListDigest(list, orderID);
  return { ...digest, facts: { total: list.total, items: list.items.length, ...(digest.facts as object) } };
}

/** CancelItems and ReturnItems carry no currency: `decimalPlaces` is the order's. */
export function cancelItemsDigest(items: CancelItems, lines: LineNames, decimalPlaces: number): Digest {
  const minor = minorOf(decimalPlaces);
  return { facts: { refundMethods: items.refundMethods, items: items.items.map((item) => [lines.get(item.orderLineID), item.quantity, minor(item.unitPrice), minor(item.amount)]) } };
}

export function revisedDigest(revised: RevisedOrder): Digest {
  const minor = minorOf(revised.decimalPlaces);
  return {
    money: {
      ...totalsMinor(revised.original, revised.decimalPlaces, 'original.'),
      ...totalsMinor(revised.revised, revised.decimalPlaces, 'revised.'),
      ...excessMinor(revised.excess, revised.decimalPlaces),
      refunded: minor(revised.refunded),
      refundedToCredit: minor(revised.refundedToCredit),
      refundedToPayment: minor(revised.refundedToPayment),
    },
    facts: revised.lines.map((line) => [line.name, line.quantity, line.cancelledQuantity, line.returnedQuantity, minor(line.originalLineTotal), minor(line.revisedLineTotal)]),
  };
}

export function returnItemsDigest(items: ReturnItems, lines: LineNames, decimalPlaces: number): Digest {
  const minor = minorOf(decimalPlaces);
  return { facts: { window: items.returnWindowEndsAt !== null, items: items.items.map((item) => [lines.get(item.orderLineID), item.quantity, minor(item.unitPrice)]) } };
}

export function returnDetailDigest(rma: ReturnDetail, lines: LineNames): Digest {
  const minor = minorOf(rma.decimalPlaces);
  return {
    money: { refund: rma.refund ? minor(rma.refund.amount) : null },
    facts: normalise({
      rmaNumber: rma.rmaNumber,
      status: rma.status,
      reasonID: rma.reasonID,
      reason: rma.reason,
      comment: rma.comment,
      lines: rma.lines.map((line) => [lines.get(line.orderLineID), line.quantity, line.approvedQuantity, line.refundAmount === null ? null : minor(line.refundAmount)]),
      images: rma.imageIDs.length,
      staffNote: rma.staffNote,
      refund: rma.refund && [rma.refund.method, rma.refund.status, rma.refund.source],
      timeline: rma.timeline.map((event) => [event.status, event.note, event.actor, event.imageIDs.length]),
      email: rma.email ?? null,
    }),
  };
}

export function returnListDigest(list: ReturnList, returnID: number): Digest {
  const mine = list.items.find((item) => item.returnID === returnID);
  return {
    facts: normalise({
      limitFrom: list.limitFrom,
      limitTo: list.limitTo,
      returnsFirst: list.items[0]?.returnID === returnID,
      mine: mine && { rmaNumber: mine.rmaNumber, status: mine.status, reason: mine.reason, itemCount: mine.itemCount, productNames: mine.productNames, email: mine.email ?? null },
    }),
  };
}

/** Store credit against an earlier read: the change of balance and the entries written since, not the seed's opening figures. */
export function storeCreditDigest(now: StoreCredit, before: StoreCredit | null): Digest {
  const minor = minorOf(now.decimalPlaces);
  const known = new Set(before?.entries.map((entry) => entry.entryID) ?? []);
  const added = before ? now.entries.filter((entry) => !known.has(entry.entryID)) : [];
  return {
    money: { balanceChange: before ? minor(now.balance) - minor(before.balance) : null, added: added.reduce((sum, entry) => sum + minor(entry.amount), 0) },
    facts: normalise({
      currencyCode: now.currencyCode,
      decimalPlaces: now.decimalPlaces,
      added: added.map((entry) => [minor(entry.amount), entry.reason, entry.orderNumber, entry.note]),
    }),
  };
}

export function excessProcessDigest(result: ExcessProcessResult, decimalPlaces: number): Digest {
  return {
    money: { amount: decimalToMinor(result.amount, decimalPlaces), ...excessMinor(result.excess, decimalPlaces) },
    facts: normalise({ next: result.next, payment: result.paymentID !== null, redirects: result.redirectUrl !== null, note: result.excess.note }),
  };
}

export function excessPaymentDigest(result: ExcessPaymentResult, decimalPlaces: number): Digest {
  return {
    money: { creditedToStoreCredit: decimalToMinor(result.creditedToStoreCredit, decimalPlaces), ...excessMinor(result.excess, decimalPlaces) },
    facts: { paymentStatus: result.paymentStatus, failureReason: result.failureReason },
  };
}

export const eligibilityDigest = (answer: ReviewEligibility): Digest => ({ facts: { ...answer, reviewID: answer.reviewID === null ? null : '<id>' } });

export const userReviewDigest = (review: UserReview): Digest => ({
  facts: [review.productID, review.productName, review.productSlug, review.productRatings, review.productReviewTitle, review.productReviewComment, review.status],
});

export const userReviewsDigest = (page: UserReviewsPage): Digest => ({ facts: { ...page, reviews: page.reviews.map((review) => userReviewDigest(review).facts) } });

export const wishlistDigest = (list: Wishlist): Digest => ({ facts: { count: list.count, wishlistName: list.wishlistName, items: list.items.map((item) => [item.productID, item.productOptionID, item.price, item.inStock]) } });
