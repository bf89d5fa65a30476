import type { SignInAnswer } from '@/shared/contracts/account';
import { adminApi } from '@/storefront/modules/admin/admin-api';

interface AccountEnvelope<T> {
  statusCode: number;
  message: string;
  responseBody: T;
}

/** Staff sign-in and sign-out through the account service's own `auth/*` calls. */
export const staffAuthApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<AccountEnvelope<SignInAnswer>, { username: string; password: string; reCaptchaToken: string }>({
      query: (body) => ({ service: 'account', url: 'auth/login', method: 'POST', body }),
    }),
    staffLogOut: build.mutation<unknown, { refreshToken: string | null }>({
      query: (body) => ({ service: 'account', url: 'auth/log-out', method: 'POST', body }),
    }),
  }),
});

export const { useStaffLoginMutation, useStaffLogOutMutation } = staffAuthApi;
