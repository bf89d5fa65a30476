import type { AdminProductDetail, ProductChange, ProductEditBody } from '@/shared/contracts/admin-product-edit';
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
    adminProduct: build.query<AdminProductDetail, number>({
      query: (productID) => `admin/products/${productID}`,
      transformResponse: dataOf<AdminProductDetail>,
      providesTags: ['Product'],
    }),
    saveProduct: build.mutation<ProductChange, { productID: number; body: ProductEditBody }>({
      query: ({ productID, body }) => ({ url: `admin/products/${productID}`, method: 'PUT', body }),
      transformResponse: dataOf<ProductChange>,
      invalidatesTags: ['Product'],
    }),
    setPublished: build.mutation<ProductChange, { productID: number; published: boolean }>({
      query: ({ productID, published }) => ({ url: `admin/products/${productID}/published`, method: 'PUT', body: { published } }),
      transformResponse: dataOf<ProductChange>,
      invalidatesTags: ['Product'],
    }),
    uploadProductImage: build.mutation<ProductChange, { productID: number; file: File }>({
      query: ({ productID, file }) => {
        const form = new FormData();
        form.append('image', file);
        return { url: `admin/products/${productID}/images`, method: 'POST', body: form };
      },
      transformResponse: dataOf<ProductChange>,
      invalidatesTags: ['Product'],
    }),
  }),
});
export const { useAdminProductsQuery, useSetStockMutation, useAdminProductQuery, useSaveProductMutation, useSetPublishedMutation, useUploadProductImageMutation } = productsApi;
