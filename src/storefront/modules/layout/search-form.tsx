import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useId } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './search-form.module.css';

/**
 * A plain GET form to `/<locale>/search?q=…`: it works before the JavaScript arrives and the
 * result page is linkable.
 */
export function SearchForm({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const id = useId();
  const initial = router.pathname === '/search' && typeof router.query.q === 'string' ? router.query.q : '';
  const action = router.locale && router.locale !== router.defaultLocale ? `/${router.locale}/search` : '/search';
  return (
    <form role="search" action={action} method="get" className={`${styles.form} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={initial}
        key={initial}
        placeholder={t('header.searchPlaceholder')}
        className={styles.input}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" size={20} label={t('header.searchSubmit')} />
      </button>
    </form>
  );
}
