import type { RenderMode } from '@/storefront/lib/page-data';
import { loadStorePage } from '@/storefront/lib/store-page-data';

/** `/wishlist`: the layout and texts; the wishlist itself is the shopper's (persisted state, or the services when signed in). */
export function loadWishlistPage({ mode, locale }: { mode: RenderMode; locale: string | undefined }) {
  return loadStorePage({ mode, page: 'wishlist', locale, namespaces: ['wishlist', 'cart'], items: () => ({}), required: [] });
}
