import type { Cart, MappedCart } from '@/shared/contracts/cart';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { listStock } from '../catalogue';
import {
  deleteCartItem,
  findLiveUserCart,
  listCartItemRows,
  lockCartRow,
  lockOtherUserCart,
  moveCartItem,
  retireCart,
  setCartOwner,
  updateCartItem,
} from './cart-repository';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';
import { getCart } from './cart-service';
import { MAP_USER_CART } from '@/shared/commerce/cart-messages';

export interface MapUserCartOptions {
  db: Database;
  site: SiteContext;
  userId: number;
  cartId: string;
}

export interface MapUserCartResult {
  cart: MappedCart;
  message: string;
}

interface Merge {
  /** Units the earlier cart added (after the stock cap). */
  pieces: number;
  limitedByStock: boolean;
}

/**
 * `GET /api/cart/mapUserCart/{cartID}/`: the guest cart becomes the user's. A cart the user
 * already had in the subsite is merged into it (quantities of the same option add up, capped by
 * stock) and retired, so the shopper keeps the id the browser holds.
 */
export async function mapUserCart({ db, site, userId, cartId }: MapUserCartOptions): Promise<MapUserCartResult> {
  const merged = await db.transaction(async (tx): Promise<Merge> => {
    const guest = await lockCartRow(tx, cartId);
    const owned = guest && guest.userId !== null && guest.userId !== userId;
    if (!guest || owned || guest.subsiteId !== site.subsiteId || guest.expiresAt.getTime() <= Date.now()) throw notFound(`Cart ${cartId}`);
    await setCartOwner(tx, { cartId, userId });
    const previous = await lockOtherUserCart(tx, { userId, subsiteId: site.subsiteId, exceptCartId: cartId });
    if (!previous) return { pieces: 0, limitedByStock: false };
    const [lines, oldLines] = [await listCartItemRows(tx, cartId), await listCartItemRows(tx, previous.id)];
    const stock = await listStock(tx, { subsiteId: site.subsiteId, optionIds: oldLines.map((line) => line.optionId) });
    const stockOf = (optionId: number) => stock.get(optionId) ?? 0;
    let wasCapped = false;
    let pieces = 0;
    for (const old of oldLines) {
      const same = lines.find((line) => line.optionId === old.optionId);
      if (!same) {
        await moveCartItem(tx, { cartItemId: old.id, cartId });
        pieces += old.quantity;
        continue;
      }
      const limit = Math.min(stockOf(old.optionId), MAX_QUANTITY_PER_LINE);
      const quantity = Math.min(same.quantity + old.quantity, Math.max(limit, same.quantity));
      wasCapped ||= quantity < same.quantity + old.quantity;
      pieces += quantity - same.quantity;
      await updateCartItem(tx, { cartItemId: same.id, quantity });
      await deleteCartItem(tx, { cartId: previous.id, cartItemId: old.id });
    }
    await retireCart(tx, previous.id);
    return { pieces, limitedByStock: wasCapped };
  });
  const cart = await getCart({ db, site, cartId });
  const message = merged.limitedByStock ? MAP_USER_CART.limited : MAP_USER_CART.linked;
  return { cart: { ...cart, merged }, message };
}

/**
 * `GET /api/cart/userCart/`: the signed-in user's live cart in the subsite (the newest, if a
 * merge ever left two), so every browser they sign in on shows the same cart. 404 when none.
 */
export async function getUserCart({ db, site, userId }: { db: Database; site: SiteContext; userId: number }): Promise<Cart> {
  const own = await findLiveUserCart(db, { userId, subsiteId: site.subsiteId });
  if (!own) throw notFound('Cart of this user');
  return getCart({ db, site, cartId: own.id });
}
