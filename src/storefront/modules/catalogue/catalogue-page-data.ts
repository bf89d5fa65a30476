import { Breadcrumb, Categories, ProductDetail, ProductPage, UrlRewrite } from '@/shared/contracts/catalogue';
import { ProductReviewsPage } from '@/shared/contracts/reviews';
import { DEFAULT_LOCALE, toLanguageTag } from '@/shared/locale';
import type { SiteSettings } from '@/shared/site-settings';
import { PageNotFoundError, type RenderMode } from '@/storefront/lib/page-data';
import { getCommerce, ServiceNotFoundError } from '@/storefront/lib/server-api';
import { loadStorePage } from '@/storefront/lib/store-page-data';
import type { CatalogueView } from './catalogue-types';
import { listingParams, parseListingQuery } from './listing-filters';
import { reviewDates } from './review-date';

type Query = Record<string, string | string[] | undefined>;

/** The catch-all's `slug` parameter as a list of segments. */
export function slugOf(params: Query | undefined): string[] {
  const slug = params?.slug;
  return Array.isArray(slug) ? slug : slug ? [slug] : [];
}

const notFoundAs = (path: string) => (error: unknown) => {
  throw error instanceof ServiceNotFoundError ? new PageNotFoundError(path) : error;
};

/** `/rings` or `/<product-slug>`: what `GET /api/url-rewrite?url=` says the path shows. */
async function loadView(site: SiteSettings, languageTag: string, slug: string[], query: Query): Promise<CatalogueView> {
  const path = `/${slug.map((part) => encodeURIComponent(part)).join('/')}`;
  const rewrite = await getCommerce({ service: 'store', path: 'api/url-rewrite', params: { url: path }, schema: UrlRewrite, site }).catch(
    notFoundAs(path),
  );

  if (rewrite.type === 'category') {
    const filters = parseListingQuery(query);
    const [categories, listing] = await Promise.all([
      getCommerce({ path: 'api/categories/', schema: Categories, site }),
      getCommerce({ path: 'api/products/', params: listingParams(filters, rewrite.slug), schema: ProductPage, site }),
    ]);
    const category = categories.find((candidate) => candidate.categoryID === rewrite.id);
    if (!category) throw new PageNotFoundError(path);
    return { kind: 'category', category, listing, filters, path: rewrite.canonicalPath };
  }

  const [product, breadcrumb, reviews] = await Promise.all([
    getCommerce({ path: `api/products/${rewrite.id}/`, schema: ProductDetail, site }).catch(notFoundAs(path)),
    // The trail is a nicety: without it the page still sells.
    getCommerce({ path: `api/products/breadcrumb/${rewrite.id}/`, schema: Breadcrumb, site }).catch(() => null),
    // Reviews too: the page sells without them, and the browser can still read them.
    getCommerce({ path: `api/products/${rewrite.id}/reviews/page/1`, schema: ProductReviewsPage, site }).catch(() => null),
  ]);
  return { kind: 'product', product, breadcrumb, reviews, reviewDates: reviewDates(reviews?.reviews ?? [], languageTag), path: rewrite.canonicalPath };
}

export interface LoadCataloguePageOptions {
  mode: RenderMode;
  locale: string | undefined;
  slug: string[];
  /** Server mode only: getStaticProps cannot see the query string. */
  query?: Query;
}

export function loadCataloguePage({ mode, locale, slug, query = {} }: LoadCataloguePageOptions) {
  return loadStorePage({
    mode,
    page: `catalogue /${slug.join('/')}`,
    locale,
    namespaces: ['catalogue', 'product', 'cart'],
    items: (site) => ({ view: () => loadView(site, toLanguageTag(locale ?? DEFAULT_LOCALE), slug, query) }),
    required: ['view'],
  });
}

export interface LoadSearchPageOptions {
  mode: RenderMode;
  locale: string | undefined;
  query?: Query;
}

/**
 * Search. getStaticProps cannot read `?q=`, so in static mode the page is the layout only and the
 * results are read in the browser (RTK Query, `GET /api/products/?q=`); in server mode they are
 * rendered on the server. One template serves both: it reads in the browser only when the server
 * did not answer for the URL's query. Results are optional: "no match" is a complete page.
 */
export function loadSearchPage({ mode, locale, query }: LoadSearchPageOptions) {
  const filters = mode === 'server' && query ? parseListingQuery(query) : null;
  return loadStorePage({
    mode,
    page: 'search',
    locale,
    namespaces: ['catalogue'],
    items: (site) => ({
      results: async () =>
        filters?.q ? getCommerce({ path: 'api/products/', params: listingParams(filters), schema: ProductPage, site }) : null,
    }),
    required: [],
    extra: { filters },
  });
}
