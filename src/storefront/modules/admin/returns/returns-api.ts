import type { ReturnDetail, ReturnList } from '@/shared/contracts/returns';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

export type ReturnAction = 'approve' | 'reject' | 'need-more-info' | 'receive' | 'refund';

export const returnsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminReturns: build.query<ReturnList, { status: string; searchKey?: string; limitFrom: number; limitTo: number }>({
      query: (filters) => `admin/returns${queryOf({ ...filters })}`,
      transformResponse: dataOf<ReturnList>,
      providesTags: ['AdminReturn'],
    }),
    adminReturn: build.query<ReturnDetail, number>({ query: (id) => `admin/returns/${id}`, transformResponse: dataOf<ReturnDetail>, providesTags: ['AdminReturn'] }),
    actOnReturn: build.mutation<ReturnDetail, { returnID: number; action: ReturnAction; note: string; method?: string }>({
      query: ({ returnID, action, ...body }) => ({ url: `admin/returns/${returnID}/${action}`, method: 'POST', body: action === 'refund' ? body : { note: body.note } }),
      transformResponse: dataOf<ReturnDetail>,
      invalidatesTags: ['AdminReturn', 'AdminOrder'],
    }),
    /** A return photo fetched with the staff token, as an object URL. */
    returnPhoto: build.query<string, string>({ query: (path) => ({ url: path.replace(/^\//, ''), responseHandler: async (response) => URL.createObjectURL(await response.blob()) }) }),
  }),
});
export const { useAdminReturnsQuery, useAdminReturnQuery, useActOnReturnMutation, useReturnPhotoQuery } = returnsApi;
