import type { ProductPage, ProductStock } from '@/shared/contracts/catalogue';
import type { CommerceEnvelope } from '@/shared/contracts/envelope';
import { baseApi } from '@/storefront/api/base-api';

/** Catalogue calls made from the browser: listings the static page could not know, and stock. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductPage, Record<string, string | number>>({
      query: (params) => ({ url: 'api/products/', params }),
      transformResponse: (response: CommerceEnvelope<ProductPage>) => response.data,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** Stock per option, always fresh (SPEC §7 passes 'Yes'). */
    getProductStock: build.query<ProductStock, number>({
      query: (productID) => `api/products/quantity/${productID}/Yes/`,
      transformResponse: (response: CommerceEnvelope<ProductStock>) => response.data,
      providesTags: (_result, _error, productID) => [{ type: 'Stock', id: productID }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListProductsQuery, useGetProductStockQuery } = catalogueApi;
