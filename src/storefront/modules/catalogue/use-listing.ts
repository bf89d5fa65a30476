import { useRouter } from 'next/router';
import type { ProductPage } from '@/shared/contracts/catalogue';
import { useListProductsQuery } from './catalogue-api';
import { type ListingFilters, listingParams, parseListingQuery, sameFilters } from './listing-filters';

export interface UseListingOptions {
  /** What the server rendered, if it rendered a listing for this URL. */
  serverFilters: ListingFilters | null;
  serverListing: ProductPage | null;
  category?: string;
  /** Search pages need a query before they ask for anything. */
  requireQuery?: boolean;
}

export interface ListingState {
  filters: ListingFilters;
  listing: ProductPage | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The listing for the URL's filters. A static page was rendered for the default filters (its
 * getStaticProps cannot see the query), so when the URL asks for others the browser reads them;
 * a server-rendered page already matches and nothing is fetched. Until the router is ready the
 * server's answer is shown, so hydration matches the HTML.
 */
export function useListing({ serverFilters, serverListing, category, requireQuery = false }: UseListingOptions): ListingState {
  const router = useRouter();
  const fallback = serverFilters ?? parseListingQuery({});
  const filters = router.isReady ? parseListingQuery(router.query) : fallback;
  const serverMatches = serverListing !== null && serverFilters !== null && sameFilters(filters, serverFilters);
  const wanted = !serverMatches && router.isReady && (!requireQuery || Boolean(filters.q));
  const query = useListProductsQuery(listingParams(filters, category), { skip: !wanted });

  if (serverMatches) return { filters, listing: serverListing, loading: false, failed: false, retry: () => {} };
  return {
    filters,
    listing: wanted ? (query.currentData ?? null) : null,
    loading: !router.isReady || (wanted && query.isFetching),
    failed: wanted && query.isError,
    retry: () => void query.refetch(),
  };
}
