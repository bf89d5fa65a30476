import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { useMoney, useSite } from '@/storefront/modules/common/site-context';
import { useApplyCreditMutation } from './checkout-api';
import { checkoutErrorMessage } from '@/storefront/modules/common/checkout-error-message';
import styles from './checkout.module.css';
import paymentStyles from './checkout-payment.module.css';

/** What the shopper typed as a number: Arabic-Indic and Persian digits, the Arabic decimal comma, grouping removed. */
export function typedAmount(text: string): number | null {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[,\u066c\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(latin)) return null;
  return Number(latin);
}

/**
 * Store credit of a signed-in shopper (`apply_usercredit`), in full or in part: an amount up to the
 * lesser of the balance and the total, or the maximum; change it or take it off (amount 0). The
 * services check the amount in minor units and answer a refusal in the shopper's language, shown
 * at the field (docs/requirements/messages.md#the-rule: the server's message or 'Something went wrong!').
 */
export function CreditPanel({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const { site } = useSite();
  const [apply, { isLoading }] = useApplyCreditMutation();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const credit = cart.checkout.storeCredit;
  if (!credit) return null;
  // The services' figures, compared only: the browser computes no money.
  const max = Math.min(credit.balance, cart.totals.total);

  async function change(amount?: number): Promise<boolean> {
    setError(null);
    const result = await apply(amount === undefined ? { cartID: cart.cartID } : { cartID: cart.cartID, amount });
    if (result.error) {
      setError(checkoutErrorMessage(result.error, t('errors.somethingWrong')));
      return false;
    }
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = typedAmount(text);
    const places = amount === null ? 0 : (String(amount).split('.')[1]?.length ?? 0);
    if (amount === null || amount <= 0 || amount > max || places > site.decimalPlaces) {
      setError(t('credit.invalidAmount', { min: money(site.decimalPlaces > 0 ? Number(`1e-${site.decimalPlaces}`) : 1), max: money(max) }));
      return;
    }
    if (await change(amount)) {
      setEditing(false);
      setText('');
    }
  }

  async function applyMaximum() {
    if (await change()) {
      setEditing(false);
      setText('');
    }
  }

  const applied = credit.applied > 0;
  return (
    <div className={formStyles.form}>
      <p>{t('credit.balance', { amount: money(credit.balance) })}</p>
      {applied && !editing ? (
        <div className={paymentStyles.applied}>
          <span>
            {t('credit.applied')} <strong className={styles.good}><bdi dir="ltr">−{money(credit.applied)}</bdi></strong>
          </span>
          <span className={formStyles.actions}>
            {credit.applied < max ? (
              <button type="button" className={formStyles.linkButton} disabled={isLoading} onClick={() => void applyMaximum()}>{t('credit.useMaximum', { amount: money(max) })}</button>
            ) : null}
            <button type="button" className={formStyles.linkButton} disabled={isLoading} onClick={() => { setError(null); setEditing(true); }}>{t('credit.change')}</button>
            <button type="button" className={formStyles.linkButton} disabled={isLoading} onClick={() => void change(0)}>{t('credit.remove')}</button>
          </span>
        </div>
      ) : (
        <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
          <FormField label={t('credit.amountLabel')} name="creditAmount" inputMode="decimal" autoComplete="off" dir="ltr" value={text}
            hint={t('credit.amountHint', { max: money(max) })} error={error} disabled={isLoading || max <= 0}
            onChange={(event) => { setText(event.target.value); setError(null); }} />
          <div className={formStyles.actions}>
            <button type="submit" className="button button-secondary" disabled={isLoading || max <= 0}>
              {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
              {t('credit.useAmount')}
            </button>
            <button type="button" className={formStyles.linkButton} disabled={isLoading || max <= 0} onClick={() => void applyMaximum()}>{t('credit.useMaximum', { amount: money(max) })}</button>
            {applied ? <button type="button" className={formStyles.linkButton} disabled={isLoading} onClick={() => { setError(null); setEditing(false); }}>{t('cancel')}</button> : null}
          </div>
        </form>
      )}
      {applied && !editing && error ? <p role="alert" className={formStyles.alert}>{error}</p> : null}
    </div>
  );
}
