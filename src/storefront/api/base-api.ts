import { createApi } from '@reduxjs/toolkit/query/react';
import { attachApi } from '@/storefront/app/store';
import { createBaseQuery } from './base-query';
import { API_REDUCER_PATH } from './endpoint-actions';

/**
 * The storefront's one RTK Query API. Modules inject their endpoints (`modules/<domain>/<domain>-api.ts`)
 * and export their hooks, so a page's bundle carries only the endpoints it uses; a page none of
 * whose code calls the services carries no RTK Query at all (docs/page-speed.md).
 */
export const TAG_TYPES = ['Cart', 'Product', 'Stock', 'Wishlist', 'User', 'Address', 'Order', 'Review', 'Content'] as const;

export const baseApi = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

// The cache and middleware join the stores now, with the first code that calls the services (store.ts).
attachApi(baseApi);
