import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { z } from 'zod';
import { type ContentKind, contentKey } from '@/shared/content-keys';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { HEADER_NAMES } from '@/shared/contracts/headers';
import type { SiteSettings } from '@/shared/site-settings';
import { appConfigFromEnv } from './config';
import { ensureServerMocks } from './server-mocking';

/**
 * Server-side data (getStaticProps / getServerSideProps) goes through axios: base URLs from the
 * environment, the spec's 30 s timeout, and the commerce site headers from the derived settings.
 */
export const SERVER_TIMEOUT_MS = 30_000;

export type ServiceName = 'store' | 'commerce' | 'account';

/** A service answered 404. Loaders decide what that means (a missing page, or a missing item). */
export class ServiceNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`${path} answered 404`);
    this.name = 'ServiceNotFoundError';
  }
}

function client(service: ServiceName, site?: SiteSettings): AxiosInstance {
  const config = appConfigFromEnv();
  const baseURL = service === 'store' ? config.storeApiUrl : service === 'account' ? config.accountApiUrl : config.commerceApiUrl;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (site && service !== 'account') {
    headers[HEADER_NAMES.websiteId] = String(site.websiteId);
    headers[HEADER_NAMES.subsiteId] = String(site.subsiteId);
    headers[HEADER_NAMES.languageId] = String(site.languageId);
  }
  return axios.create({ baseURL, timeout: SERVER_TIMEOUT_MS, headers });
}

export interface GetCommerceOptions<S extends z.ZodType> {
  path: string;
  schema: S;
  site?: SiteSettings;
  service?: Exclude<ServiceName, 'account'>;
  params?: Record<string, string | number | undefined>;
}

/** GET a commerce-envelope answer and return its `data`, validated; 404 → ServiceNotFoundError. */
export async function getCommerce<S extends z.ZodType>({ path, schema, site, service = 'commerce', params }: GetCommerceOptions<S>): Promise<z.infer<S>> {
  await ensureServerMocks();
  try {
    const response = await client(service, site).get(path, { params });
    return (commerceEnvelope(schema).parse(response.data) as { data: z.infer<S> }).data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) throw new ServiceNotFoundError(path);
    throw error;
  }
}

export interface GetContentOptions<S extends z.ZodType> {
  kind: ContentKind;
  schema: S;
  site?: SiteSettings;
}

/** Cached content: `GET {STORE_API_URL}api/redis/{contentKey(...)}`. */
export function getContent<S extends z.ZodType>({ kind, schema, site }: GetContentOptions<S>): Promise<z.infer<S>> {
  const key = contentKey({ kind, websiteCode: site?.websiteCode, storeCode: site?.storeCode, language: site?.languageCode });
  return getCommerce({ path: `api/redis/${key}`, schema, site, service: 'store' });
}
