import { WISHLIST_LIMITS, WISHLIST_MESSAGES, WISHLIST_NAME, type Wishlist, type WishlistBody } from '@/shared/contracts/wishlist';
import { minorToDecimal } from '@/shared/money';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { loadSellableProducts } from '../catalogue';
import { countWishlistRows, deleteWishlistRows, insertWishlistRows, listWishlistRows } from './wishlist-repository';

export interface GetWishlistOptions {
  db: Database;
  site: SiteContext;
  userId: number;
}

/**
 * The shopper's wishlist as the request's subsite sells it today: current price, image and stock
 * of each piece, newest first. Pieces this subsite does not sell stay saved but are not listed.
 */
export async function getWishlist({ db, site, userId }: GetWishlistOptions): Promise<Wishlist> {
  const rows = await listWishlistRows(db, { userId, wishlistName: WISHLIST_NAME });
  const products = rows.length === 0 ? [] : await loadSellableProducts({ db, site, filters: { productIds: rows.map((row) => row.productId) } });
  const byId = new Map(products.map((product) => [product.row.product.id, product]));
  const items = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    if (!product) return [];
    const { row: productRow, defaultOption } = product;
    return [
      {
        productID: productRow.product.id,
        sku: productRow.product.sku,
        slug: productRow.product.slug,
        name: productRow.name,
        categoryID: productRow.product.categoryId,
        categorySlug: productRow.categorySlug,
        metal: productRow.product.metal as Wishlist['items'][number]['metal'],
        purity: productRow.product.purity as Wishlist['items'][number]['purity'],
        colour: productRow.product.colour,
        image: productRow.product.images[0] ?? '',
        price: minorToDecimal(defaultOption.priced.result.priceMinor, site.decimalPlaces),
        actualPrice: minorToDecimal(defaultOption.priced.result.actualPriceMinor, site.decimalPlaces),
        netWeight: minorToDecimal(defaultOption.netWeightMg, 3),
        inStock: productRow.totalStock > 0,
        productOptionID: defaultOption.productOptionId,
        wishlistName: row.wishlistName,
        addedAt: row.createdAt.toISOString(),
      },
    ];
  });
  return { wishlistName: WISHLIST_NAME, items, count: items.length };
}

export interface ChangeWishlistOptions extends GetWishlistOptions {
  body: WishlistBody;
}

/**
 * `POST /api/products/wishLists`: applies the entries in order (the last word on a product wins),
 * idempotently: saving a saved piece or removing an absent one changes nothing. A piece to save
 * must be sold in the request's subsite (404 naming it, nothing written); the wishlist holds at
 * most WISHLIST_LIMITS.maxItems pieces (409). Answers the whole wishlist after the change.
 */
export async function changeWishlist({ db, site, userId, body }: ChangeWishlistOptions): Promise<Wishlist> {
  const finalAction = new Map<number, 'savelist' | 'remove'>();
  for (const entry of body.data) finalAction.set(entry.productID, entry.action);
  const toSave = [...finalAction].filter(([, action]) => action === 'savelist').map(([id]) => id);
  const toRemove = [...finalAction].filter(([, action]) => action === 'remove').map(([id]) => id);

  if (toSave.length > 0) {
    const sold = new Set((await loadSellableProducts({ db, site, filters: { productIds: toSave } })).map((product) => product.row.product.id));
    const unknown = toSave.find((id) => !sold.has(id));
    if (unknown !== undefined) throw notFound(`Product ${unknown}`);
  }

  await db.transaction(async (tx) => {
    await deleteWishlistRows(tx, { userId, wishlistName: WISHLIST_NAME, productIds: toRemove });
    await insertWishlistRows(tx, { userId, wishlistName: WISHLIST_NAME, productIds: toSave });
    // Checked after writing, inside the transaction: a refused change leaves the wishlist as it was.
    if ((await countWishlistRows(tx, userId)) > WISHLIST_LIMITS.maxItems) throw new AppError('CONFLICT', WISHLIST_MESSAGES.full);
  });
  return getWishlist({ db, site, userId });
}
