import type { ProductDetail } from '@/shared/contracts/catalogue';
import type { WishlistItem } from '@/shared/contracts/wishlist';
import { useGetWishlistProductQuery } from './wishlist-api';
import type { WishlistEntry } from './wishlist-slice';

/** What a wishlist row shows, from the server's wishlist (signed in) or the product itself (a guest's entry). */
export type WishlistRowItem = Pick<WishlistItem, 'productID' | 'slug' | 'name' | 'image' | 'metal' | 'purity' | 'price' | 'actualPrice' | 'inStock' | 'productOptionID'>;

/** The option "move to cart" adds: the first in stock, else the first (as the services pick it). */
export function toRowItem(product: ProductDetail): WishlistRowItem {
  const option = product.options.find((candidate) => candidate.stock > 0) ?? product.options[0];
  return { ...product, productOptionID: option?.productOptionID ?? 0 };
}

/** A guest's entry carries only the product id: the piece is read as the subsite sells it today. */
export function useWishlistProduct(entry: WishlistEntry) {
  const query = useGetWishlistProductQuery(entry.productID, { skip: entry.item !== undefined });
  return { item: query.data ? toRowItem(query.data) : null, loading: query.isLoading };
}
