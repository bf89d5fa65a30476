import type { ProductPage, ProductStock, ProductUpsell } from '@/shared/contracts/catalogue';
import type { PincodeCheck } from '@/shared/contracts/delivery';
import type { CommerceEnvelope } from '@/shared/contracts/envelope';
import type { ProductPromotion } from '@/shared/contracts/promotions';
import type { ProductReviewsPage } from '@/shared/contracts/reviews';
import type { Suggestions } from '@/shared/contracts/search';
import { baseApi } from '@/storefront/api/base-api';

const dataOf = <T,>(response: CommerceEnvelope<T>) => response.data;

/** Catalogue calls made from the browser: listings the static page could not know, stock, and the product page's extras. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductPage, Record<string, string | number>>({
      query: (params) => ({ url: 'api/products/', params }),
      transformResponse: dataOf<ProductPage>,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** Stock per option, always fresh (docs/requirements/calls.md#cart passes 'Yes'). */
    getProductStock: build.query<ProductStock, number>({
      query: (productID) => `api/products/quantity/${productID}/Yes/`,
      transformResponse: dataOf<ProductStock>,
      providesTags: (_result, _error, productID) => [{ type: 'Stock', id: productID }],
      keepUnusedDataFor: 0,
    }),
    /** Suggestions as the shopper types in the header search. */
    suggestProducts: build.query<Suggestions, string>({
      query: (q) => ({ url: 'api/products/suggest/', params: { q } }),
      transformResponse: dataOf<Suggestions>,
      keepUnusedDataFor: 120,
    }),
    checkPincode: build.query<PincodeCheck, { productID: number; pin: string }>({
      query: ({ productID, pin }) => `api/products/${productID}/pincode/${encodeURIComponent(pin)}`,
      transformResponse: dataOf<PincodeCheck>,
    }),
    /** docs/requirements/constants.md#fixed-request-values: promotions are fetched from 'cart/1'. */
    listProductPromotions: build.query<ProductPromotion[], number>({
      query: (productID) => `api/products/${productID}/promotions/cart/1`,
      transformResponse: dataOf<ProductPromotion[]>,
    }),
    listUpsell: build.query<ProductUpsell, number>({
      query: (productID) => `api/products/${productID}/upsell`,
      transformResponse: dataOf<ProductUpsell>,
    }),
    listProductReviews: build.query<ProductReviewsPage, { productID: number; page: number }>({
      query: ({ productID, page }) => `api/products/${productID}/reviews/page/${page}`,
      transformResponse: dataOf<ProductReviewsPage>,
      providesTags: (_result, _error, { productID }) => [{ type: 'Review', id: productID }],
    }),
  }),
});

export const {
  useListProductsQuery,
  useGetProductStockQuery,
  useSuggestProductsQuery,
  useLazyCheckPincodeQuery,
  useListProductPromotionsQuery,
  useListUpsellQuery,
  useListProductReviewsQuery,
} = catalogueApi;
