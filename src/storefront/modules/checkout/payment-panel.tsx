import { useTranslation } from '@/storefront/lib/i18n';
import { useRef, useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { FormAlert } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { trackAddPaymentInfo } from '@/storefront/lib/analytics';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useMoney } from '@/storefront/modules/common/site-context';
import { isCart, useListPaymentGatewaysQuery, usePlaceOrderMutation } from './checkout-api';
import { checkoutErrorMessage, statusOf } from '@/storefront/modules/common/checkout-error-message';
import type { PaymentKey, PlacedOrder } from './checkout-types';
import { CodVerification } from './cod-verification';
import { answeredDefinitely, attemptOf, createAttemptKeys } from './idempotency';
import styles from './checkout.module.css';
import paymentStyles from './checkout-payment.module.css';

interface PriceChange {
  message: string;
  from: number;
  /** Which figure moved: the total, or (same total, store credit spent meanwhile) the amount to pay. */
  figure: 'total' | 'amountDue';
}

/**
 * Payment ways from `payment_gateways` (card; cash on delivery with its code; free when nothing
 * is due) and Place order. The button is disabled while a submit is in flight; one
 * Idempotency-Key per attempt (idempotency.ts). A 409 'total changed' shows the new total (or the
 * new amount to pay when only that moved), and the shopper confirms again (a new attempt).
 */
export function PaymentPanel({ cart, onPlaced }: { cart: Cart; onPlaced: (order: PlacedOrder) => void }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const { data: gateways, isError, isFetching } = useListPaymentGatewaysQuery(cart.cartID);
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  const [keys] = useState(() => createAttemptKeys());
  const [chosen, setChosen] = useState<PaymentKey | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tracked = useRef<string | null>(null);
  // A second press in the same tick, before React re-renders the disabled button, must not send again.
  const submitting = useRef(false);

  // "Nothing to pay" is offered only when it applies; a card or COD that cannot be used says why.
  const shown = (gateways ?? []).filter((gateway) => gateway.available || gateway.paymentSettingsGroupKey !== 'free');
  const available = shown.filter((gateway) => gateway.available);
  // The shopper's choice while it stays available, else the first way the services offer.
  const method = available.find((gateway) => gateway.paymentSettingsGroupKey === chosen)?.paymentSettingsGroupKey ?? available[0]?.paymentSettingsGroupKey ?? null;
  const needsCode = method === 'cod' && !cart.checkout.cod.verified;
  const canPlace = Boolean(method) && !needsCode && !placing && !isFetching;

  async function place() {
    if (!method || placing || submitting.current) return;
    submitting.current = true;
    setError(null);
    const expectedTotal = cart.totals.total;
    const expectedAmountDue = cart.totals.amountDue;
    if (tracked.current !== method) {
      trackAddPaymentInfo(cart, method);
      tracked.current = method;
    }
    const idempotencyKey = keys.keyFor(attemptOf(method, expectedTotal, expectedAmountDue));
    const result = await placeOrder({ cartID: cart.cartID, idempotencyKey, paymentSettingsGroupKey: method, expectedTotal, expectedAmountDue });
    submitting.current = false;
    if (result.data) {
      setPriceChange(null);
      onPlaced(result.data);
      return;
    }
    if (answeredDefinitely(result.error)) keys.finish();
    const body = (result.error as { data?: { data?: unknown; meta?: { message?: string } } } | undefined)?.data;
    if (statusOf(result.error) === 409 && isCart(body?.data)) {
      // The cart slice already holds the repriced cart (checkout-api); say so before the shopper confirms again.
      const totalMoved = body.data.totals.total !== expectedTotal;
      const [from, to] = totalMoved ? [expectedTotal, body.data.totals.total] : [expectedAmountDue, body.data.totals.amountDue];
      const message = body?.meta?.message || t('payment.totalChanged', { from: money(from), to: money(to) });
      setPriceChange({ message, from, figure: totalMoved ? 'total' : 'amountDue' });
      return;
    }
    setPriceChange(null);
    const message = checkoutErrorMessage(result.error, t('errors.order'));
    setError(message);
  }

  return (
    <div className={formStyles.form}>
      {isError ? <FormAlert>{t('errors.gateways')}</FormAlert> : null}
      {!gateways && !isError ? <p role="status"><span className="spinner" aria-hidden="true" /> {t('loading')}</p> : null}
      {gateways ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('payment.legend')}</legend>
          {shown.map((gateway) => {
            const key = gateway.paymentSettingsGroupKey;
            return (
              <label key={key} className={gateway.available ? styles.choice : `${styles.choice} ${styles.choiceOff}`}>
                <input type="radio" name="payment" value={key} checked={method === key} disabled={!gateway.available}
                  onChange={() => { setChosen(key); setError(null); }} />
                <span>
                  <strong className={styles.methodName}>
                    <Icon name={key === 'card' ? 'card' : key === 'cod' ? 'wallet' : 'gift'} size={20} />
                    {t(`payment.methods.${key}`)}
                  </strong>
                  <span className={styles.choiceText}>{gateway.available ? t(`payment.hints.${key}`) : (gateway.reason ?? t('payment.unavailable'))}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {method === 'cod' ? <CodVerification cart={cart} /> : null}

      {priceChange ? (
        <div className={paymentStyles.priceChange} role="alert">
          <p className={paymentStyles.priceChangeTitle}>{t('payment.totalChangedTitle')}</p>
          <p>{priceChange.message}</p>
          <p>
            {t('payment.was')} <s>{money(priceChange.from)}</s> · {t('payment.now')} <strong data-testid="new-total">{money(priceChange.figure === 'total' ? cart.totals.total : cart.totals.amountDue)}</strong>
          </p>
        </div>
      ) : null}
      <FormAlert>{error}</FormAlert>

      <div className={paymentStyles.placeBox}>
        <p className={paymentStyles.placeDue}>
          <span>{t('summary.amountDue')}</span>
          <strong>{money(cart.totals.amountDue)}</strong>
        </p>
        <button type="button" className={`button ${paymentStyles.place}`} disabled={!canPlace} aria-disabled={!canPlace} onClick={() => void place()}>
          {placing ? <span className="spinner" aria-hidden="true" /> : <Icon name="lock" size={18} />}
          {placing ? t('payment.placing') : priceChange ? t('payment.confirmNewTotal', { amount: money(cart.totals.amountDue) }) : method === 'card' ? t('payment.payNow', { amount: money(cart.totals.amountDue) }) : t('payment.place')}
        </button>
        {needsCode ? <p className={styles.muted}>{t('payment.needsCode')}</p> : null}
        {method === 'card' ? <p className={styles.muted}>{t('payment.cardNote')}</p> : null}
      </div>
    </div>
  );
}
