import { createApi } from '@reduxjs/toolkit/query/react';
import { createStaffBaseQuery } from './staff-base-query';

/**
 * The back office's own RTK Query API (never the shopper's `baseApi`): its own cache, its own base
 * query carrying the staff token. Each area injects its endpoints from
 * `src/storefront/modules/admin/<area>/<area>-api.ts` with `adminApi.injectEndpoints`.
 */
export const ADMIN_TAG_TYPES = ['ContentItem', 'ContentHistory', 'ContentImage', 'Audit', 'AdminOrder', 'AdminReturn', 'StaffAccount', 'MetalRate', 'Promotion', 'Review', 'Customer', 'Product'] as const;

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: createStaffBaseQuery(),
  tagTypes: ADMIN_TAG_TYPES,
  keepUnusedDataFor: 30,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
