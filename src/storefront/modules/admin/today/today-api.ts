import type { AdminToday } from '@/shared/contracts/admin-today';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf } from '@/storefront/modules/admin/common/wire';

export const todayApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminToday: build.query<AdminToday, void>({ query: () => 'admin/today', transformResponse: dataOf<AdminToday>, providesTags: ['AdminOrder', 'AdminReturn'] }),
  }),
});
export const { useAdminTodayQuery } = todayApi;
