import { useTranslation } from '@/storefront/lib/i18n';
import styles from './price.module.css';
import { useMoney } from './site-context';

export interface PriceProps {
  price: number;
  /** The price before the offer; shown struck through when higher. */
  actualPrice?: number;
  size?: 'normal' | 'large';
}

export function Price({ price, actualPrice, size = 'normal' }: PriceProps) {
  const { t } = useTranslation('common');
  const money = useMoney();
  const reduced = actualPrice !== undefined && actualPrice > price;
  return (
    <p className={size === 'large' ? `${styles.price} ${styles.large}` : styles.price}>
      <span className={styles.current}>
        {reduced ? <span className="visually-hidden">{t('price.now')} </span> : null}
        {money(price)}
      </span>
      {reduced ? (
        <s className={styles.was}>
          <span className="visually-hidden">{t('price.was')} </span>
          {money(actualPrice)}
        </s>
      ) : null}
    </p>
  );
}
