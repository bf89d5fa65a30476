import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { HEADER_NAMES } from '@/shared/constants';
import { getAppConfig } from '@/storefront/lib/config';
import { whenMocksReady } from '@/storefront/lib/browser-mocking';
import { getDeviceId } from '@/storefront/lib/device-id';
import { type StaffSessionState, staffSignedOut, staffTokensRefreshed } from './shell/staff-session';

/**
 * The back office's base query: calls go to the services (`store` base URL, or `account` for
 * sign-in) with the staff bearer token; a 401 makes ONE refresh of the staff session shared by every
 * call that failed meanwhile, then one retry; a failed refresh signs the staff member out. No
 * retries of writes, no site headers unless a call sets them.
 */
export type AdminQueryArgs = FetchArgs & { service?: 'store' | 'account' };
export type AdminBaseQuery = BaseQueryFn<AdminQueryArgs | string, unknown, FetchBaseQueryError>;

interface AdminState {
  staffSession: StaffSessionState;
}

const sessionOf = (api: Pick<BaseQueryApi, 'getState'>) => (api.getState() as AdminState).staffSession;

export function createStaffBaseQuery(): AdminBaseQuery {
  const queries = new Map<string, ReturnType<typeof fetchBaseQuery>>();
  const queryFor = (service: 'store' | 'account') => {
    let query = queries.get(service);
    if (!query) {
      const config = getAppConfig();
      query = fetchBaseQuery({
        baseUrl: service === 'account' ? config.accountApiUrl : config.storeApiUrl,
        timeout: 30_000,
        prepareHeaders: async (headers, { getState }) => {
          if (service === 'account') headers.set(HEADER_NAMES.systemId, await getDeviceId());
          const { accessToken } = (getState() as AdminState).staffSession;
          if (accessToken && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${accessToken}`);
          return headers;
        },
      });
      queries.set(service, query);
    }
    return query;
  };
  const raw = (args: AdminQueryArgs | string, api: BaseQueryApi, extra: object) => {
    if (typeof args === 'string') return queryFor('store')(args, api, extra);
    const { service = 'store', ...fetchArgs } = args;
    return queryFor(service)(fetchArgs, api, extra);
  };

  let refreshing: Promise<boolean> | null = null;
  async function refresh(api: BaseQueryApi): Promise<boolean> {
    const { accessToken, refreshToken } = sessionOf(api);
    if (!accessToken || !refreshToken) return false;
    const answer = await raw({ service: 'account', url: 'auth/refresh-token', method: 'POST', body: { accessToken, refreshToken } }, api, {});
    const tokens = (answer.data as { responseBody?: { tokens?: { accessToken?: string; refreshToken?: string } } } | undefined)?.responseBody?.tokens;
    if (tokens?.accessToken && tokens.refreshToken) {
      api.dispatch(staffTokensRefreshed({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));
      return true;
    }
    api.dispatch(staffSignedOut());
    return false;
  }

  return async (args, api, extra) => {
    await whenMocksReady();
    const tokenUsed = sessionOf(api).accessToken;
    const result = await raw(args, api, extra);
    if (!tokenUsed || result.error?.status !== 401) return result;
    if (sessionOf(api).accessToken === tokenUsed) {
      refreshing ??= refresh(api).finally(() => {
        refreshing = null;
      });
      if (!(await refreshing)) return result;
    }
    return raw(args, api, extra);
  };
}
