import type { ContentItem, ContentOverview, DraftView, StaleRefusal, UploadedContentImage } from '@/shared/contracts/content-editing';
import type { WebsiteStores } from '@/shared/contracts/content';
import type { EditableKind } from '@/shared/content-rules';
import { adminApi } from '@/storefront/modules/admin/admin-api';

interface Envelope<T> {
  meta: { message: string };
  data: T;
}
const unwrap = <T>(answer: Envelope<T>) => answer.data;

export interface PublishAnswer {
  published: { key: string; version: number }[];
  revalidatedPaths: string[];
}

/** The editors' calls (`/admin/content/*` on the services), injected into the back office's API. */
export const contentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    websites: build.query<WebsiteStores, void>({ query: () => 'api/redis/websiteStores', transformResponse: unwrap<WebsiteStores> }),
    overview: build.query<ContentOverview, { website: string; kind: EditableKind }>({
      query: (params) => ({ url: 'admin/content/overview', params }),
      transformResponse: unwrap<ContentOverview>,
      providesTags: (_result, _error, { kind }) => [{ type: 'ContentItem', id: `overview-${kind}` }],
    }),
    contentItem: build.query<ContentItem, string>({
      query: (key) => `admin/content/items/${key}`,
      transformResponse: unwrap<ContentItem>,
      providesTags: (_result, _error, key) => [{ type: 'ContentItem', id: key }],
    }),
    saveDraft: build.mutation<DraftView, { key: string; payload: unknown }>({
      query: ({ key, payload }) => ({ url: `admin/content/items/${key}/draft`, method: 'PUT', body: { payload } }),
      transformResponse: unwrap<DraftView>,
      invalidatesTags: (_result, _error, { key }) => [{ type: 'ContentItem', id: key }, 'ContentItem'],
    }),
    discardDraft: build.mutation<null, string>({
      query: (key) => ({ url: `admin/content/items/${key}/draft`, method: 'DELETE' }),
      invalidatesTags: ['ContentItem'],
    }),
    publish: build.mutation<PublishAnswer, { key: string; scope: 'locale' | 'all'; confirmStale?: boolean }>({
      query: ({ key, scope, confirmStale = false }) => ({ url: `admin/content/items/${key}/publish`, method: 'POST', body: { scope, confirmStale } }),
      transformResponse: unwrap<PublishAnswer>,
      invalidatesTags: ['ContentItem'],
    }),
    rollback: build.mutation<PublishAnswer, { key: string; version: number }>({
      query: ({ key, version }) => ({ url: `admin/content/items/${key}/rollback`, method: 'POST', body: { version } }),
      transformResponse: unwrap<PublishAnswer>,
      invalidatesTags: ['ContentItem'],
    }),
    schedule: build.mutation<DraftView, { key: string; publishAt: string | null }>({
      query: ({ key, publishAt }) => ({ url: `admin/content/items/${key}/schedule`, method: 'PUT', body: { publishAt } }),
      transformResponse: unwrap<DraftView>,
      invalidatesTags: ['ContentItem'],
    }),
    previewLink: build.mutation<{ url: string; expiresAt: string }, { path: string; share: boolean }>({
      query: (body) => ({ url: 'admin/content/preview-links', method: 'POST', body }),
      transformResponse: unwrap<{ url: string; expiresAt: string }>,
    }),
    uploadImage: build.mutation<UploadedContentImage, { key: string; file: File }>({
      query: ({ key, file }) => {
        const form = new FormData();
        form.append('image', file);
        return { url: 'admin/content/images', method: 'POST', params: { key }, body: form };
      },
      transformResponse: unwrap<UploadedContentImage>,
      invalidatesTags: (_result, _error, { key }) => [{ type: 'ContentItem', id: key }],
    }),
  }),
});

export const {
  useWebsitesQuery,
  useOverviewQuery,
  useContentItemQuery,
  useSaveDraftMutation,
  useDiscardDraftMutation,
  usePublishMutation,
  useRollbackMutation,
  useScheduleMutation,
  usePreviewLinkMutation,
  useUploadImageMutation,
} = contentApi;

/** The stale drafts a refused publish names (409, docs/content-editing.md#stale-drafts), or null for any other failure. */
export function staleRefusal(error: unknown): StaleRefusal['stale'] | null {
  // Checked by shape, not with the zod schema: the preview bar shares this and keeps zod out of its chunk.
  const failed = error as { status?: unknown; data?: { data?: Partial<StaleRefusal> | null } } | undefined;
  const stale = failed?.status === 409 ? failed.data?.data?.stale : undefined;
  return Array.isArray(stale) && stale.length > 0 ? stale : null;
}

/** The server's words for a failed call (they name the field), or a plain fallback. */
export function failureMessage(error: unknown): string {
  const data = (error as { data?: { meta?: { message?: string }; message?: string } } | undefined)?.data;
  return data?.meta?.message ?? data?.message ?? 'The call failed. Check the connection and try again.';
}
