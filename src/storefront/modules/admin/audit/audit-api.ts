import type { AuditPage } from '@/shared/contracts/admin-audit';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditPage, { entityType?: string; action?: string; limitFrom: number; limitTo: number }>({
      query: (filters) => `admin/audit${queryOf({ ...filters })}`,
      transformResponse: dataOf<AuditPage>,
      providesTags: ['Audit'],
    }),
  }),
});
export const { useAuditLogQuery } = auditApi;
