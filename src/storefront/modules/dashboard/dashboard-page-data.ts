import type { RenderMode } from '@/storefront/lib/page-data';
import { loadStorePage } from '@/storefront/lib/store-page-data';

export interface LoadDashboardPageOptions {
  mode: RenderMode;
  locale: string | undefined;
  page: 'dashboard/profile' | 'dashboard/addresses';
}

/** Dashboard pages: the layout and texts only; the shopper's own data is read in the browser with their token. */
export function loadDashboardPage({ mode, locale, page }: LoadDashboardPageOptions) {
  return loadStorePage({ mode, page, locale, namespaces: ['account', 'auth'], items: () => ({}), required: [] });
}
