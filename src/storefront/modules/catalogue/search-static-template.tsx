import { useTranslation } from '@/storefront/lib/i18n';
import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import { LoadingState } from '@/storefront/modules/common/page-state';
import type { SearchPageProps } from './catalogue-types';
import { SearchFrame } from './search-frame';
import styles from './search-template.module.css';
import { browserOnly } from '@/storefront/modules/common/browser-only';

/**
 * `/search?q=` in static mode: a static page cannot know the query, so the browser reads the results
 * (see loadSearchPage), and the results' code (the listing, its calls and RTK Query) loads then too,
 * not with the page's first paint (docs/page-speed.md). The server renders the heading and a loading line.
 */
export function StaticSearchTemplate(props: SearchPageProps | EmptyPageProps) {
  return <SearchFrame page={props} Results={SearchResults} />;
}

const SearchResults = browserOnly(() => import('./search-results').then((module) => module.SearchResults), { loading: ResultsLoading });

function ResultsLoading() {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('search.title')}</h1>
      </header>
      <LoadingState label={t('listing.loading')} />
    </>
  );
}
