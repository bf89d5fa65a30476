import { timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as s from '@/shared/contracts/content-editing';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { AppError } from '../../../../lib/app-error';
import { commerceOk } from '../../../../lib/envelope';
import { requireEditor } from '../../../../plugins/auth';
import { actorOf } from '../../../admin/audit';
import { readUploadedFile } from '../../../commerce/orders/after-sales/image-upload';
import type { Storage } from '../../../commerce/orders/after-sales/storage';
import { BANNER_IMAGE_MESSAGES, readBannerImage, uploadBannerImage } from './banner-images';
import { findDraft } from './editorial-repository';
import { resolveEntry } from './entry-key';
import { signPreviewToken } from './preview-token';
import { currentPayload } from './publishing';

const tags = ['admin: content'];
const security = [{ bearer: [] }];
/** The storefront's server reads drafts for Draft Mode pages with the secret both sides share. */
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface PreviewRoutesOptions {
  storage: Storage;
}

/** Draft reads for preview, preview links, banner image uploads and their public files. */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRoutesOptions> = async (app, { storage }) => {
  /** The storefront's server (with the shared secret) or a signed-in editor. */
  const previewReader = async (request: FastifyRequest) => {
    const given = request.headers[PREVIEW_SECRET_HEADER];
    if (typeof given === 'string' && given.length > 0) {
      if (!sameSecret(given, app.env.REVALIDATE_SECRET)) throw new AppError('FORBIDDEN', 'x-preview-secret is not the preview secret');
      return;
    }
    await requireEditor(request);
  };

  app.get(
    '/admin/content/preview/:key',
    { preHandler: previewReader, schema: { tags, security, summary: 'What a Draft Mode page reads: the draft where one exists, else the published content', params: s.ContentKeyParam, response: { 200: commerceEnvelope(s.PreviewContent) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const entry = await resolveEntry(app.db, request.params.key);
      const draft = await findDraft(app.db, entry.entry);
      if (draft) return commerceOk({ payload: draft.payload, draft: { key: entry.key, authorEmail: draft.authorEmail, updatedAt: draft.updatedAt.toISOString() } });
      return commerceOk({ payload: await currentPayload(app.db, entry, app.env.RETURN_WINDOW_DAYS), draft: null });
    },
  );

  app.post(
    '/admin/content/preview-links',
    { preHandler: requireEditor, schema: { tags, security, summary: 'A signed preview link: an hour for yourself, a day to share', body: s.PreviewLinkBody, response: { 200: commerceEnvelope(s.PreviewLinkAnswer) } } },
    async (request) => {
      const editor = request.user!.email ?? `user ${request.user!.id}`;
      const { token, expiresAt } = await signPreviewToken({ secret: app.env.REVALIDATE_SECRET, editor, share: request.body.share });
      const url = new URL('/api/preview', app.env.STOREFRONT_URL);
      url.searchParams.set('token', token);
      url.searchParams.set('path', request.body.path);
      return commerceOk({ url: url.toString(), expiresAt: expiresAt.toISOString() });
    },
  );

  app.get('/content-images/:file', { schema: { tags: ['content'], summary: 'An uploaded banner image', params: s.ContentImageParams } }, async (request, reply) => {
    const image = await readBannerImage({ db: app.db, storage, file: request.params.file });
    return reply.header('Content-Type', image.contentType).header('Cache-Control', 'public, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff').send(image.bytes);
  });

  await app.register(async (scope) => {
    const maxBytes = app.env.UPLOAD_MAX_BYTES;
    await scope.register(multipart, { limits: { files: 1, fileSize: maxBytes, fields: 0, parts: 2, fieldNameSize: 50 } });
    scope.post(
      '/admin/content/images',
      { preHandler: requireEditor, schema: { tags, security, consumes: ['multipart/form-data'], summary: "Upload a banner image for a store (field `image`): checked from its bytes and re-encoded", querystring: s.ImageUploadQuery, response: { 200: commerceEnvelope(s.UploadedContentImage) } } },
      async (request) => {
        const entry = await resolveEntry(app.db, (request.query as { key: string }).key);
        const { bytes, claimedType } = await readUploadedFile(request, 'image', maxBytes, BANNER_IMAGE_MESSAGES);
        const image = await uploadBannerImage({ db: app.db, storage, actor: actorOf(request.user!), subsiteId: entry.entry.subsiteId, bytes, claimedType, maxBytes });
        return commerceOk(image, 'Image uploaded');
      },
    );
  });
};
