import { useTranslation } from '@/storefront/lib/i18n';
import { useCallback } from 'react';
import type { Cart, CartItem } from '@/shared/contracts/cart';
import { useAppSelector } from '@/storefront/app/hooks';
import { notify } from '@/storefront/modules/common/notify';
import { useAddCartItemMutation, useRemoveCartItemMutation, useUpdateCartItemMutation } from './cart-api';
import { cartErrorMessage } from '@/storefront/modules/common/error-message';
import { selectCart, selectCartId } from './cart-slice';

export interface AddToCartInput {
  productID: number;
  productOptionID?: number;
  quantity: number;
}

/** What adding put in the cart, by the server's figures (for analytics): the line's subtotal grew by `value`. */
export interface AddedToCart {
  value: number;
}

/**
 * The growth of one line's subtotal between two carts, in the cart's currency. Both figures are the
 * server's, with at most `decimalPlaces` decimals, so rounding the difference to those places gives
 * it exactly (0.3 − 0.1 is 0.2, not 0.19999…).
 */
export function addedValue(before: Cart | null | undefined, after: Cart, input: AddToCartInput): AddedToCart {
  const same = (item: CartItem) => item.productID === input.productID && (input.productOptionID === undefined || item.productOptionID === input.productOptionID);
  const subtotal = (cart: Cart | null | undefined) => cart?.items.find(same)?.orderItemSubtotal ?? 0;
  return { value: Number((subtotal(after) - subtotal(before)).toFixed(after.decimalPlaces)) };
}

/**
 * Add, change quantity, remove: each call's answer replaces the cart (cart-slice), and each ends
 * in one toast with docs/requirements/messages.md#toasts's texts (translated; English defaults in public/locales). Updating and
 * removing resolve to true on success so a caller can move on (e.g. reset a quantity); adding
 * resolves to what was added (null on failure).
 */
export function useCartActions() {
  const { t } = useTranslation('cart');
  const cartID = useAppSelector(selectCartId);
  const cart = useAppSelector(selectCart);
  const [add] = useAddCartItemMutation();
  const [update] = useUpdateCartItemMutation();
  const [remove] = useRemoveCartItemMutation();
  const exception = t('toast.exception');

  const addItem = useCallback(
    async (input: AddToCartInput): Promise<AddedToCart | null> => {
      const { productID, productOptionID, quantity } = input;
      try {
        const answer = await add({ ...(cartID ? { cartID } : {}), productID, quantity, ...(productOptionID ? { productOptionID } : {}) }).unwrap();
        notify('success', t('toast.added'));
        return addedValue(cart, answer, input);
      } catch (error) {
        notify('error', cartErrorMessage(error, { fallback: t('toast.addFailed'), exception }));
        return null;
      }
    },
    [add, cart, cartID, t, exception],
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
