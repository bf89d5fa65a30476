import type { RenderMode } from '@/storefront/lib/page-data';
import { loadStorePage } from '@/storefront/lib/store-page-data';

export type AfterSalesPage =
  | 'dashboard/order-listing'
  | 'dashboard/order'
  | 'dashboard/return-request'
  | 'dashboard/store-credit'
  | 'excess-payment-return';

/**
 * Orders, returns and store credit: the layout and texts only. The shopper's data is read in the
 * browser with their token, behind the saved-state gate (docs/requirements/pages.md#saved-state-gate).
 */
export function loadAfterSalesPage({ mode, locale, page }: { mode: RenderMode; locale: string | undefined; page: AfterSalesPage }) {
  return loadStorePage({ mode, page, locale, namespaces: ['orders', 'returns', 'checkout', 'account', 'auth'], items: () => ({}), required: [] });
}
