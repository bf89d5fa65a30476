import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { clearedFilters, countActiveFilters, FILTER_KEYS, type ListingFilters, listingHref, sortsOf } from './listing-filters';
import styles from './listing-toolbar.module.css';
import { usePriceRangeText } from './price-range-label';

export interface ListingToolbarProps {
  basePath: string;
  filters: ListingFilters;
  /** Opens the filter drawer (narrow screens). */
  onOpenFilters: () => void;
}

/** The filter button (narrow screens), the chosen filters as removable chips, and the sort order. */
export function ListingToolbar({ basePath, filters, onOpenFilters }: ListingToolbarProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const router = useRouter();
  const priceRange = usePriceRangeText();
  const sortMenu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = () => sortMenu.current?.removeAttribute('open');
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const active = countActiveFilters(filters);
  const chipText = (key: (typeof FILTER_KEYS)[number]): string | null => {
    const value = filters[key];
    if (value === undefined) return null;
    // A price range is one chip, however many of its ends are set.
    if (key === 'maxPrice') return filters.minPrice === undefined ? priceRange(undefined, value as number) : null;
    if (key === 'minPrice') return priceRange(value as number, filters.maxPrice);
    if (key === 'metal') return t(`common:metal.${value}`);
    if (key === 'purity') return String(value);
    return t(`facets.${key}.${value}`, { defaultValue: String(value) });
  };

  return (
    <div className={styles.toolbar}>
      <button type="button" className={`button button-secondary ${styles.filterButton}`} onClick={onOpenFilters} aria-haspopup="dialog">
        {t('filters.open')}
        {active > 0 ? <span className={styles.badge}>{active}</span> : null}
      </button>
      {active > 0 ? (
        <ul className={styles.chips} aria-label={t('filters.chosen')}>
          {FILTER_KEYS.map((key) => {
            const text = chipText(key);
            if (!text) return null;
            const change = key === 'minPrice' || key === 'maxPrice' ? { minPrice: undefined, maxPrice: undefined } : { [key]: undefined };
            return (
              <li key={key}>
                <Link href={listingHref(basePath, filters, change)} className={styles.chip} scroll={false} rel="nofollow">
                  {text}
                  <Icon name="close" size={14} label={t('filters.remove', { filter: text })} />
                </Link>
              </li>
            );
          })}
          <li>
            <Link href={listingHref(basePath, filters, clearedFilters())} className={styles.clear} scroll={false}>
              {t('listing.clearFilters')}
            </Link>
          </li>
        </ul>
      ) : (
        <span className={styles.spacer} />
      )}
      <details className={styles.sort} ref={sortMenu}>
        <summary className={styles.sortSummary}>
          <span>
            {t('sort.label')}: <strong>{t(`sort.${filters.sort}`)}</strong>
          </span>
          <Icon name="chevron-down" size={16} />
        </summary>
        <ul className={styles.sortList} aria-label={t('sort.label')}>
          {sortsOf(filters).map((sort) => (
            <li key={sort}>
              <Link href={listingHref(basePath, filters, { sort })} aria-current={filters.sort === sort ? 'true' : undefined} scroll={false} rel="nofollow">
                {t(`sort.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
