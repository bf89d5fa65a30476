import type { ProductDetail } from '@/shared/contracts/catalogue';
import type { WishlistItem } from '@/shared/contracts/wishlist';
import { useGetWishlistProductQuery } from './wishlist-api';
import type { WishlistEntry } from './wishlist-slice';

/** What a wishlist row shows, from the server's wishlist (signed in) or the product itself (a guest's entry). */
export type WishlistRowItem = Pick<WishlistItem, 'productID' | 'slug' | 'name' | 'image' | 'metal' | 'purity' | 'price' | 'actualPrice' | 'inStock' | 'productOptionID'>;

/** A row's piece from the product itself (the option shown is the first in stock, else the first). */
export function toRowItem(product: ProductDetail): WishlistRowItem {
  const option = product.options.find((candidate) => candidate.stock > 0) ?? product.options[0];
  return { ...product, productOptionID: option?.productOptionID ?? 0 };
}

/**
 * What "move to cart" does with a piece: one option (or none) goes to the cart as it is; a piece
 * sold in several options (ring sizes, chain lengths) asks the shopper to choose: the store never
 * picks a size for them.
 */
export function moveChoice(product: Pick<ProductDetail, 'options'>): { kind: 'direct'; productOptionID?: number } | { kind: 'choose' } {
  if (product.options.length > 1) return { kind: 'choose' };
  const only = product.options[0];
  return only ? { kind: 'direct', productOptionID: only.productOptionID } : { kind: 'direct' };
}

/** A guest's entry carries only the product id: the piece is read as the subsite sells it today. */
export function useWishlistProduct(entry: WishlistEntry) {
  const query = useGetWishlistProductQuery(entry.productID, { skip: entry.item !== undefined });
  return { product: query.data ?? null, item: query.data ? toRowItem(query.data) : null, loading: query.isLoading };
}
