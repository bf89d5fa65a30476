import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { FormAlert, FormNotice } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { useMoney } from '@/storefront/modules/common/site-context';
import { useApplyPromotionMutation, useListPromotionsQuery, useRemovePromotionMutation } from './checkout-api';
import { checkoutErrorMessage } from '@/storefront/modules/common/checkout-error-message';
import type { CartPromotion } from './checkout-types';
import styles from './checkout.module.css';
import paymentStyles from './checkout-payment.module.css';

/**
 * Offers for this cart (`promotions_list`): apply or remove each, or type a code. An offer the
 * cart cannot use says why (the server's reason). Failures: the server's message, else docs/requirements/messages.md#the-rule's
 * 'Unknown error'.
 */
export function PromotionsPanel({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const ids = useId();
  const { data: promotions, isError } = useListPromotionsQuery(cart.cartID);
  const [apply, applying] = useApplyPromotionMutation();
  const [remove, removing] = useRemovePromotionMutation();
  const [code, setCode] = useState('');
  /** A failure of the typed code, shown beside the box (the code stays in it to be corrected). */
  const [codeError, setCodeError] = useState<string | null>(null);
  /** A failure of an offer's or an applied code's button. */
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = applying.isLoading || removing.isLoading;
  const applied = Object.entries(cart.extra.applied_promotions);

  /**
   * Applies or removes an offer. A failure is shown in place only (no toast as well): a typed
   * code's beside the box, which keeps the code; any successful apply empties the box, so a
   * refused code never lingers there after another offer is applied.
   */
  async function run(call: () => Promise<{ error?: unknown; data?: Cart }>, success: string, { typed = false, applying: isApply = true } = {}) {
    setError(null);
    setCodeError(null);
    setNotice(null);
    const result = await call();
    if (result.error) {
      const message = checkoutErrorMessage(result.error, t('errors.unknown'));
      if (typed) setCodeError(message);
      else setError(message);
      return false;
    }
    if (isApply) setCode('');
    setNotice(success);
    return true;
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    const couponCode = code.trim().toUpperCase();
    if (!couponCode) {
      setCodeError(t('validation.required', { field: t('promotions.code') }));
      return;
    }
    await run(() => apply({ cartID: cart.cartID, couponCode }), t('promotions.applied', { code: couponCode }), { typed: true });
  }

  const offerText = (promotion: CartPromotion) =>
    promotion.kind === 'percent' ? t('promotions.percentOff', { value: promotion.value }) : t('promotions.amountOff', { amount: money(promotion.value) });

  return (
    <div className={formStyles.form}>
      {applied.length > 0 ? (
        <ul className={paymentStyles.appliedList} aria-label={t('promotions.appliedLabel')}>
          {applied.map(([promoID, promotion]) => (
            <li key={promoID} className={paymentStyles.applied}>
              <span>
                <strong dir="ltr">{promotion.couponCode}</strong> · {promotion.name}
                <span className={styles.good}> <bdi>−{money(promotion.discount)}</bdi></span>
              </span>
              <button type="button" className={formStyles.linkButton} disabled={busy}
                onClick={() => void run(() => remove({ cartID: cart.cartID, promoID: Number(promoID) }), t('promotions.removed'), { applying: false })}
                aria-label={t('promotions.removeCode', { code: promotion.couponCode })}>
                {t('promotions.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <form className={paymentStyles.codeForm} onSubmit={(event) => void submitCode(event)} noValidate aria-label={t('promotions.codeFormLabel')}>
        <label htmlFor={`${ids}-code`} className={formStyles.label}>{t('promotions.code')}</label>
        <div className={paymentStyles.codeRow}>
          <input id={`${ids}-code`} name="couponCode" className={formStyles.input} value={code} dir="ltr" autoComplete="off" autoCapitalize="characters"
            maxLength={30} aria-invalid={codeError ? true : undefined} aria-describedby={codeError ? `${ids}-code-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              // The refusal was about the code as it was: a changed code has not been refused.
              setCodeError(null);
            }} />
          <button type="submit" className="button button-secondary" disabled={busy}>{t('promotions.apply')}</button>
        </div>
        {codeError ? <p id={`${ids}-code-error`} className={formStyles.error} role="alert">{codeError}</p> : null}
      </form>

      {isError ? <p className={styles.muted}>{t('promotions.listFailed')}</p> : null}
      {promotions && promotions.filter((promotion) => !promotion.applied).length > 0 ? (
        <ul className={paymentStyles.offers} aria-label={t('promotions.offersLabel')}>
          {promotions.filter((promotion) => !promotion.applied).map((promotion) => (
            <li key={promotion.promoID} className={promotion.applicable ? paymentStyles.offer : `${paymentStyles.offer} ${paymentStyles.offerOff}`}>
              <div>
                <p className={paymentStyles.offerTitle}>
                  <strong dir="ltr">{promotion.couponCode}</strong> · {promotion.name}
                </p>
                <p className={paymentStyles.offerText}>
                  {offerText(promotion)}
                  {promotion.minSubtotal > 0 ? ` · ${t('promotions.minimum', { amount: money(promotion.minSubtotal) })}` : ''}
                </p>
                {!promotion.applicable && promotion.reason ? <p className={paymentStyles.offerReason}>{promotion.reason}</p> : null}
              </div>
              <button type="button" className="button button-secondary" disabled={busy || !promotion.applicable}
                aria-label={t('promotions.applyCode', { code: promotion.couponCode })}
                onClick={() => void run(() => apply({ cartID: cart.cartID, couponCode: promotion.couponCode }), t('promotions.applied', { code: promotion.couponCode }))}>
                {t('promotions.apply')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormAlert>{error}</FormAlert>
      <FormNotice>{notice}</FormNotice>
    </div>
  );
}
