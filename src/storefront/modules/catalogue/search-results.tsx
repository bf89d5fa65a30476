import { useTranslation } from '@/storefront/lib/i18n';
import type { SearchPageProps } from './catalogue-types';
import { ProductListing } from './product-listing';
import { SearchHelp } from './search-help';
import styles from './search-template.module.css';
import { useListing } from './use-listing';

/** The search page's heading and results: `?q=` read by useListing, the results from the services. */
export function SearchResults({ page }: { page: SearchPageProps }) {
  const { t } = useTranslation('catalogue');
  const state = useListing({ serverFilters: page.filters, serverListing: page.results, requireQuery: true });
  const query = state.filters.q;
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{query ? t('search.resultsFor', { query }) : t('search.title')}</h1>
        {!query && !state.loading ? <p className={styles.hint}>{t('search.hint')}</p> : null}
      </header>
      {query || state.loading ? (
        <ProductListing
          basePath="/search"
          filters={state.filters}
          listing={state.listing}
          loading={state.loading}
          failed={state.failed}
          onRetry={state.retry}
          emptyHelp={query ? <SearchHelp query={query} menu={page.menu} /> : undefined}
        />
      ) : null}
    </>
  );
}
