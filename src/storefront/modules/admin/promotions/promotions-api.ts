import type { AdminPromotion, AdminPromotionBody } from '@/shared/contracts/admin-promotions';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

/** What the form sends: the body before the services upper-case the code. */
export type PromotionInput = Omit<AdminPromotionBody, 'couponCode'> & { couponCode: string };

export const promotionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<AdminPromotion[], { subsiteID?: number; searchKey?: string }>({
      query: (filters) => `admin/promotions${queryOf({ ...filters })}`,
      transformResponse: dataOf<AdminPromotion[]>,
      providesTags: ['Promotion'],
    }),
    savePromotion: build.mutation<AdminPromotion, { promoID?: number; body: PromotionInput }>({
      query: ({ promoID, body }) => ({ url: promoID ? `admin/promotions/${promoID}` : 'admin/promotions', method: promoID ? 'PUT' : 'POST', body }),
      transformResponse: dataOf<AdminPromotion>,
      invalidatesTags: ['Promotion'],
    }),
    deactivatePromotion: build.mutation<AdminPromotion, number>({
      query: (promoID) => ({ url: `admin/promotions/${promoID}/deactivate`, method: 'POST' }),
      transformResponse: dataOf<AdminPromotion>,
      invalidatesTags: ['Promotion'],
    }),
  }),
});
export const { usePromotionsQuery, useSavePromotionMutation, useDeactivatePromotionMutation } = promotionsApi;
