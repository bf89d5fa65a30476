import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import type { CartItem } from '@/shared/contracts/cart';
import { useAppSelector } from '@/storefront/app/hooks';
import { notify } from '@/storefront/modules/common/notify';
import { useAddCartItemMutation, useRemoveCartItemMutation, useUpdateCartItemMutation } from './cart-api';
import { cartErrorMessage } from './cart-messages';
import { selectCartId } from './cart-slice';

export interface AddToCartInput {
  productID: number;
  productOptionID?: number;
  quantity: number;
}

/**
 * Add, change quantity, remove: each call's answer replaces the cart (cart-slice), and each ends
 * in one toast with SPEC §8's texts (translated; English defaults in public/locales). Resolves to
 * true on success so a caller can move on (e.g. reset a quantity).
 */
export function useCartActions() {
  const { t } = useTranslation('cart');
  const cartID = useAppSelector(selectCartId);
  const [add] = useAddCartItemMutation();
  const [update] = useUpdateCartItemMutation();
  const [remove] = useRemoveCartItemMutation();
  const exception = t('toast.exception');

  const addItem = useCallback(
    async ({ productID, productOptionID, quantity }: AddToCartInput) => {
      try {
        await add({ ...(cartID ? { cartID } : {}), productID, quantity, ...(productOptionID ? { productOptionID } : {}) }).unwrap();
        notify('success', t('toast.added'));
        return true;
      } catch (error) {
        notify('error', cartErrorMessage(error, { fallback: t('toast.addFailed'), exception }));
        return false;
      }
    },
    [add, cartID, t, exception],
  );

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
