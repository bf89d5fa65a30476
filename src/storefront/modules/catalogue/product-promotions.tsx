import { useTranslation } from '@/storefront/lib/i18n';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useMoney } from '@/storefront/modules/common/site-context';
import { useListProductPromotionsQuery } from './catalogue-api';
import styles from './product-extras.module.css';

/** Coupons a shopper can use on this piece today (`GET /api/products/{id}/promotions/cart/1`). */
export function ProductPromotions({ productID }: { productID: number }) {
  const { t } = useTranslation('product');
  const format = useMoney();
  // An amount inside a sentence never breaks between its currency and its figures ("AED" / "500.00").
  const money = (value: number) => format(value).replace(/\s/g, '\u00a0');
  const hydrated = useHydrated();
  const { data: promotions } = useListProductPromotionsQuery(productID, { skip: !hydrated });
  if (!promotions || promotions.length === 0) return null;
  return (
    <section className={styles.offers} aria-label={t('offers.title')}>
      <h2 className={styles.offersTitle}>
        <Icon name="sale-badge" size={20} />
        {t('offers.title')}
      </h2>
      <ul className={styles.offerList}>
        {promotions.map((promotion) => (
          <li key={promotion.promoID} className={styles.offer}>
            <p className={styles.offerName}>{promotion.name}</p>
            <p className={styles.offerTerms}>
              {promotion.kind === 'percent'
                ? t('offers.percent', { value: promotion.value })
                : t('offers.fixed', { amount: money(promotion.value) })}
              {promotion.minSubtotal > 0 ? ` · ${t('offers.min', { amount: money(promotion.minSubtotal) })}` : ''}
              {promotion.maxDiscount !== null ? ` · ${t('offers.max', { amount: money(promotion.maxDiscount) })}` : ''}
            </p>
            <p className={styles.offerCode}>
              {t('offers.useCode')} <code dir="ltr">{promotion.couponCode}</code>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
