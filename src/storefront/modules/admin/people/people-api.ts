import type { AdminAccount, AdminAccountPage, NewStaffBody } from '@/shared/contracts/admin-people';
import type { Role } from '@/shared/roles';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

export const peopleApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    people: build.query<AdminAccountPage, { searchKey?: string; limitFrom: number; limitTo: number }>({
      query: (filters) => `admin/people${queryOf({ ...filters })}`,
      transformResponse: dataOf<AdminAccountPage>,
      providesTags: ['StaffAccount'],
    }),
    createPerson: build.mutation<AdminAccount, NewStaffBody>({ query: (body) => ({ url: 'admin/people', method: 'POST', body }), transformResponse: dataOf<AdminAccount>, invalidatesTags: ['StaffAccount'] }),
    changeRole: build.mutation<AdminAccount, { userID: number; role: Role }>({
      query: ({ userID, role }) => ({ url: `admin/people/${userID}/role`, method: 'PUT', body: { role } }),
      transformResponse: dataOf<AdminAccount>,
      invalidatesTags: ['StaffAccount'],
    }),
  }),
});
export const { usePeopleQuery, useCreatePersonMutation, useChangeRoleMutation } = peopleApi;
