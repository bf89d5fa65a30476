import { http } from 'msw';
import { storeNote } from '@/shared/message-templates/order-notes';
import { ExcessPaymentBody, ExcessPaymentResult, ExcessProcessBody, ExcessProcessResult } from '@/shared/contracts/excess-payment';
import { IdParams } from '@/shared/contracts/ids';
import { decimalToMinor } from '@/shared/money';
import { userOfBearer } from '../lib/account-session';
import { creditBalanceOf } from '../lib/checkout-pricing';
import { addEvent, creditEntry, decimal, excessAllowed, excessDueMinor, excessOf, lifeOf, orderMoney, visibleOrder } from '../lib/order-life';
import { mockSignatureMatches, redirectSigningText } from '../lib/payment-signing';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { sandboxLink } from '../lib/sandbox-link';
import { resolveMockSite } from '../lib/site';
import { jsonBodyOf, parseInput } from '../lib/validate';
import { nextLifeID, orderLifeState, saveOrderLife } from '../state/order-life-store';

/**
 * Paying the excess amount staff set (services: after-sales/excess-service.ts and
 * excess-settlement.ts): store credit pays all that is due or nothing; a card payment goes through
 * the sandbox page and settles from its signed return, anything above the amount due to store credit.
 */
const idOf = (params: unknown) => parseInput(IdParams, params, 'params').id;

export const excessHandlers = [
  http.post(
    anyOrigin('/api/orders/excessPaymentProcess/id/:id'),
    withEnvelope('commerce', async ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const site = resolveMockSite(request);
      const order = visibleOrder(idOf(params), user);
      // The owner only: staff see the order but do not pay for the shopper.
      if (order.userID !== user.userID) throw notFound(`Order ${idOf(params)}`);
      const body = parseInput(ExcessProcessBody, await jsonBodyOf(request), 'body');
      const life = lifeOf(order);
      const due = excessDueMinor(life);
      if (due <= 0 || !excessAllowed(life)) throw new MockHttpError(409, `Nothing is due on order ${order.orderNumber}`);
      const amountMinor = decimalToMinor(body.excessAmount, order.decimalPlaces);
      if (decimal(order)(amountMinor) !== body.excessAmount) throw new MockHttpError(400, `excessAmount must have at most ${order.decimalPlaces} decimal places`);
      const dueText = orderMoney(order, due);
      if (body.paymentSettingsGroupKey === 'free') {
        if (amountMinor !== due) throw new MockHttpError(400, `excessAmount must be the amount due, ${dueText}, to pay it with store credit`);
        const balance = creditBalanceOf(user.userID, order.subsiteId);
        if (balance < due) throw new MockHttpError(409, `Your store credit (${orderMoney(order, balance)}) does not cover ${dueText}`, { balance: decimal(order)(balance) });
        creditEntry(order, -due, 'excess_payment', `Order ${order.orderNumber}: excess amount paid with store credit`);
        life.excess.paidMinor += due;
        addEvent(life, life.status, storeNote(order, { key: 'excess_paid_credit', amountMinor: due }), 'customer');
        saveOrderLife();
        return commerceOk(ExcessProcessResult, { orderID: order.orderID, orderNumber: order.orderNumber, next: 'paid', paymentID: null, redirectUrl: null, amount: body.excessAmount, excess: excessOf(order) }, { message: 'Excess paid with store credit' });
      }
      if (amountMinor < due) throw new MockHttpError(400, `excessAmount must be at least the amount due, ${dueText}`);
      const paymentID = `mock-excess-${nextLifeID()}`;
      orderLifeState().excessPayments.push({ paymentID, orderID: order.orderID, amountMinor, status: 'pending', failureReason: null, creditedMinor: 0 });
      saveOrderLife();
      const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
      const redirectUrl = await sandboxLink(new URL(request.url).origin, paymentID, {
        orderID: order.orderID,
        orderNumber: order.orderNumber,
        amountText: `${order.currencyCode} ${decimal(order)(amountMinor)}`,
        languageCode: site.languageCode,
        returnUrl: `${origin}/${site.locale}/excess-payment-return`,
      });
      addEvent(life, life.status, storeNote(order, { key: 'excess_payment_started', amountMinor }), 'customer');
      saveOrderLife();
      return commerceOk(ExcessProcessResult, { orderID: order.orderID, orderNumber: order.orderNumber, next: 'payment', paymentID, redirectUrl, amount: body.excessAmount, excess: excessOf(order) }, { message: 'Continue to payment' });
    }),
  ),
  http.post(
    anyOrigin('/api/orders/excessPayment'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      const body = parseInput(ExcessPaymentBody, await jsonBodyOf(request), 'body');
      const payment = orderLifeState().excessPayments.find((candidate) => candidate.paymentID === body.paymentID && candidate.orderID === body.orderID);
      if (!payment || !(await mockSignatureMatches(redirectSigningText(body), body.signature))) throw new MockHttpError(400, 'Payment signature is not valid');
      const order = visibleOrder(body.orderID, user);
      const life = lifeOf(order);
      // Settled once: a replay answers with the payment as it stands.
      if (payment.status === 'pending') {
        if (body.status === 'succeeded') {
          const due = excessDueMinor(life);
          const paidTowardsDue = Math.min(due, payment.amountMinor);
          payment.creditedMinor = payment.amountMinor - paidTowardsDue;
          life.excess.paidMinor += paidTowardsDue;
          const over = payment.creditedMinor;
          creditEntry(order, over, 'excess_overpayment', `Order ${order.orderNumber}: paid ${orderMoney(order, over)} above the excess due (payment ${payment.paymentID})`);
          payment.status = 'succeeded';
          // The services' excess-settlement.ts wording; the mocks settle by the signed return alone.
          const received = { key: 'excess_received', amountMinor: payment.amountMinor, provider: 'sandbox', via: 'redirect', overMinor: over, overTo: over > 0 ? 'credit' : null } as const;
          addEvent(life, life.status, storeNote(order, received), 'system');
        } else {
          payment.status = 'failed';
          payment.failureReason = body.reason ?? 'The payment failed';
          addEvent(life, life.status, storeNote(order, { key: 'excess_failed', status: 'failed', reason: payment.failureReason }), 'system');
        }
        saveOrderLife();
      }
      return commerceOk(ExcessPaymentResult, {
        orderID: order.orderID,
        orderNumber: order.orderNumber,
        paymentStatus: payment.status,
        failureReason: payment.failureReason,
        excess: excessOf(order),
        creditedToStoreCredit: decimal(order)(payment.creditedMinor),
      }, { message: payment.status === 'succeeded' ? 'Payment received' : (payment.failureReason ?? 'Payment failed') });
    }),
  ),
];
