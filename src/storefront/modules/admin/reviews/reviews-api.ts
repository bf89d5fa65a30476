import type { AdminReviewPage } from '@/shared/contracts/admin-reviews';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

export const reviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    reviewQueue: build.query<AdminReviewPage, { status: string; searchKey?: string; limitFrom: number; limitTo: number }>({
      query: (filters) => `admin/reviews${queryOf({ ...filters })}`,
      transformResponse: dataOf<AdminReviewPage>,
      providesTags: ['Review'],
    }),
    moderateReview: build.mutation<unknown, { reviewID: number; status: 'approved' | 'rejected'; reason: string }>({
      query: ({ reviewID, ...body }) => ({ url: `admin/reviews/${reviewID}/status`, method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
  }),
});
export const { useReviewQueueQuery, useModerateReviewMutation } = reviewsApi;
