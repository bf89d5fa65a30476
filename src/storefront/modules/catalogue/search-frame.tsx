import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import type { ComponentType } from 'react';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import type { SearchPageProps } from './catalogue-types';
import { parseListingQuery } from './listing-filters';

export interface SearchFrameProps {
  page: SearchPageProps | EmptyPageProps;
  /** The heading and results (search-results.tsx), imported as each render mode wants. */
  Results: ComponentType<{ page: SearchPageProps }>;
}

/** `/search`: the store's frame with the search's title; the results inside. */
export function SearchFrame({ page, Results }: SearchFrameProps) {
  const { t } = useTranslation('catalogue');
  const router = useRouter();
  if (!hasPageData<SearchPageProps>(page, 'site')) return <PageUnavailable />;
  // The same reading of `?q=` as useListing's, for the document's title.
  const query = (router.isReady ? parseListingQuery(router.query) : (page.filters ?? parseListingQuery({}))).q;
  return (
    <StorePage page={page} title={query ? t('search.titleFor', { query }) : t('search.title')}>
      <div className="container">
        <Results page={page} />
      </div>
    </StorePage>
  );
}
