import type { Cart, CartItemBody, MappedCart } from '@/shared/contracts/cart';
import type { CommerceEnvelope } from '@/shared/contracts/envelope';
import { baseApi } from '@/storefront/api/base-api';

/**
 * docs/requirements/calls.md#cart cart calls. Every answer carries the whole cart, which replaces the local one
 * (cart-slice.ts matches these endpoints' fulfilled actions).
 */
export interface UpdateCartItemArgs {
  cartID: string;
  cartItemID: number;
  productID: number;
  productOptionID?: number;
  quantity: number;
}

export interface RemoveCartItemArgs {
  cartID: string;
  cartItemID: number;
}

const cartOf = (response: CommerceEnvelope<Cart>) => response.data;

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCartSummary: build.query<Cart, string>({
      query: (cartID) => `api/cart/${encodeURIComponent(cartID)}/cart_summary`,
      transformResponse: cartOf,
      providesTags: (_result, _error, cartID) => [{ type: 'Cart', id: cartID }],
    }),
    /**
     * The signed-in shopper's live cart in this subsite (404 when none): what every browser
     * they sign in on shows. Not matched by the cart slice: account-cart.ts decides what to keep.
     */
    getUserCart: build.query<Cart, void>({
      query: () => 'api/cart/userCart/',
      transformResponse: cartOf,
    }),
    /**
     * docs/requirements/states.md#sign-in-and-out (sign-in and checkout): the guest cart joins the signed-in user's cart; the answer replaces the local cart,
     * and `merged` tells what the account's earlier cart brought into it.
     */
    mapUserCart: build.mutation<MappedCart, string>({
      query: (cartID) => ({ url: `api/cart/mapUserCart/${encodeURIComponent(cartID)}/` }),
      transformResponse: (response: CommerceEnvelope<MappedCart>) => response.data,
    }),
    addCartItem: build.mutation<Cart, CartItemBody>({
      query: (body) => ({ url: 'api/cart/', method: 'POST', body }),
      transformResponse: cartOf,
    }),
    updateCartItem: build.mutation<Cart, UpdateCartItemArgs>({
      query: (body) => ({ url: 'api/cart/', method: 'POST', body }),
      transformResponse: cartOf,
    }),
    removeCartItem: build.mutation<Cart, RemoveCartItemArgs>({
      query: ({ cartID, cartItemID }) => ({
        url: `api/cart/${encodeURIComponent(cartID)}/items/${cartItemID}/`,
        method: 'DELETE',
      }),
      transformResponse: cartOf,
    }),
  }),
});

export const { useGetCartSummaryQuery, useAddCartItemMutation, useUpdateCartItemMutation, useRemoveCartItemMutation } = cartApi;
