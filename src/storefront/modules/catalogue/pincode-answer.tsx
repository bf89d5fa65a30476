import { useTranslation } from '@/storefront/lib/i18n';
import type { PincodeCheck } from '@/shared/contracts/delivery';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useSite } from '@/storefront/modules/common/site-context';
import styles from './pincode-check.module.css';

/**
 * The services' answer to a pin check: deliverable or not, by when, and cash on delivery. It loads
 * with the check's call (pincode-check.tsx), the only time there is an answer to show.
 */
export function PincodeAnswer({ result }: { result: PincodeCheck }) {
  const { t } = useTranslation('product');
  const { languageTag } = useSite();
  const date = result.estimatedDeliveryDate
    ? new Intl.DateTimeFormat(languageTag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${result.estimatedDeliveryDate}T00:00:00Z`))
    : null;
  if (!result.deliverable) {
    return (
      <p className={styles.bad}>
        <Icon name="close" size={18} />
        {result.message || t('pincode.notDeliverable', { pin: result.pincode })}
      </p>
    );
  }
  return (
    <ul className={styles.facts}>
      <li className={styles.good}>
        <Icon name="tick-badge" size={18} />
        {result.city ? t('pincode.deliverableTo', { city: result.city, pin: result.pincode }) : t('pincode.deliverable')}
      </li>
      {date ? <li>{t('pincode.by', { date })}</li> : null}
      <li className={result.codAvailable ? styles.good : styles.muted}>{result.codAvailable ? t('pincode.cod') : t('pincode.noCod')}</li>
    </ul>
  );
}
