import { useEffect, useState } from 'react';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useAppDispatch, useAppSelector } from '@/storefront/app/hooks';
import { cartMerged, selectCartId } from '@/storefront/modules/cart/cart-slice';

/**
 * A signed-in shopper's cart must be theirs before checkout: only the owner sees saved
 * addresses and store credit, and may apply it. A cart started after signing in (or in another
 * tab) may still be a guest cart, so /checkout links it once (`GET /api/cart/mapUserCart/{cartID}/`,
 * which keeps the id and is harmless for a cart already theirs) and takes the server's cart.
 * Returns true while that is under way.
 */
export function useClaimCart(ready: boolean): boolean {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSignedInUser);
  const cartID = useAppSelector(selectCartId);
  const [claimed, setClaimed] = useState<string | null>(null);
  const wanted = ready && user !== null && cartID !== undefined ? `${user.userID}:${cartID}` : null;

  useEffect(() => {
    if (!wanted || !cartID || claimed === wanted) return;
    let live = true;
    void (async () => {
      // The cart calls (and RTK Query) load here, for a signed-in shopper only (docs/page-speed.md).
      const { cartApi } = await import('@/storefront/modules/cart/cart-api');
      const mapped = await dispatch(cartApi.endpoints.mapUserCart.initiate(cartID));
      // A refusal (the cart is gone or someone else's) leaves the stored cart to the cart bootstrap.
      if (mapped.data) {
        const { merged, ...cart } = mapped.data;
        await dispatch(cartApi.util.upsertQueryData('getCartSummary', cart.cartID, cart));
        // Pieces from an earlier cart are never paid for unseen: the shopper is told.
        dispatch(cartMerged(merged));
      }
      if (live) setClaimed(wanted);
    })();
    return () => {
      live = false;
    };
  }, [wanted, cartID, claimed, dispatch]);

  return wanted !== null && claimed !== wanted;
}
