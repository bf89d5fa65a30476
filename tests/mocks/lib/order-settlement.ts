import { orderConfirmationMessage } from '@/shared/message-templates/order-templates';
import { storeNote } from '@/shared/message-templates/order-notes';
import { SANDBOX_REASONS } from './payment-signing';
import { saveAccounts, sendToOutbox } from '../state/account-store';
import { findMockCart, nextCartItemID, saveMockCart } from '../state/cart-store';
import { checkoutState, emptyCartCheckout, type MockOrder, saveCheckout } from '../state/checkout-store';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';

/**
 * What becomes of a placed order's payment in the mocks, as in the services' settlement: a card
 * payment succeeds (the order is placed and confirmed) or fails (everything goes back), once.
 * handlers/orders.ts places orders and answers the payment return with these.
 */


/** The services' order confirmation, in the order's language. */
export function sendConfirmation(order: MockOrder): void {
  const style = order.moneyStyle ?? { currencySymbol: `${order.currencyCode} `, decimalPlaces: order.decimalPlaces, languageTag: 'en-IN' };
  const { totals } = order;
  const stored = {
    number: order.orderNumber,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    lines: order.lines,
    subtotalMinor: totals.subtotal,
    discountMinor: totals.discount,
    shippingMinor: totals.shipping,
    taxMinor: totals.tax,
    totalMinor: totals.total,
    creditMinor: totals.credit,
    amountDueMinor: totals.amountDue,
    shippingAddress: order.shippingAddress,
  };
  sendToOutbox({ to: order.email, channel: 'email', ...orderConfirmationMessage(order.languageCode ?? 'en', { order: stored, style }) });
  saveAccounts();
}

/** Fails a card order as the services' settlement does: stock, credit and promotions back, the pieces back in its cart. */
function failOrder(order: MockOrder, reason: string, paymentStatus: string): void {
  const state = checkoutState();
  for (const line of order.lines) state.sold[String(line.productOptionID)] = Math.max(0, (state.sold[String(line.productOptionID)] ?? 0) - line.quantity);
  if (order.userID !== null && order.totals.credit > 0) {
    state.creditEntries.push({ userID: order.userID, subsiteId: order.subsiteId, amountMinor: order.totals.credit, reason: 'checkout_reversal', orderID: order.orderID, note: `Order ${order.orderNumber}: payment ${paymentStatus}` });
  }
  state.redemptions = state.redemptions.filter((redemption) => redemption.orderID !== order.orderID);
  const cart = findMockCart(order.cartID) ?? { cartID: order.cartID, subsiteId: order.subsiteId, lines: [], ownerUserID: order.userID, checkout: emptyCartCheckout() };
  // The coupon, addresses, gift options and store credit the order was placed with, back in the cart
  // unless the shopper has started a new checkout there.
  if (cart.placedCheckout?.orderID === order.orderID) {
    const now = cart.checkout ?? emptyCartCheckout();
    const untouched = now.gift === null && now.billingAddress === null && now.shippingAddress === null && now.promoIDs.length === 0 && now.credit === null;
    if (untouched) cart.checkout = cart.placedCheckout.checkout;
    delete cart.placedCheckout;
  }
  for (const line of order.lines) {
    const existing = cart.lines.find((candidate) => candidate.productOptionID === line.productOptionID);
    if (existing) existing.quantity = Math.min(existing.quantity + line.quantity, MAX_QUANTITY_PER_LINE);
    else cart.lines.push({ cartItemID: nextCartItemID(), productID: line.productID, productOptionID: line.productOptionID, quantity: line.quantity, addedPriceMinor: line.unitPriceMinor });
  }
  saveMockCart(cart);
  order.status = 'payment_failed';
  order.paymentStatus = 'failed';
  order.events.push({ status: 'payment_failed', ...storeNote(order, { key: 'payment_failed', status: paymentStatus, reason }), at: new Date().toISOString() });
}

/** Settles a pending payment once; a replay or a late result changes nothing. */
export function settle(paymentID: string, outcome: { status: 'succeeded' | 'failed'; reason?: string }): void {
  const state = checkoutState();
  const payment = state.payments.find((candidate) => candidate.paymentID === paymentID);
  const order = payment && state.orders.find((candidate) => candidate.orderID === payment.orderID);
  if (!payment || !order || payment.status !== 'pending') return;
  payment.status = outcome.status;
  payment.failureReason = outcome.status === 'succeeded' ? null : (outcome.reason ?? 'The payment failed');
  if (order.status !== 'pending_payment') return;
  if (outcome.status === 'succeeded') {
    order.status = 'placed';
    order.paymentStatus = 'paid';
    order.events.push({ status: 'placed', ...storeNote(order, { key: 'paid_card', provider: 'sandbox', settledBy: 'redirect' }), at: new Date().toISOString() });
    sendConfirmation(order);
  } else failOrder(order, payment.failureReason!, payment.status);
  saveCheckout();
}

/** The services' sweeper, run lazily: a pending payment past its time fails like a declined card. */
export function sweepExpired(now = Date.now()): void {
  for (const payment of checkoutState().payments.filter((candidate) => candidate.status === 'pending' && candidate.expiresAt <= now)) {
    settle(payment.paymentID, { status: 'failed', reason: SANDBOX_REASONS.expired });
  }
}
