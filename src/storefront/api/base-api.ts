import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * The storefront's one RTK Query API. Modules inject their endpoints (`modules/<domain>/<domain>-api.ts`)
 * and export their hooks, so a page's bundle carries only the endpoints it uses.
 */
export const TAG_TYPES = ['Cart', 'Product', 'Stock', 'Wishlist', 'User', 'Address', 'Order', 'Review', 'Content'] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
