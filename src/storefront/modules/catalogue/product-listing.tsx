import { useTranslation } from 'next-i18next/pages';
import { Link } from '@/storefront/modules/common/link';
import type { ProductPage } from '@/shared/contracts/catalogue';
import { ProductGrid } from '@/storefront/modules/common/product-grid';
import { useNumber } from '@/storefront/modules/common/site-context';
import { type ListingFilters, listingHref } from './listing-filters';
import { ListingToolbar } from './listing-toolbar';
import { Pagination } from './pagination';
import styles from './product-listing.module.css';

export interface ProductListingProps {
  basePath: string;
  filters: ListingFilters;
  listing: ProductPage | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Filters, sort, the product grid and crawlable pagination, shared by categories and search. */
export function ProductListing({ basePath, filters, listing, loading, failed, onRetry }: ProductListingProps) {
  const { t } = useTranslation('catalogue');
  const number = useNumber();
  const filtered = Boolean(filters.metal || filters.purity);
  return (
    <div className={styles.listing}>
      <ListingToolbar basePath={basePath} filters={filters} />
      <p className={styles.count} role="status" aria-live="polite">
        {loading ? t('listing.loading') : listing ? t('listing.count', { count: listing.total, formatted: number(listing.total) }) : ''}
      </p>
      {failed ? (
        <div className={styles.message}>
          <p>{t('listing.failed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('listing.retry')}
          </button>
        </div>
      ) : loading && !listing ? (
        <ul className={styles.skeleton} aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} />
          ))}
        </ul>
      ) : listing && listing.items.length > 0 ? (
        <div className={loading ? styles.stale : undefined} aria-busy={loading}>
          <ProductGrid products={listing.items} />
          <Pagination basePath={basePath} filters={filters} total={listing.total} pageSize={listing.pageSize} />
        </div>
      ) : listing ? (
        <div className={styles.message}>
          <p>{t('listing.empty')}</p>
          {filtered ? (
            <Link className="button button-secondary" href={listingHref(basePath, filters, { metal: undefined, purity: undefined })}>
              {t('listing.clearFilters')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
