import type { RenderMode } from '@/storefront/lib/page-data';
import { loadStorePage } from '@/storefront/lib/store-page-data';

/** `/cart`: the layout only; the cart itself is the shopper's, read in the browser by its id. */
export function loadCartPage({ mode, locale }: { mode: RenderMode; locale: string | undefined }) {
  return loadStorePage({ mode, page: 'cart', locale, namespaces: ['cart'], items: () => ({}), required: [] });
}
