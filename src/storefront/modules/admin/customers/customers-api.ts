import type { AdminAccountPage, AdminCustomer, CreditAdjustmentBody } from '@/shared/contracts/admin-people';
import type { StoreCredit } from '@/shared/contracts/store-credit';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

export const customersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<AdminAccountPage, { searchKey?: string; limitFrom: number; limitTo: number }>({
      query: (filters) => `admin/customers${queryOf({ ...filters })}`,
      transformResponse: dataOf<AdminAccountPage>,
      providesTags: ['Customer'],
    }),
    customer: build.query<AdminCustomer, number>({ query: (id) => `admin/customers/${id}`, transformResponse: dataOf<AdminCustomer>, providesTags: ['Customer'] }),
    adjustCredit: build.mutation<StoreCredit, { userID: number; body: CreditAdjustmentBody }>({
      query: ({ userID, body }) => ({ url: `admin/customers/${userID}/credit`, method: 'POST', body }),
      transformResponse: dataOf<StoreCredit>,
      invalidatesTags: ['Customer'],
    }),
  }),
});
export const { useCustomersQuery, useCustomerQuery, useAdjustCreditMutation } = customersApi;
