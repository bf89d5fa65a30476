import { useTranslation } from 'next-i18next/pages';
import { Link } from '@/storefront/modules/common/link';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { METALS, PRODUCT_SORTS } from '@/shared/constants';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { type ListingFilters, listingHref, PURITIES_BY_METAL } from './listing-filters';
import styles from './listing-toolbar.module.css';

/** Metal and purity filters and the sort order, all as links. */
export function ListingToolbar({ basePath, filters }: { basePath: string; filters: ListingFilters }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const router = useRouter();
  const sortMenu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = () => sortMenu.current?.removeAttribute('open');
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const chip = (active: boolean) => (active ? `${styles.chip} ${styles.active}` : styles.chip);
  const purities = filters.metal ? PURITIES_BY_METAL[filters.metal] : [];

  return (
    <div className={styles.toolbar}>
      <div className={styles.filters}>
        <nav aria-label={t('filters.metal')} className={styles.group}>
          <span className={styles.groupLabel}>{t('filters.metal')}</span>
          <ul className={styles.chips}>
            <li>
              <Link href={listingHref(basePath, filters, { metal: undefined })} className={chip(!filters.metal)} aria-current={!filters.metal ? 'true' : undefined} scroll={false}>
                {t('filters.all')}
              </Link>
            </li>
            {METALS.map((metal) => (
              <li key={metal}>
                <Link
                  href={listingHref(basePath, filters, { metal })}
                  className={chip(filters.metal === metal)}
                  aria-current={filters.metal === metal ? 'true' : undefined}
                  scroll={false}
                >
                  {t(`common:metal.${metal}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {purities.length > 0 ? (
          <nav aria-label={t('filters.purity')} className={styles.group}>
            <span className={styles.groupLabel}>{t('filters.purity')}</span>
            <ul className={styles.chips}>
              <li>
                <Link href={listingHref(basePath, filters, { purity: undefined })} className={chip(!filters.purity)} aria-current={!filters.purity ? 'true' : undefined} scroll={false}>
                  {t('filters.all')}
                </Link>
              </li>
              {purities.map((purity) => (
                <li key={purity}>
                  <Link
                    href={listingHref(basePath, filters, { purity })}
                    className={chip(filters.purity === purity)}
                    aria-current={filters.purity === purity ? 'true' : undefined}
                    scroll={false}
                  >
                    {purity}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <details className={styles.sort} ref={sortMenu}>
        <summary className={styles.sortSummary}>
          <span>
            {t('sort.label')}: <strong>{t(`sort.${filters.sort}`)}</strong>
          </span>
          <Icon name="chevron-down" size={16} />
        </summary>
        <ul className={styles.sortList} aria-label={t('sort.label')}>
          {PRODUCT_SORTS.map((sort) => (
            <li key={sort}>
              <Link href={listingHref(basePath, filters, { sort })} aria-current={filters.sort === sort ? 'true' : undefined} scroll={false}>
                {t(`sort.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
