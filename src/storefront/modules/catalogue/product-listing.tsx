import { useTranslation } from '@/storefront/lib/i18n';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { ProductPage } from '@/shared/contracts/catalogue';
import { Link } from '@/storefront/modules/common/link';
import { ProductGrid } from '@/storefront/modules/common/product-grid';
import { useNumber } from '@/storefront/modules/common/site-context';
import { FacetPanel } from './facet-panel';
import { FilterDrawer } from './filter-drawer';
import { clearedFilters, countActiveFilters, type ListingFilters, listingHref } from './listing-filters';
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
  /** Shown instead of the plain "nothing matches" text (search: did-you-mean and help). */
  emptyHelp?: ReactNode;
}

/** Filters with counts, sort, the product grid and crawlable pagination, shared by categories and search. */
export function ProductListing({ basePath, filters, listing, loading, failed, onRetry, emptyHelp }: ProductListingProps) {
  const { t } = useTranslation('catalogue');
  const number = useNumber();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // The last facets stay on screen while the next listing loads, so the panel does not jump.
  const [facets, setFacets] = useState(listing?.facets ?? null);
  useEffect(() => {
    if (listing?.facets) setFacets(listing.facets);
  }, [listing?.facets]);

  const filtered = countActiveFilters(filters) > 0;
  const countText = listing ? t('listing.count', { count: listing.total, formatted: number(listing.total) }) : '';
  return (
    <div className={styles.listing}>
      <ListingToolbar basePath={basePath} filters={filters} onOpenFilters={() => setDrawerOpen(true)} />
      <div className={styles.columns}>
        {facets ? (
          <FilterDrawer open={drawerOpen} onClose={closeDrawer} showLabel={listing ? t('filters.show', { count: listing.total, formatted: number(listing.total) }) : t('filters.close')}>
            <FacetPanel basePath={basePath} filters={filters} facets={facets} />
          </FilterDrawer>
        ) : (
          <div />
        )}
        <div className={styles.results}>
          {/* Cards are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 className="visually-hidden">{t('listing.heading')}</h2>
          <p className={styles.count} role="status" aria-live="polite">
            {loading ? t('listing.loading') : countText}
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
              {emptyHelp ?? <p>{t('listing.empty')}</p>}
              {filtered ? (
                <Link className="button button-secondary" href={listingHref(basePath, filters, clearedFilters())}>
                  {t('listing.clearFilters')}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
