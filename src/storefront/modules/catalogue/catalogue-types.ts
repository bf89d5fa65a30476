import type { Breadcrumb, Category, ProductDetail, ProductPage } from '@/shared/contracts/catalogue';
import type { ProductReviewsPage } from '@/shared/contracts/reviews';
import type { z } from 'zod';
import type { StorePageProps } from '@/storefront/lib/store-page-types';
import type { ListingFilters } from './listing-filters';

export interface CategoryView {
  kind: 'category';
  category: Category;
  listing: ProductPage;
  /** The filters the listing was read with (static pages: always the defaults). */
  filters: ListingFilters;
  path: string;
}

export interface ProductView {
  kind: 'product';
  product: ProductDetail;
  breadcrumb: z.infer<typeof Breadcrumb> | null;
  /** The first page of reviews with the rating summary; null when the call failed. */
  reviews: ProductReviewsPage | null;
  /** The first page's review dates as the page's language writes them, by review id (review-date.ts). */
  reviewDates: Record<number, string>;
  path: string;
}

export type CatalogueView = CategoryView | ProductView;

export type CataloguePageProps = StorePageProps<{ view: CatalogueView }>;

export type SearchPageProps = StorePageProps<{
  /** Server mode: the results for `filters`; static mode: null (read in the browser). */
  results: ProductPage | null;
  filters: ListingFilters | null;
}>;
