import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import type { OrderDetail } from '@/shared/contracts/orders';
import { FormAlert } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { notify } from '@/storefront/modules/common/notify';
import { useMoneyOf } from '@/storefront/modules/common/site-context';
import { checkExcessAmount } from './excess-amount';
import { afterSalesError } from './orders-messages';
import { useGetStoreCreditQuery, useStartExcessPaymentMutation } from './orders-api';
import styles from './orders.module.css';
import detailStyles from './order-detail.module.css';
import requestStyles from './after-sales-forms.module.css';

/**
 * Staff set an excess amount (a handmade piece weighed more than estimated): the shopper pays it by
 * card on the payment page (more than due goes to store credit), or with store credit when the
 * balance covers all of it.
 */
export function ExcessPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const money = useMoneyOf(order);
  const ids = useId();
  const credit = useGetStoreCreditQuery();
  const [start, starting] = useStartExcessPaymentMutation();
  const due = order.excess.due;
  const [amountText, setAmountText] = useState(due.toFixed(order.decimalPlaces));
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The services take the credit of the order's own subsite; the ledger read here is the page's
  // subsite's, so it is offered only when the two are one currency.
  const canUseCredit = credit.data?.currencyCode === order.currencyCode && credit.data.balance >= due;

  async function pay(method: 'card' | 'free', event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    let amount = due;
    if (method === 'card') {
      const check = checkExcessAmount(amountText, due, order.decimalPlaces);
      if ('problem' in check) {
        setProblem(t(`excess.problems.${check.problem}`, { amount: money(due) }));
        return;
      }
      amount = check.amount;
    }
    setProblem(null);
    const result = await start({ orderID: order.orderID, paymentSettingsGroupKey: method, excessAmount: amount });
    if (result.error) {
      const message = afterSalesError(result.error, t('errors.excess'), t('errors.somethingWrong'));
      setError(message);
      return;
    }
    if (result.data.next === 'payment' && result.data.redirectUrl) {
      window.location.assign(result.data.redirectUrl);
      return;
    }
    notify('success', t('excess.paidWithCredit'));
  }

  return (
    <section className={`${detailStyles.block} ${detailStyles.callout}`} aria-labelledby="excess-title" data-testid="excess-panel">
      <h2 id="excess-title" className={detailStyles.blockTitle}>{t('excess.title')}</h2>
      <p>{t('excess.text', { amount: money(due) })}</p>
      {order.excess.note ? <p className={detailStyles.quote}><bdi>{order.excess.note}</bdi></p> : null}
      {order.excess.paid > 0 ? <p className={styles.muted}>{t('excess.alreadyPaid', { paid: money(order.excess.paid), total: money(order.excess.amount) })}</p> : null}
      <form className={requestStyles.excessForm} onSubmit={(event) => void pay('card', event)} noValidate>
        <div className={formStyles.field}>
          <label htmlFor={`${ids}-amount`} className={formStyles.label}>{t('excess.amount')}</label>
          <input id={`${ids}-amount`} className={formStyles.input} inputMode="decimal" dir="ltr" value={amountText} aria-invalid={problem ? true : undefined}
            aria-describedby={`${ids}-hint`} onChange={(event) => setAmountText(event.target.value)} />
          <p id={`${ids}-hint`} className={formStyles.hint}>{t('excess.hint')}</p>
          {problem ? <p className={formStyles.error}>{problem}</p> : null}
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={starting.isLoading}>{t('excess.payCard')}</button>
          {canUseCredit ? (
            <button type="button" className="button button-secondary" disabled={starting.isLoading} onClick={() => void pay('free')}>
              {t('excess.payCredit', { balance: money(credit.data?.balance ?? 0) })}
            </button>
          ) : null}
        </div>
      </form>
      <FormAlert>{error}</FormAlert>
    </section>
  );
}
