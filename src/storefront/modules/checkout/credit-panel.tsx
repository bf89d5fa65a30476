import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { FormAlert } from '@/storefront/modules/account/form-field';
import formStyles from '@/storefront/modules/account/form.module.css';
import { notify } from '@/storefront/modules/common/notify';
import { useMoney } from '@/storefront/modules/common/site-context';
import { useApplyCreditMutation } from './checkout-api';
import { checkoutErrorMessage } from './checkout-messages';
import styles from './checkout.module.css';

/**
 * Store credit of a signed-in shopper (`apply_usercredit`): the balance, apply as much as the
 * balance and total allow, or take it off (amount 0). SPEC §8: the server's message or
 * 'Something went wrong!'.
 */
export function CreditPanel({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const [apply, { isLoading }] = useApplyCreditMutation();
  const [error, setError] = useState<string | null>(null);
  const credit = cart.checkout.storeCredit;
  if (!credit) return null;

  async function change(amount?: number) {
    setError(null);
    const result = await apply(amount === undefined ? { cartID: cart.cartID } : { cartID: cart.cartID, amount });
    if (result.error) {
      const message = checkoutErrorMessage(result.error, t('errors.somethingWrong'));
      setError(message);
      notify('error', message);
    }
  }

  return (
    <div className={formStyles.form}>
      <p>{t('credit.balance', { amount: money(credit.balance) })}</p>
      {credit.applied > 0 ? (
        <div className={styles.applied}>
          <span>
            {t('credit.applied')} <strong className={styles.good}><bdi>−{money(credit.applied)}</bdi></strong>
          </span>
          <button type="button" className={formStyles.linkButton} disabled={isLoading} onClick={() => void change(0)}>{t('credit.remove')}</button>
        </div>
      ) : (
        <div className={formStyles.actions}>
          <button type="button" className="button button-secondary" disabled={isLoading || credit.balance <= 0} onClick={() => void change()}>
            {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
            {t('credit.apply', { amount: money(Math.min(credit.balance, cart.totals.total)) })}
          </button>
        </div>
      )}
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
