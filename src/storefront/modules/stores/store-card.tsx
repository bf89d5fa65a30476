import { useTranslation } from '@/storefront/lib/i18n';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useNumber } from '@/storefront/modules/common/site-context';
import { directionsUrl, type StoreWithDistance, telHref } from './distance';
import styles from './stores-template.module.css';

export function StoreCard({ store }: { store: StoreWithDistance }) {
  const { t } = useTranslation('stores');
  const number = useNumber();
  return (
    <li className={styles.card}>
      <h2 className={styles.name}>{store.name}</h2>
      {store.distanceKm !== null ? <p className={styles.distance}>{t('distance', { distance: number(store.distanceKm, 1) })}</p> : null}
      <address className={styles.address}>{store.address}</address>
      <p className={styles.hours}>
        <strong>{t('hours')}</strong>
        <span>{store.hours}</span>
      </p>
      <p className={styles.line}>
        <Icon name="phone" size={18} />
        <a href={telHref(store.phone)} dir="ltr">
          <span className="visually-hidden">{t('call')} </span>
          {store.phone}
        </a>
      </p>
      <a className={`button button-secondary ${styles.directions}`} href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
        <Icon name="location" size={18} />
        {t('directions')}
        <span className="visually-hidden"> {t('opensNewTab')}</span>
      </a>
    </li>
  );
}
