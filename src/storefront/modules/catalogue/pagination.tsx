import { useTranslation } from '@/storefront/lib/i18n';
import { Link } from '@/storefront/modules/common/link';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { type ListingFilters, listingHref } from './listing-filters';
import styles from './pagination.module.css';

/** Pages to show: first, last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page]));
}

/** Crawlable page links (`<a href="/rings?page=2">`), with rel prev/next. */
export function Pagination({ basePath, filters, total, pageSize }: { basePath: string; filters: ListingFilters; total: number; pageSize: number }) {
  const { t } = useTranslation('catalogue');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const current = Math.min(filters.page, pages);
  const href = (page: number) => listingHref(basePath, filters, { page });
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {current > 1 ? (
        <Link href={href(current - 1)} rel="prev" className={styles.step}>
          <Icon name="chevron-left" size={18} />
          {t('pagination.previous')}
        </Link>
      ) : null}
      <ul className={styles.pages}>
        {pageWindow(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={page === current ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < pages ? (
        <Link href={href(current + 1)} rel="next" className={styles.step}>
          {t('pagination.next')}
          <Icon name="chevron-right" size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
