import { useTranslation } from '@/storefront/lib/i18n';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { notify } from '@/storefront/modules/common/notify';
import styles from './product-actions.module.css';

/**
 * The system share sheet where the browser has one (phones), otherwise the link is copied and a
 * toast says so. A shopper who cancels the sheet sees nothing.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('product');
  const onShare = async () => {
    const url = window.location.href.split('#')[0]!;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('share.copied'));
    } catch {
      notify('error', t('share.failed'));
    }
  };
  return (
    <button type="button" className={styles.action} onClick={() => void onShare()}>
      <Icon name="share" size={20} />
      <span>{t('share.label')}</span>
    </button>
  );
}
