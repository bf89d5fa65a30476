import type { CommerceEnvelope } from '@/shared/contracts/envelope';
import type { ReviewEligibility, ReviewRef, ReviewUpdateBody, UserReview, UserReviewsPage } from '@/shared/contracts/reviews';
import type { z } from 'zod';
import { baseApi } from '@/storefront/api/base-api';

const dataOf = <T>(response: CommerceEnvelope<T>) => response.data;

export interface CreateReviewArgs {
  productID: number;
  productRating: number;
  reviewTitle: string;
  reviewText: string;
  reCaptchaToken: string;
}

/** Writing and managing the shopper's own reviews (docs/requirements/calls.md#products and #reviews). */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviewEligibility: build.query<ReviewEligibility, number>({
      query: (productID) => `api/products/${productID}/reviews/eligibility`,
      transformResponse: dataOf<ReviewEligibility>,
      providesTags: (_result, _error, productID) => [{ type: 'Review', id: `eligibility-${productID}` }],
    }),
    /** docs/requirements/calls.md#reviews: sent as form data. URLSearchParams is form data (urlencoded), which the browser labels itself. */
    createReview: build.mutation<UserReview, CreateReviewArgs>({
      query: ({ productID, productRating, reviewTitle, reviewText, reCaptchaToken }) => ({
        url: `api/products/${productID}/reviews/`,
        method: 'POST',
        body: new URLSearchParams({ productRating: String(productRating), reviewTitle, reviewText, reCaptchaToken }),
      }),
      transformResponse: dataOf<UserReview>,
      invalidatesTags: (_result, _error, { productID }) => [{ type: 'Review', id: 'MINE' }, { type: 'Review', id: `eligibility-${productID}` }],
    }),
    listMyReviews: build.query<UserReviewsPage, number>({
      query: (page) => `api/users/reviews/page/${page}`,
      transformResponse: dataOf<UserReviewsPage>,
      providesTags: [{ type: 'Review', id: 'MINE' }],
    }),
    updateReview: build.mutation<UserReview, ReviewUpdateBody>({
      query: (body) => ({ url: 'api/users/reviewupdate', method: 'POST', body }),
      transformResponse: dataOf<UserReview>,
      invalidatesTags: (result) => [{ type: 'Review', id: 'MINE' }, ...(result ? [{ type: 'Review' as const, id: result.productID }] : [])],
    }),
    deleteReview: build.mutation<z.infer<typeof ReviewRef>, number>({
      query: (reviewID) => ({ url: 'api/users/reviewdelete', method: 'POST', body: { reviewID } }),
      transformResponse: dataOf<z.infer<typeof ReviewRef>>,
      invalidatesTags: (result) =>
        result
          ? [{ type: 'Review', id: 'MINE' }, { type: 'Review', id: result.productID }, { type: 'Review', id: `eligibility-${result.productID}` }]
          : [{ type: 'Review', id: 'MINE' }],
    }),
  }),
});

export const { useGetReviewEligibilityQuery, useCreateReviewMutation, useListMyReviewsQuery, useUpdateReviewMutation, useDeleteReviewMutation } = reviewsApi;
