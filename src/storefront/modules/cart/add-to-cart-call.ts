/** What "Add to cart" loads on first use (use-add-to-cart.ts), as one chunk: the call and the words of its failures. */
export { cartApi } from './cart-api';
export { cartErrorMessage } from '@/storefront/modules/common/error-message';
