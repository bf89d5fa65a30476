import {
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
  retry,
} from '@reduxjs/toolkit/query';
import { type AuthState, loggedOut, tokensRefreshed } from '@/storefront/app/auth-slice';
import type { SiteState } from '@/storefront/app/site-slice';
import { type AppConfig, getAppConfig } from '@/storefront/lib/config';
import { whenMocksReady } from '@/storefront/lib/browser-mocking';
import { AUTH_MESSAGES, HEADER_NAMES } from '@/shared/constants';
import { isLocale, toLanguageTag } from '@/shared/locale';
import { getDeviceId } from '@/storefront/lib/device-id';
import { createTabSession, type TabSession } from './tab-session';

/**
 * The one base query of the storefront's RTK Query API.
 * - `service` picks the base URL (commerce by default, account, or store for content);
 * - commerce and store calls carry websiteID / subsiteID / languageID from `state.site` and the
 *   bearer token when signed in; account calls carry `systemID` (the device fingerprint);
 * - 30 s timeout; errors are fetchBaseQuery's: FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR (with
 *   originalStatus and the raw text) or the HTTP status with the body;
 * - a 401, or a body message `no_user` / `Invalid User`, triggers ONE token refresh shared by
 *   every call that failed meanwhile, then one retry; a failed refresh logs the user out. The
 *   refresh is shared by the tabs too (tab-session.ts): under a lock they share, and a tab whose
 *   refresh token another tab already used takes that tab's new pair instead of reusing it;
 * - RTK's retry with its default backoff (≈300 ms random, doubling, at most 5 retries: docs/requirements/constants.md#retries)
 *   for GETs and for network failures, never for a write that may have reached the server.
 */
export type ServiceName = 'commerce' | 'account' | 'store';
export type BaseQueryArgs = string | (FetchArgs & { service?: ServiceName });
export type StoreBaseQuery = BaseQueryFn<BaseQueryArgs, unknown, FetchBaseQueryError, { maxRetries?: number }, FetchBaseQueryMeta>;

/** The slices the base query reads; the real store has more. */
export interface BaseQueryState {
  auth: AuthState;
  site: SiteState;
}

export const REQUEST_TIMEOUT_MS = 30_000;
export const MAX_RETRIES = 5;
const REAUTH_MESSAGES: ReadonlySet<string> = new Set([AUTH_MESSAGES.invalidUser, AUTH_MESSAGES.noUser]);

export interface CreateBaseQueryOptions {
  getConfig?: () => AppConfig;
  getSystemId?: () => Promise<string>;
  timeout?: number;
  maxRetries?: number;
  /** Tests replace the backoff to keep retries instant. */
  backoff?: (attempt: number, maxRetries: number) => Promise<void>;
  /** How the tabs share refreshes (tests give two stores one storage and one lock). */
  tabSession?: TabSession;
}

const state = (api: Pick<BaseQueryApi, 'getState'>) => api.getState() as BaseQueryState;

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as { meta?: { message?: unknown }; message?: unknown };
  const message = record.meta?.message ?? record.message;
  return typeof message === 'string' ? message : undefined;
}

/** docs/requirements/states.md#token-refresh: a 401, or the message 'no_user' / 'Invalid User' (commerce meta.message or account message). */
export function needsReauthentication(result: { error?: FetchBaseQueryError; data?: unknown }): boolean {
  if (result.error) {
    if (result.error.status === 401) return true;
    return 'data' in result.error && REAUTH_MESSAGES.has(messageOf(result.error.data) ?? '');
  }
  return REAUTH_MESSAGES.has(messageOf(result.data) ?? '');
}

function methodOf(args: BaseQueryArgs): string {
  return (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
}

/** Retry GETs on transient failures, and anything on a network failure (it never reached the server). */
export function shouldRetry(error: FetchBaseQueryError, args: BaseQueryArgs): boolean {
  if (error.status === 'FETCH_ERROR') return true;
  const method = methodOf(args);
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (error.status === 'TIMEOUT_ERROR') return true;
  return typeof error.status === 'number' && (error.status >= 500 || error.status === 408 || error.status === 429);
}

export function createBaseQuery({
  getConfig = getAppConfig,
  getSystemId = getDeviceId,
  timeout = REQUEST_TIMEOUT_MS,
  maxRetries = MAX_RETRIES,
  backoff,
  tabSession = createTabSession(),
}: CreateBaseQueryOptions = {}): StoreBaseQuery {
  const services = new Map<ServiceName, ReturnType<typeof fetchBaseQuery>>();

  function serviceQuery(service: ServiceName) {
    let query = services.get(service);
    if (!query) {
      const config = getConfig();
      const baseUrl = service === 'account' ? config.accountApiUrl : service === 'store' ? config.storeApiUrl : config.commerceApiUrl;
      query = fetchBaseQuery({
        baseUrl,
        timeout,
        prepareHeaders: async (headers, { getState }) => {
          const { auth, site } = getState() as BaseQueryState;
          if (service === 'account') {
            headers.set(HEADER_NAMES.systemId, await getSystemId());
            // Account calls name no site: the page's language tells the service which words to refuse in.
            if (site.locale && isLocale(site.locale)) headers.set('Accept-Language', toLanguageTag(site.locale));
          } else if (site.settings) {
            headers.set(HEADER_NAMES.websiteId, String(site.settings.websiteId));
            headers.set(HEADER_NAMES.subsiteId, String(site.settings.subsiteId));
            // A call may pin its own language (docs/requirements/constants.md#fixed-request-values: countries and offers use languageID 1).
            if (!headers.has(HEADER_NAMES.languageId)) headers.set(HEADER_NAMES.languageId, String(site.settings.languageId));
          }
          if (auth.accessToken && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${auth.accessToken}`);
          return headers;
        },
      });
      services.set(service, query);
    }
    return query;
  }

  const raw = (args: BaseQueryArgs, api: BaseQueryApi, extraOptions: object) => {
    if (typeof args === 'string') return serviceQuery('commerce')(args, api, extraOptions);
    const { service = 'commerce', ...fetchArgs } = args;
    return serviceQuery(service)(fetchArgs, api, extraOptions);
  };

  /** `taken`: tokens another tab (or call) obtained earlier, whose access token may have expired since. */
  type Outcome = 'refreshed' | 'taken' | 'failed';
  let refreshing: Promise<Outcome> | null = null;

  async function refreshTokens(api: BaseQueryApi, tokenUsed: string): Promise<Outcome> {
    const logOut = (): Outcome => {
      api.dispatch(loggedOut({ clearCart: state(api).site.settings?.clearCartOnLogout ?? false }));
      return 'failed';
    };
    // Read inside the lock: another tab may have refreshed while this one waited.
    const { auth } = state(api);
    if (auth.accessToken !== tokenUsed) return auth.accessToken === null ? 'failed' : 'taken';
    if (!auth.refreshToken) return logOut();
    const elsewhere = await tabSession.successorOf(auth.refreshToken);
    // The log was read asynchronously: this tab may have followed another, or signed out, meanwhile.
    const now = state(api).auth.accessToken;
    if (now !== tokenUsed) return now === null ? 'failed' : 'taken';
    if (elsewhere) {
      api.dispatch(tokensRefreshed(elsewhere));
      return 'taken';
    }
    const answer = await raw(
      { service: 'account', url: 'auth/refresh-token', method: 'POST', body: { refreshToken: auth.refreshToken, accessToken: auth.accessToken } },
      api,
      {},
    );
    const body = (answer.data ?? null) as { statusCode?: number; responseBody?: { tokens?: { accessToken?: string; refreshToken?: string } } } | null;
    const tokens = body?.responseBody?.tokens;
    if (body?.statusCode === 200 && tokens?.accessToken && tokens.refreshToken) {
      const pair = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
      api.dispatch(tokensRefreshed(pair));
      // Before the lock is released, so the next tab in line finds it.
      await tabSession.recordRotation(auth.refreshToken, pair);
      return 'refreshed';
    }
    return logOut();
  }

  /** One refresh in flight at a time; a call whose token was already replaced just retries. */
  function refreshOnce(api: BaseQueryApi, tokenUsed: string): Promise<Outcome> {
    if (refreshing) return refreshing;
    const current = state(api).auth.accessToken;
    if (current !== tokenUsed) return Promise.resolve(current === null ? 'failed' : 'taken');
    refreshing = tabSession.exclusive(() => refreshTokens(api, tokenUsed)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const reauthenticating: StoreBaseQuery = async (args, api, extraOptions) => {
    await whenMocksReady();
    const tokenUsed = state(api).auth.accessToken;
    const result = await raw(args, api, extraOptions ?? {});
    // A guest has nothing to refresh: the answer goes back as it is.
    if (!tokenUsed || !needsReauthentication(result)) return result;
    const outcome = await refreshOnce(api, tokenUsed);
    if (outcome === 'failed') return result;
    const tokenTaken = state(api).auth.accessToken;
    const retried = await raw(args, api, extraOptions ?? {});
    // Tokens taken from elsewhere may have expired meanwhile: then one real refresh, from them.
    if (outcome !== 'taken' || !tokenTaken || !needsReauthentication(retried)) return retried;
    return (await refreshOnce(api, tokenTaken)) === 'refreshed' ? raw(args, api, extraOptions ?? {}) : retried;
  };

  // RTK's options take maxRetries or retryCondition, not both: the condition enforces the limit.
  return retry(reauthenticating, {
    retryCondition: (error, args, { attempt }) => attempt <= maxRetries && shouldRetry(error as FetchBaseQueryError, args as BaseQueryArgs),
    ...(backoff ? { backoff } : {}),
  }) as StoreBaseQuery;
}
