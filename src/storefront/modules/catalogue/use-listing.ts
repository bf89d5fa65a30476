import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import type { ProductPage } from '@/shared/contracts/catalogue';
import { useAppSelector, useCurrentStore } from '@/storefront/app/use-app-selector';
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

type CatalogueApi = (typeof import('./catalogue-api'))['catalogueApi'];
type ListingSelector = ReturnType<CatalogueApi['endpoints']['listProducts']['select']>;

/**
 * The listing for the URL's filters. A static page was rendered for the default filters (its
 * getStaticProps cannot see the query), so when the URL asks for others the browser reads them;
 * a server-rendered page already matches and nothing is fetched. Until the router is ready the
 * server's answer is shown, so hydration matches the HTML.
 *
 * The call's code (RTK Query, and with it Redux Toolkit's store) loads the first time the URL
 * asks for another listing (docs/page-speed.md, "fourth round"): a listing as rendered needs none.
 * It is then RTK Query's cache entry, subscribed while shown, as `useListProductsQuery` gave it.
 */
export function useListing({ serverFilters, serverListing, category, requireQuery = false }: UseListingOptions): ListingState {
  const router = useRouter();
  const store = useCurrentStore();
  const [api, setApi] = useState<CatalogueApi | null>(null);
  const [attempt, setAttempt] = useState(0);
  const fallback = serverFilters ?? parseListingQuery({});
  const filters = router.isReady ? parseListingQuery(router.query) : fallback;
  const serverMatches = serverListing !== null && serverFilters !== null && sameFilters(filters, serverFilters);
  const wanted = !serverMatches && router.isReady && (!requireQuery || Boolean(filters.q));
  const params = listingParams(filters, category);
  const key = JSON.stringify(params);

  // The listing's code could not be loaded (a phone that lost its connection): the page says the
  // listing failed; its retry, or other filters, load the code again.
  const [codeFailedFor, setCodeFailedFor] = useState<string | null>(null);
  const codeFailed = codeFailedFor === key;
  useEffect(() => {
    if (!wanted || api || codeFailed) return;
    let current = true;
    import('./catalogue-api').then(
      ({ catalogueApi }) => current && setApi(() => catalogueApi),
      () => current && setCodeFailedFor(key),
    );
    return () => {
      current = false;
    };
  }, [wanted, api, codeFailed, key]);

  useEffect(() => {
    if (!wanted || !api) return;
    // Loading catalogue-api.ts loaded store.ts: this is Redux Toolkit's store now (app/shell-store.ts).
    const subscription = store.dispatch(api.endpoints.listProducts.initiate(JSON.parse(key) as Record<string, string | number>, { forceRefetch: attempt > 0 }));
    return () => subscription.unsubscribe();
  }, [wanted, api, key, attempt, store]);

  const select = useMemo(() => (api ? api.endpoints.listProducts.select(JSON.parse(key) as Record<string, string | number>) : null), [api, key]);
  // state.api is there once catalogue-api.ts has loaded (store.ts's attachApi), which `select` waits for.
  const query = useAppSelector((state) => (select && wanted ? select(state as Parameters<ListingSelector>[0]) : undefined));

  if (serverMatches) return { filters, listing: serverListing, loading: false, failed: false, retry: () => {} };
  return {
    filters,
    listing: wanted ? (query?.data ?? null) : null,
    loading: !router.isReady || (wanted && !codeFailed && (!query || query.status === 'uninitialized' || query.status === 'pending')),
    failed: wanted && (codeFailed || query?.isError === true),
    retry: () => {
      setCodeFailedFor(null);
      setAttempt((value) => value + 1);
    },
  };
}
