import type { OrderDetail, OrderList, OrderSummary, RevisedOrder } from '@/shared/contracts/orders';
import type { PageQuery } from '@/shared/contracts/paging';
import type { StoreCredit } from '@/shared/contracts/store-credit';
import { minorToDecimal } from '@/shared/money';
import { orderAddressOf } from '@/shared/order-address';
import type { Executor } from '../../../../db/client';
import type { SiteContext } from '../../../../lib/site';
import type { AuthUser } from '../../../../plugins/auth';
import { listReturnsOfOrder, type RefundRow } from './after-sales-repository';
import { listLinesOfOrders, listOrderEvents, listOrderNumbers, listOrders, type ListOrdersFilter, type OrderLineRow, type OrderRow } from '../order-repository';
import { creditBalance, listCreditEntries } from '../../store-credit';
import { noteFor } from '@/shared/message-templates/order-notes';
import {
  canPayExcess,
  cancellableLines,
  excessOf,
  getVisibleOrder,
  loadOrderState,
  returnableLines,
  returnWindowOf,
  staffNextStatuses,
  type ExcessMinor,
} from '../life/order-state';
import { activeQuantity, reviseLine, reviseOrder, type TotalsMinor } from '@/shared/commerce/revision';

export const moneyOf = (order: Pick<OrderRow, 'decimalPlaces'>) => (minor: number) => minorToDecimal(minor, order.decimalPlaces);

/** A line as the cancel and return pages offer it: what it is, how many units can go, at what unit price. */
export function offeredLineOnWire(line: OrderLineRow, quantity: number, money: (minor: number) => number) {
  return { orderLineID: line.id, name: line.name, optionLabel: line.optionLabel, sku: line.sku, image: line.image, quantity, unitPrice: money(line.unitPriceMinor) };
}

export function totalsOnWire(order: OrderRow, totals: TotalsMinor) {
  const money = moneyOf(order);
  return {
    subtotal: money(totals.subtotalMinor),
    discount: money(totals.discountMinor),
    shipping: money(totals.shippingMinor),
    tax: money(totals.taxMinor),
    total: money(totals.totalMinor),
    credit: money(totals.creditMinor),
    amountDue: money(totals.amountDueMinor),
  };
}

const originalTotals = (order: OrderRow): TotalsMinor => ({
  subtotalMinor: order.subtotalMinor,
  discountMinor: order.discountMinor,
  shippingMinor: order.shippingMinor,
  taxMinor: order.taxMinor,
  totalMinor: order.totalMinor,
  creditMinor: order.creditMinor,
  amountDueMinor: order.amountDueMinor,
});

export const excessOnWire = (order: OrderRow, excess: ExcessMinor) => {
  const money = moneyOf(order);
  return { amount: money(excess.amountMinor), paid: money(excess.paidMinor), due: money(excess.dueMinor), note: excess.note };
};

export const refundOnWire = (order: OrderRow, refund: RefundRow) => ({
  refundID: refund.id,
  amount: moneyOf(order)(refund.amountMinor),
  method: refund.method as 'store_credit' | 'original_payment',
  status: refund.status as 'completed' | 'pending',
  source: refund.source as 'cancellation' | 'return',
  returnID: refund.returnId,
  createdAt: refund.createdAt.toISOString(),
});

export interface ListOrdersOptions {
  db: Executor;
  user: AuthUser;
  status: string;
  query: PageQuery;
  /** Staff lists see every shopper's orders (and their e-mail), with the back office's filters. */
  everyone?: boolean;
  staff?: ListOrdersFilter['staff'];
}

/** `GET /api/orders/index/status/{status}/` (and the staff list): newest first, `searchKey` on the number or a product name. */
export async function listOrderSummaries({ db, user, status, query, everyone = false, staff }: ListOrdersOptions): Promise<OrderList> {
  const { rows, total } = await listOrders(db, { userId: everyone ? null : user.id, status, searchKey: query.searchKey, limitFrom: query.limitFrom, limitTo: query.limitTo, staff: everyone ? (staff ?? {}) : undefined });
  const lines = await listLinesOfOrders(db, rows.map((row) => row.id));
  const items: OrderSummary[] = [];
  for (const order of rows) {
    const own = lines.filter((line) => line.orderId === order.id);
    const excess = await excessOf(db, order);
    const revised = reviseOrder(order, own, { toCreditMinor: 0, toPaymentMinor: 0 });
    const money = moneyOf(order);
    items.push({
      orderID: order.id,
      orderNumber: order.number,
      status: order.status as OrderSummary['status'],
      paymentStatus: order.paymentStatus as OrderSummary['paymentStatus'],
      paymentMethod: order.paymentMethod as OrderSummary['paymentMethod'],
      placedAt: order.placedAt.toISOString(),
      currencyCode: order.currencyCode,
      decimalPlaces: order.decimalPlaces,
      total: money(revised.totalMinor),
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      image: own[0]?.image ?? '',
      productNames: own.map((line) => line.name),
      languageCode: order.languageCode,
      excessDue: money(excess.dueMinor),
      ...(everyone ? { email: order.email, phone: order.phone, subsiteID: order.subsiteId } : {}),
    });
  }
  return { items, total, limitFrom: query.limitFrom, limitTo: query.limitTo };
}

export interface OrderDetailOptions {
  db: Executor;
  orderId: number;
  user: AuthUser;
  returnWindowDays: number;
  /** The shopper's page's language: the store's own notes are written in it. Staff's screens leave it out: staff's English. */
  languageCode?: string;
  now?: Date;
}

/** `GET /api/orders/detail/id/{id}/`: the order, its lines as revised, timeline, refunds, returns and what can be done now. */
export async function getOrderDetail({ db, orderId, user, returnWindowDays, languageCode, now = new Date() }: OrderDetailOptions): Promise<OrderDetail> {
  const order = await getVisibleOrder(db, orderId, user);
  return buildOrderDetail({ db, order, returnWindowDays, languageCode, now });
}

export async function buildOrderDetail({ db, order, returnWindowDays, languageCode, now = new Date() }: { db: Executor; order: OrderRow; returnWindowDays: number; languageCode?: string; now?: Date }): Promise<OrderDetail> {
  const state = await loadOrderState(db, order);
  const events = await listOrderEvents(db, order.id);
  const excess = await excessOf(db, order);
  const window = await returnWindowOf(db, order, { days: returnWindowDays, now });
  const returnable = await returnableLines(db, order, state.lines, window);
  const cancellable = cancellableLines(order, state.lines);
  const returns = await listReturnsOfOrder(db, order.id);
  const money = moneyOf(order);
  return {
    orderID: order.id,
    orderNumber: order.number,
    status: order.status as OrderDetail['status'],
    paymentMethod: order.paymentMethod as OrderDetail['paymentMethod'],
    paymentStatus: order.paymentStatus as OrderDetail['paymentStatus'],
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    placedAt: order.placedAt.toISOString(),
    email: order.email,
    phone: order.phone,
    languageCode: order.languageCode,
    items: state.lines.map((line) => ({
      orderLineID: line.id,
      productID: line.productId,
      productOptionID: line.optionId,
      name: line.name,
      optionLabel: line.optionLabel,
      sku: line.sku,
      image: line.image,
      metal: line.metal,
      purity: line.purity,
      quantity: line.quantity,
      cancelledQuantity: line.cancelledQuantity,
      returnedQuantity: line.returnedQuantity,
      activeQuantity: activeQuantity(line),
      unitPrice: money(line.unitPriceMinor),
      lineSubtotal: money(line.lineSubtotalMinor),
      discount: money(line.discountMinor),
      tax: money(line.taxMinor),
      lineTotal: money(line.lineTotalMinor),
      revisedLineTotal: money(reviseLine(line).totalMinor),
      status: line.status,
    })),
    totals: totalsOnWire(order, originalTotals(order)),
    revisedTotals: totalsOnWire(order, state.revised),
    excess: excessOnWire(order, excess),
    refunds: state.refunds.map((refund) => refundOnWire(order, refund)),
    returns: returns.map((row) => ({ returnID: row.id, rmaNumber: row.number, status: row.status as OrderDetail['returns'][number]['status'], createdAt: row.createdAt.toISOString() })),
    billingAddress: orderAddressOf(order.billingAddress),
    shippingAddress: orderAddressOf(order.shippingAddress),
    timeline: events.map((event) => ({ status: event.status, note: noteFor(order, event, languageCode ?? 'staff'), actor: event.actorType, at: event.createdAt.toISOString() })),
    actions: {
      canCancel: cancellable.length > 0,
      cancellableLines: cancellable.map((entry) => ({ orderLineID: entry.line.id, quantity: entry.quantity })),
      canReturn: returnable.length > 0,
      returnableLines: returnable.map((entry) => ({ orderLineID: entry.line.id, quantity: entry.quantity })),
      returnWindowEndsAt: window.endsAt?.toISOString() ?? null,
      canPayExcess: canPayExcess(order, excess),
      nextStatuses: staffNextStatuses(order.status) as OrderDetail['actions']['nextStatuses'],
    },
  };
}

/** `GET /api/orders/revised/id/{id}/`: the order as placed against the order as it now stands. */
export async function getRevisedOrder({ db, orderId, user }: { db: Executor; orderId: number; user: AuthUser }): Promise<RevisedOrder> {
  const order = await getVisibleOrder(db, orderId, user);
  const state = await loadOrderState(db, order);
  const excess = await excessOf(db, order);
  const money = moneyOf(order);
  return {
    orderID: order.id,
    orderNumber: order.number,
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    original: totalsOnWire(order, originalTotals(order)),
    revised: totalsOnWire(order, state.revised),
    lines: state.lines.map((line) => ({
      orderLineID: line.id,
      name: line.name,
      quantity: line.quantity,
      cancelledQuantity: line.cancelledQuantity,
      returnedQuantity: line.returnedQuantity,
      originalLineTotal: money(line.lineTotalMinor),
      revisedLineTotal: money(reviseLine(line).totalMinor),
    })),
    excess: excessOnWire(order, excess),
    refunded: money(state.refunded.toCreditMinor + state.refunded.toPaymentMinor),
    refundedToCredit: money(state.refunded.toCreditMinor),
    refundedToPayment: money(state.refunded.toPaymentMinor),
  };
}

/** `GET /api/users/storeCredit`: the balance in the request's subsite and every entry, newest first, with its order number. */
export async function getStoreCredit({ db, user, site }: { db: Executor; user: AuthUser; site: SiteContext }): Promise<StoreCredit> {
  return getCreditLedger({ db, userId: user.id, site });
}

/** One shopper's store credit in one subsite (the shopper's own page, and staff's customer view). */
export async function getCreditLedger({ db, userId, site }: { db: Executor; userId: number; site: Pick<SiteContext, 'subsiteId' | 'decimalPlaces' | 'currencyCode'> }): Promise<StoreCredit> {
  const key = { userId, subsiteId: site.subsiteId };
  const balance = await creditBalance(db, key);
  const entries = await listCreditEntries(db, key);
  const numbers = await listOrderNumbers(db, [...new Set(entries.flatMap((entry) => (entry.orderId === null ? [] : [entry.orderId])))]);
  const money = (minor: number) => minorToDecimal(minor, site.decimalPlaces);
  return {
    balance: money(balance),
    currencyCode: site.currencyCode,
    decimalPlaces: site.decimalPlaces,
    entries: entries.map((entry) => ({
      entryID: entry.id,
      amount: money(entry.amountMinor),
      reason: entry.reason,
      orderID: entry.orderId,
      orderNumber: entry.orderId === null ? null : (numbers.get(entry.orderId) ?? null),
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
