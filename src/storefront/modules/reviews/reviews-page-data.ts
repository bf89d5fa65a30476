import type { RenderMode } from '@/storefront/lib/page-data';
import { loadStorePage } from '@/storefront/lib/store-page-data';

export interface LoadReviewsPageOptions {
  mode: RenderMode;
  locale: string | undefined;
  page: 'write-review' | 'dashboard/reviews';
}

/** `/write-review` and `/dashboard/reviews`: layout and texts only; the shopper's data is read in the browser with their token. */
export function loadReviewsPage({ mode, locale, page }: LoadReviewsPageOptions) {
  return loadStorePage({ mode, page, locale, namespaces: ['reviews', 'account', 'auth'], items: () => ({}), required: [] });
}
