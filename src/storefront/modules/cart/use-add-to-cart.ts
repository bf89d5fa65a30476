import { useTranslation } from '@/storefront/lib/i18n';
import { useCallback } from 'react';
import type { Cart, CartItem } from '@/shared/contracts/cart';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import { useAppSelector } from '@/storefront/app/use-app-selector';
import { notify } from '@/storefront/modules/common/notify';
import { selectCart, selectCartId } from './cart-base-slice';

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

// The cart call's code loads with the first add (RTK Query, the base query and Redux Toolkit's
// store with it, unless the product page's live stock has loaded them already): a product page
// carries none of it in its first load (docs/page-speed.md).
const loadCall = () => import('./add-to-cart-call');
const loadAddCartItem = () => loadCall().then(({ cartApi }) => cartApi.endpoints.addCartItem);

/**
 * "Add to cart": the answer replaces the cart (cart-slice) and the add ends in one toast with
 * docs/requirements/messages.md#toasts's texts. Resolves to what was added (null on failure). A
 * click before the code has loaded waits for it, then adds: no click is lost.
 */
export function useAddToCart() {
  const { t } = useTranslation('cart');
  const cartID = useAppSelector(selectCartId);
  const cart = useAppSelector(selectCart);
  const [add] = useDeferredMutation(loadAddCartItem);
  const exception = t('toast.exception');

  const addItem = useCallback(
    async (input: AddToCartInput): Promise<AddedToCart | null> => {
      const { productID, productOptionID, quantity } = input;
      try {
        const outcome = await add({ ...(cartID ? { cartID } : {}), productID, quantity, ...(productOptionID ? { productOptionID } : {}) });
        if ('error' in outcome) throw outcome.error;
        notify('success', t('toast.added'));
        return addedValue(cart, outcome.data, input);
      } catch (error) {
        // The message's code comes with the call's: when neither could be loaded, no answer came.
        const message = await loadCall().then(({ cartErrorMessage }) => cartErrorMessage(error, { fallback: t('toast.addFailed'), exception }), () => exception);
        notify('error', message);
        return null;
      }
    },
    [add, cart, cartID, t, exception],
  );

  return { addItem };
}
