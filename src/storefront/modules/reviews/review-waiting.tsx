import { useTranslation } from '@/storefront/lib/i18n';
import styles from './reviews.module.css';

/** The write-a-review page's loading line (also what shows while the form's code arrives). */
export function ReviewWaiting({ redirecting = false }: { redirecting?: boolean }) {
  const { t } = useTranslation('reviews');
  return (
    <p className={styles.waiting} role="status">
      <span className="spinner" aria-hidden="true" />
      {redirecting ? t('redirecting') : t('loading')}
    </p>
  );
}
