import type { ProductDetail } from '@/shared/contracts/catalogue';
import type { CommerceEnvelope } from '@/shared/contracts/envelope';
import type { Wishlist, WishlistEntryBody } from '@/shared/contracts/wishlist';
import { baseApi } from '@/storefront/api/base-api';

const dataOf = <T>(response: CommerceEnvelope<T>) => response.data;

/** The signed-in shopper's wishlist on the services (a guest's lives only in the persisted state). */
export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<Wishlist, void>({
      query: () => 'api/products/wishLists',
      transformResponse: dataOf<Wishlist>,
      providesTags: [{ type: 'Wishlist', id: 'LIST' }],
    }),
    changeWishlist: build.mutation<Wishlist, WishlistEntryBody[]>({
      query: (data) => ({ url: 'api/products/wishLists', method: 'POST', body: { data } }),
      transformResponse: dataOf<Wishlist>,
    }),
    /** A guest's saved piece as the subsite sells it today (price, image, stock, the option to add). */
    getWishlistProduct: build.query<ProductDetail, number>({
      query: (productID) => `api/products/${productID}/`,
      transformResponse: dataOf<ProductDetail>,
      providesTags: (_result, _error, productID) => [{ type: 'Product', id: productID }],
    }),
  }),
});

export const { useChangeWishlistMutation, useGetWishlistProductQuery, useLazyGetWishlistProductQuery } = wishlistApi;
