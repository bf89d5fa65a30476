import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import type { SearchPageProps } from './catalogue-types';
import { ProductListing } from './product-listing';
import { SearchHelp } from './search-help';
import styles from './search-template.module.css';
import { useListing } from './use-listing';

/**
 * `/search?q=`. Static mode renders the page without results and the browser reads them (a
 * static page cannot know the query); server mode renders them. See loadSearchPage.
 */
export function SearchTemplate(props: SearchPageProps | EmptyPageProps) {
  const { t } = useTranslation('catalogue');
  const complete = hasPageData<SearchPageProps>(props, 'site');
  const state = useListing({
    serverFilters: complete ? props.filters : null,
    serverListing: complete ? props.results : null,
    requireQuery: true,
  });
  if (!complete) return <PageUnavailable />;
  const query = state.filters.q;
  return (
    <StorePage page={props} title={query ? t('search.titleFor', { query }) : t('search.title')}>
      <div className="container">
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
            emptyHelp={query ? <SearchHelp query={query} menu={props.menu} /> : undefined}
          />
        ) : null}
      </div>
    </StorePage>
  );
}
