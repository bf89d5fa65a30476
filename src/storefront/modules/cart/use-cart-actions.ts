import { useTranslation } from '@/storefront/lib/i18n';
import { useCallback } from 'react';
import type { CartItem } from '@/shared/contracts/cart';
import { useAppSelector } from '@/storefront/app/hooks';
import { notify } from '@/storefront/modules/common/notify';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from './cart-api';
import { useAddToCart } from './use-add-to-cart';
import { cartErrorMessage } from '@/storefront/modules/common/error-message';
import { selectCartId } from './cart-slice';

export { type AddToCartInput, type AddedToCart, addedValue } from './use-add-to-cart';

/**
 * Add, change quantity, remove: each call's answer replaces the cart (cart-slice), and each ends
 * in one toast with docs/requirements/messages.md#toasts's texts (translated; English defaults in public/locales). Updating and
 * removing resolve to true on success so a caller can move on (e.g. reset a quantity); adding
 * resolves to what was added (null on failure).
 */
export function useCartActions() {
  const { t } = useTranslation('cart');
  const cartID = useAppSelector(selectCartId);
  const { addItem } = useAddToCart();
  const [update] = useUpdateCartItemMutation();
  const [remove] = useRemoveCartItemMutation();
  const exception = t('toast.exception');

  const updateQuantity = useCallback(
    async (item: CartItem, quantity: number) => {
      if (!cartID) return false;
      try {
        await update({ cartID, cartItemID: item.cartItemID, productID: item.productID, productOptionID: item.productOptionID, quantity }).unwrap();
        notify('success', t('toast.quantityUpdated'));
        return true;
      } catch (error) {
        notify('error', cartErrorMessage(error, { fallback: t('toast.updateFailed'), exception }));
        return false;
      }
    },
    [update, cartID, t, exception],
  );

  const removeItem = useCallback(
    async (item: CartItem) => {
      if (!cartID) return false;
      try {
        await remove({ cartID, cartItemID: item.cartItemID }).unwrap();
        notify('success', t('toast.removed'));
        return true;
      } catch (error) {
        notify('error', cartErrorMessage(error, { fallback: t('toast.removeFailed'), exception }));
        return false;
      }
    },
    [remove, cartID, t, exception],
  );

  return { addItem, updateQuantity, removeItem };
}
