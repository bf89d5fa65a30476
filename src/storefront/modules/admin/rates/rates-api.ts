import type { MetalRateChange, MetalRateChangeBody, MetalRatePreview, MetalRateRecord } from '@/shared/contracts/admin-rates';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

export const ratesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    rateHistory: build.query<MetalRateRecord[], { subsiteID?: number; metal?: string; purity?: string; limit?: number }>({
      query: (filters) => `admin/metal-rates${queryOf({ ...filters })}`,
      transformResponse: dataOf<MetalRateRecord[]>,
      providesTags: ['MetalRate'],
    }),
    previewRate: build.mutation<MetalRatePreview, MetalRateChangeBody>({ query: (body) => ({ url: 'admin/metal-rates/preview', method: 'POST', body }), transformResponse: dataOf<MetalRatePreview> }),
    saveRate: build.mutation<MetalRateChange, MetalRateChangeBody>({
      query: (body) => ({ url: 'admin/metal-rates', method: 'POST', body }),
      transformResponse: dataOf<MetalRateChange>,
      invalidatesTags: ['MetalRate'],
    }),
  }),
});
export const { useRateHistoryQuery, usePreviewRateMutation, useSaveRateMutation } = ratesApi;
