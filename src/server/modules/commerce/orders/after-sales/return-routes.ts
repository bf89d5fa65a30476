import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { IdParams } from '@/shared/contracts/ids';
import { ImageParams, NeedMoreInfoBody, ReturnBody, ReturnDetail, ReturnItems, ReturnList, ReturnListParams, UploadedImage } from '@/shared/contracts/returns';
import { PageQuery } from '@/shared/contracts/paging';
import { Reasons } from '@/shared/contracts/orders';
import { commerceOk } from '../../../../lib/envelope';
import { resolveSite } from '../../../../lib/site';
import { SiteHeadersSchema } from '../../catalogue/catalogue-schemas';
import { readImage, readUploadedFile, storeImage, UPLOAD_MESSAGES } from './image-upload';
import { returnReasons } from '@/shared/commerce/reasons';
import { getReturnDetail, listReturnSummaries } from './return-read-service';
import { answerReturn, getReturnItems, requestReturn } from './return-service';
import type { Storage } from './storage';

const tags = ['returns'];
const security = [{ bearer: [] }];

export interface ReturnRoutesOptions {
  storage: Storage;
}

/** docs/requirements/calls.md#returns returns: reasons, returnable items, the request, photos, the list, the detail and the shopper's answer. */
export const returnRoutes: FastifyPluginAsyncZod<ReturnRoutesOptions> = async (app, { storage }) => {
  const returnWindowDays = app.env.RETURN_WINDOW_DAYS;
  const maxBytes = app.env.UPLOAD_MAX_BYTES;

  app.get(
    '/api/orders/returnReasons/',
    { preHandler: app.requireUser, schema: { tags, security, summary: "Reasons to return, in the request's language", headers: SiteHeadersSchema, response: { 200: commerceEnvelope(Reasons) } } },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(returnReasons(site.languageCode), 'Return reasons');
    },
  );

  app.get(
    '/api/orders/returnItems/id/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, security, summary: 'Delivered units that can still be returned (inside the return window)', headers: SiteHeadersSchema, params: IdParams, response: { 200: commerceEnvelope(ReturnItems) } },
    },
    async (request) => commerceOk(await getReturnItems({ db: app.db, orderId: request.params.id, user: request.user!, returnWindowDays }), 'Returnable items'),
  );

  app.patch(
    '/api/orders/return/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Ask to return units of a delivered order, with a reason, a comment and photos (ids from uploadRmaImage)',
        description: '409 outside the return window or for more units than can be returned; 400 for an image id that is not one of your free uploads.',
        headers: SiteHeadersSchema,
        body: ReturnBody,
        response: { 200: commerceEnvelope(ReturnDetail) },
      },
    },
    async (request) => {
      const { languageCode } = await resolveSite(app.db, request.headers);
      return commerceOk(await requestReturn({ db: app.db, user: request.user!, body: request.body, languageCode, returnWindowDays, notify: app.notify }), 'Return requested');
    },
  );

  app.get(
    '/api/orders/returnRequest/status/:status/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The shopper's returns, newest first, by status (`all` for every one)",
        description: '`limitFrom`/`limitTo` as for orders; `searchKey` matches the RMA or order number or a product name.',
        headers: SiteHeadersSchema,
        params: ReturnListParams,
        querystring: PageQuery,
        response: { 200: commerceEnvelope(ReturnList) },
      },
    },
    async (request) => {
      const { languageCode } = await resolveSite(app.db, request.headers);
      return commerceOk(await listReturnSummaries({ db: app.db, user: request.user!, status: request.params.status, query: request.query, languageCode }), 'Return requests');
    },
  );

  app.get(
    '/api/orders/rmaDetails/id/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, security, summary: 'One return with its lines, photos, refund and history', headers: SiteHeadersSchema, params: IdParams, response: { 200: commerceEnvelope(ReturnDetail) } },
    },
    async (request) => {
      const { languageCode } = await resolveSite(app.db, request.headers);
      return commerceOk(await getReturnDetail({ db: app.db, returnId: request.params.id, user: request.user!, languageCode }), 'Return details');
    },
  );

  app.post(
    '/api/orders/needmoreinfoImages/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Answer staff's request for more information with a note and photos; the return goes back to `requested`",
        headers: SiteHeadersSchema,
        body: NeedMoreInfoBody,
        response: { 200: commerceEnvelope(ReturnDetail) },
      },
    },
    async (request) => {
      const { languageCode } = await resolveSite(app.db, request.headers);
      return commerceOk(await answerReturn({ db: app.db, user: request.user!, returnId: request.body.returnID, comment: request.body.comment, imageIDs: request.body.imageIDs, languageCode, notify: app.notify }), 'Information sent');
    },
  );

  app.get(
    '/api/orders/rmaImage/:imageID',
    {
      preHandler: app.requireUser,
      schema: { tags, security, summary: 'A return photo: for the shopper who uploaded it and staff only (404 otherwise)', params: ImageParams },
    },
    async (request, reply) => {
      const image = await readImage({ db: app.db, storage, user: request.user!, imageId: request.params.imageID });
      // The bytes were checked as an image on the way in; nosniff keeps a browser from guessing otherwise.
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );

  // The upload in a scope of its own: only this route accepts multipart, with the file-size limit.
  await app.register(async (scope) => {
    // preservePath: see the file name as sent (busboy would cut `../../x.png` to `x.png`), so such a name can be refused.
    await scope.register(multipart, { preservePath: true, limits: { files: 1, fileSize: maxBytes, fields: 0, parts: 2, fieldNameSize: 50 } });
    scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/api/orders/uploadRmaImage',
      {
        preHandler: app.requireUser,
        bodyLimit: maxBytes + 64 * 1024,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          summary: 'Upload one return photo (multipart field `rmaImage`): JPEG, PNG or WebP, checked from the bytes',
          description: `At most UPLOAD_MAX_BYTES (default 5 MB): larger is 413. Not an image, or a type that does not match the bytes, is 400. The file name is never used. Answers an image id for PATCH /api/orders/return/ and needmoreinfoImages.`,
          response: { 200: commerceEnvelope(UploadedImage) },
        },
      },
      async (request) => {
        const { bytes, claimedType } = await readUploadedFile(request, 'rmaImage', maxBytes, UPLOAD_MESSAGES);
        const image = await storeImage({ db: app.db, storage, user: request.user!, bytes, claimedType, maxBytes });
        return commerceOk(image, 'Image uploaded');
      },
    );
  });
};
