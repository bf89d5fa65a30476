import { useTranslation } from '@/storefront/lib/i18n';
import { Link } from '@/storefront/modules/common/link';
import { hasPageData } from '@/storefront/lib/page-data';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import styles from './not-found-template.module.css';
import { SearchForm } from './search-form';
import { StorePage } from '@/storefront/modules/shell/store-page';

export function NotFoundTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('common');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={props} title={t('notFound.title')}>
      <div className={`container ${styles.page}`}>
        <span className={styles.icon}>
          <Icon name="diamond" size={40} strokeWidth={1.2} />
        </span>
        <h1>{t('notFound.title')}</h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <div className={styles.search}>
          <SearchForm />
        </div>
        <Link href="/" className="button">
          {t('notFound.cta')}
        </Link>
      </div>
    </StorePage>
  );
}
