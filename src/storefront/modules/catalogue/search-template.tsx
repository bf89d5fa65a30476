import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import type { SearchPageProps } from './catalogue-types';
import { SearchFrame } from './search-frame';
import { SearchResults } from './search-results';

/**
 * `/search?q=` in server mode: the results are rendered on the server (see loadSearchPage). Static
 * mode's page is search-static-template.tsx.
 */
export function SearchTemplate(props: SearchPageProps | EmptyPageProps) {
  return <SearchFrame page={props} Results={SearchResults} />;
}
