import { useTranslation } from '@/storefront/lib/i18n';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { useMoney } from '@/storefront/modules/common/site-context';
import { Loading, RetryNotice } from './listing-controls';
import { orderDetailPath } from './order-paths';
import { useGetStoreCreditQuery } from './orders-api';
import { useDate } from '@/storefront/modules/common/use-date';
import styles from './orders.module.css';
import creditStyles from './store-credit.module.css';
import detailStyles from './order-detail.module.css';
export function StoreCreditLedger() {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const date = useDate();
  const query = useGetStoreCreditQuery(undefined, { refetchOnMountOrArgChange: true });
  if (query.isError) {
    return <RetryNotice text={t('errors.credit')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Loading text={t('loading')} />;
  const { balance, entries } = query.data;
  return (
    <>
      <section className={`${detailStyles.block} ${creditStyles.balance}`} aria-labelledby="balance-title">
        <Icon name="wallet" size={32} strokeWidth={1.2} />
        <div>
          <h2 id="balance-title" className={creditStyles.balanceLabel}>{t('credit.balance')}</h2>
          <p className={creditStyles.balanceAmount} data-testid="credit-balance">{money(balance)}</p>
          <p className={styles.muted}>{t('credit.howToUse')}</p>
        </div>
      </section>
      {entries.length === 0 ? (
        <div className={styles.empty}>
          <h2>{t('credit.emptyTitle')}</h2>
          <p>{t('credit.emptyText')}</p>
        </div>
      ) : (
        <section className={`${detailStyles.block} ${creditStyles.ledgerWrap}`} aria-labelledby="ledger-title">
          <h2 id="ledger-title" className={detailStyles.blockTitle}>{t('credit.ledger')}</h2>
          <table className={creditStyles.ledger}>
            <thead>
              <tr>
                <th scope="col">{t('credit.date')}</th>
                <th scope="col">{t('credit.what')}</th>
                <th scope="col" className={creditStyles.amountCell}>{t('credit.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.entryID} data-testid="credit-entry">
                  <td><time dateTime={entry.createdAt}>{date(entry.createdAt)}</time></td>
                  <td>
                    {t(`credit.reasons.${entry.reason}`, { defaultValue: entry.reason })}
                    {entry.orderID && entry.orderNumber ? (
                      <> · <Link href={orderDetailPath(entry.orderID)}><bdi className={styles.nowrap}>{entry.orderNumber}</bdi></Link></>
                    ) : null}
                  </td>
                  <td className={`${creditStyles.amountCell} ${entry.amount >= 0 ? creditStyles.plus : creditStyles.minus}`}>
                    <bdi>{entry.amount >= 0 ? '+' : '−'}{money(Math.abs(entry.amount))}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
