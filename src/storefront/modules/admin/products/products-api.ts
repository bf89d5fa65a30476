import type { AdminProductPage, StockBody } from '@/shared/contracts/admin-products';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

export const productsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<AdminProductPage, { searchKey?: string; limitFrom: number; limitTo: number }>({
      query: (filters) => `admin/products${queryOf({ ...filters })}`,
      transformResponse: dataOf<AdminProductPage>,
      providesTags: ['Product'],
    }),
    setStock: build.mutation<{ quantity: number }, { optionID: number; body: StockBody }>({
      query: ({ optionID, body }) => ({ url: `admin/product-options/${optionID}/stock`, method: 'PUT', body }),
      transformResponse: dataOf<{ quantity: number }>,
      invalidatesTags: ['Product'],
    }),
  }),
});
export const { useAdminProductsQuery, useSetStockMutation } = productsApi;
