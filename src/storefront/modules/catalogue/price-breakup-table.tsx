import { useTranslation } from '@/storefront/lib/i18n';
import type { ProductDetail } from '@/shared/contracts/catalogue';
import { IsolatedCodes } from '@/storefront/modules/common/isolated-codes';
import { useMoney, useNumber } from '@/storefront/modules/common/site-context';
import styles from './price-breakup-table.module.css';

/** Every line of the server's price breakup (metal, wastage, making, stones, tax): they add up to the price. */
export function PriceBreakupTable({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const money = useMoney();
  const number = useNumber();
  const breakup = product.priceBreakup;
  const option =
    product.options.length > 1
      ? product.options.find((candidate) => candidate.price === breakup.price && candidate.netWeight === breakup.netWeight)
      : undefined;
  const saving = breakup.actualPrice - breakup.price;

  return (
    <section className={styles.section} aria-labelledby="price-breakup">
      <h2 id="price-breakup" className={styles.title}>
        {t('breakup.title')}
      </h2>
      <p className={styles.meta}>
        {option ? `${t('breakup.forOption', { option: option.label })} · ` : ''}
        {t('breakup.rate', { rate: money(breakup.ratePerGram), weight: number(breakup.netWeight, 3) })}
      </p>
      <table className={styles.table}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('breakup.component')}</th>
            <th scope="col">{t('breakup.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {breakup.lines.map((line, index) => (
            <tr key={`${line.code}-${index}`} className={line.amount < 0 ? styles.discount : undefined}>
              <th scope="row">
                <IsolatedCodes text={line.label} />
                {line.detail ? (
                  <span className={styles.detail}>
                    <IsolatedCodes text={line.detail} />
                  </span>
                ) : null}
              </th>
              <td>{line.amount < 0 ? `− ${money(Math.abs(line.amount))}` : money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('breakup.total')}</th>
            <td>{money(breakup.price)}</td>
          </tr>
        </tfoot>
      </table>
      {saving > 0 ? <p className={styles.saving}>{t('breakup.saving', { amount: money(saving) })}</p> : null}
    </section>
  );
}
