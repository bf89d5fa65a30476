import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { z } from 'zod';
import { type ContentKind, contentKey } from '@/shared/content-keys';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { HEADER_NAMES } from '@/shared/contracts/headers';
import type { SiteSettings } from '@/shared/site-settings';
import { isEditableKind } from '@/shared/content-rules';
import { appConfigFromEnv, serverSettings } from './config';
import { currentDraftSession, type DraftNote, noteDraft } from './draft-mode';
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
  /** What shoppers see, even in a Draft Mode render (the sitemap: no draft ever reaches a search engine). */
  publishedOnly?: boolean;
}

/**
 * Cached content: `GET {STORE_API_URL}api/redis/{contentKey(...)}`. In a Draft Mode render
 * (draft-mode.ts) an editable key is read through `admin/content/preview/{key}` with the secret the
 * services share, which answers the draft where one exists; the page notes it for the preview bar.
 */
export async function getContent<S extends z.ZodType>({ kind, schema, site, publishedOnly = false }: GetContentOptions<S>): Promise<z.infer<S>> {
  const key = contentKey({ kind, websiteCode: site?.websiteCode, storeCode: site?.storeCode, language: site?.languageCode });
  if (publishedOnly || !currentDraftSession() || !isEditableKind(kind)) return getCommerce({ path: `api/redis/${key}`, schema, site, service: 'store' });
  await ensureServerMocks();
  const response = await client('store', site).get(`admin/content/preview/${key}`, { headers: { 'x-preview-secret': serverSettings().revalidateSecret ?? '' } });
  const { payload, draft } = (response.data as { data: { payload: unknown; draft: DraftNote | null } }).data;
  if (draft) noteDraft(draft);
  return schema.parse(payload);
}
