import { promotionWords } from '@/shared/checkout-messages';
import { AppError } from '../../../../lib/app-error';
import { clearedCheckoutState, deleteCartItems, placedCheckoutExtra, updateCartCheckout, withCheckoutState } from '../../cart';
import { startPayment } from '../../payments';
import { insertRedemptions, listRedeemedPromotionIds, lockRedemption } from '../../promotions';
import { debitCredit } from '../../store-credit';
import { storeNote } from '@/shared/message-templates/order-notes';
import { insertOrderEvent } from '../order-repository';
import { PLACED_STATUS, writtenOrder, type PlacingStep } from './placing-context';
import { required } from './step-runner';

/**
 * The steps after the order is written (design "Placing an order" 5): what it spends and starts
 * in other modules, each through that module's service, inside the placing transaction.
 */

/** 5c. The store credit it uses, debited (the store-credit module re-checks the balance under its lock). */
export const creditDebitedStep: PlacingStep = {
  name: 'credit_debited',
  async invoke(context) {
    const { cart, pricing, order } = writtenOrder(context);
    if (pricing.creditMinor > 0 && cart.userId !== null) {
      await debitCredit(context.tx, { userId: cart.userId, subsiteId: context.options.site.subsiteId, amountMinor: pricing.creditMinor, orderId: order.id });
    }
  },
};

/** 5d. The promotions it uses, redeemed. */
export const redemptionsWrittenStep: PlacingStep = {
  name: 'redemptions_written',
  async invoke(context) {
    const { tx, options } = context;
    const { cart, pricing, order } = writtenOrder(context);
    const email = required(context.contact, 'validated').email.toLowerCase();
    // Once per customer holds under concurrency too: the customer's redemptions are checked again
    // under a lock per promotion and customer, so two orders at once cannot both use the coupon.
    const once = pricing.promotions.filter((promotion) => promotion.row.oncePerCustomer);
    for (const promotion of once) await lockRedemption(tx, { promotionId: promotion.row.id, who: cart.userId === null ? email : `user:${cart.userId}` });
    const used = await listRedeemedPromotionIds(tx, { promotionIds: once.map((promotion) => promotion.row.id), userId: cart.userId, email });
    const clash = once.find((promotion) => used.has(promotion.row.id));
    if (clash) throw new AppError('CONFLICT', promotionWords(options.site.languageCode).once(clash.row.code));
    await insertRedemptions(
      tx,
      pricing.promotions.map((promotion) => ({ promotionId: promotion.row.id, orderId: order.id, userId: cart.userId, email, discountMinor: promotion.discountMinor })),
    );
  },
};

/** 5e. The order's first event. */
export const eventsWrittenStep: PlacingStep = {
  name: 'events_written',
  async invoke(context) {
    const { cart, order } = writtenOrder(context);
    const status = PLACED_STATUS[context.options.paymentKey];
    await insertOrderEvent(context.tx, {
      orderId: order.id,
      status: status.status,
      actorType: cart.userId === null ? 'guest' : 'customer',
      actorId: cart.userId,
      ...storeNote(order, { key: 'placed', payment: context.options.paymentKey }),
      createdAt: context.now,
    });
  },
};

/**
 * 5f. A card order's payment, started through the payments module (its row is written in this
 * transaction). Every subsite pays through the sandbox, which has no remote side, so a rollback
 * leaves nothing behind; a real provider's session would get a compensation here that cancels it.
 */
export const paymentStartedStep: PlacingStep = {
  name: 'payment_started',
  async invoke(context) {
    const { options } = context;
    if (options.paymentKey !== 'card') return;
    const order = required(context.order, 'order_written');
    const started = await startPayment({
      db: context.tx,
      order: { id: order.id, number: order.number, amountMinor: order.amountDueMinor, currencyCode: order.currencyCode, decimalPlaces: order.decimalPlaces },
      purpose: 'order',
      returnTo: { storefrontUrl: options.storefrontUrl, subsiteCode: options.site.subsiteCode, languageCode: options.site.languageCode },
      publicBaseUrl: options.publicBaseUrl,
      // The order was written in this transaction: its subsite and payment deadline are known.
      facts: { subsiteCode: options.site.subsiteCode, paymentExpiresAt: order.paymentExpiresAt },
    });
    context.redirectUrl = started.redirectUrl;
  },
};

/** 5g. The cart emptied (its billing e-mail kept for the next checkout). */
export const cartEmptiedStep: PlacingStep = {
  name: 'cart_emptied',
  async invoke(context) {
    const { tx, options } = context;
    const { cart, pricing, order } = writtenOrder(context);
    const state = pricing.state;
    await deleteCartItems(tx, options.cartId);
    // Card orders keep what was chosen beside the fresh checkout, for a payment that fails (payments' failure handling).
    const extra = options.paymentKey === 'card' ? placedCheckoutExtra(cart.extra, state, order.id) : withCheckoutState(cart.extra, clearedCheckoutState(state));
    await updateCartCheckout(tx, { cartId: options.cartId, extra, promoId: null });
  },
};
