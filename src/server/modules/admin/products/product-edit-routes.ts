import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductDetail, AdminProductParams, ProductChange, ProductEditBody, ProductImageParams, PublishBody } from '@/shared/contracts/admin-product-edit';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../lib/envelope';
import { adminRoute } from '../../../plugins/admin-route';
import { requireStaff } from '../../../plugins/auth';
import { editProduct, getProductForEdit, type ProductWrite, setProductPublished } from '../../commerce/catalogue';
import { readUploadedFile } from '../../commerce/orders/after-sales/image-upload';
import { PRODUCT_IMAGE_MESSAGES, readProductImage, uploadProductImage } from './product-images';
import { announcedWrite, namesProduct, type ProductRoutesOptions } from './announced-write';

const answer = (write: ProductWrite) => ({ product: write.detail, revalidatedPaths: write.paths });

/**
 * Editing a product (docs/back-office.md#products-and-stock): every write is announced on the
 * catalogue channel (the read model drops its copies) and regenerates the product's page and its
 * category's page in every locale that sells it.
 */
export const productEditRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, { revalidator, storage }) => {
  const regenerate = (write: ProductWrite) => {
    void revalidator.revalidate(write.paths);
    return answer(write);
  };

  app.get(
    '/admin/products/:productID',
    adminRoute(requireStaff, { summary: 'A product with every editable field: texts per language, weights, making charge, prices per subsite, options, stones, images, published', params: AdminProductParams, response: { 200: commerceEnvelope(AdminProductDetail) } }),
    async (request) => commerceOk(await getProductForEdit(app.db, request.params.productID)),
  );
  app.put(
    '/admin/products/:productID',
    adminRoute(requireStaff, {
      summary: "Save a product's texts, weights, making charge, prices per subsite, options, stones and image order; its shopper pages regenerate",
      description: 'Options cannot be removed (set their stock to 0); a new option is stocked at 0 in every subsite that sells the product. Images must be the product\'s own (upload new photos first).',
      params: AdminProductParams,
      body: ProductEditBody,
      response: { 200: commerceEnvelope(ProductChange) },
    }),
    async (request) => {
      const write = await announcedWrite(app, request, namesProduct(request.params.productID), () => editProduct({ db: app.db, staff: request.user!, productId: request.params.productID, body: request.body }));
      return commerceOk(regenerate(write), 'Product saved');
    },
  );
  app.put(
    '/admin/products/:productID/published',
    adminRoute(requireStaff, { summary: 'Publish or unpublish a product: unpublished, it is gone from listings, search, the sitemap and its page (404) for shoppers', params: AdminProductParams, body: PublishBody, response: { 200: commerceEnvelope(ProductChange) } }),
    async (request) => {
      const write = await announcedWrite(app, request, namesProduct(request.params.productID), () => setProductPublished({ db: app.db, staff: request.user!, productId: request.params.productID, published: request.body.published }));
      return commerceOk(regenerate(write), write.detail.published ? 'Product published' : 'Product unpublished');
    },
  );
  app.get('/product-images/:file', { schema: { tags: ['catalogue'], summary: 'An uploaded product photo', params: ProductImageParams } }, async (request, reply) => {
    const image = await readProductImage(storage, request.params.file);
    return reply.header('Content-Type', image.contentType).header('Cache-Control', 'public, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff').send(image.bytes);
  });

  // The upload in a scope of its own: only this route accepts multipart, with the file-size limit.
  await app.register(async (scope) => {
    const maxBytes = app.env.UPLOAD_MAX_BYTES;
    // preservePath: see the file name as sent, so a name climbing out of a folder can be refused.
    await scope.register(multipart, { preservePath: true, limits: { files: 1, fileSize: maxBytes, fields: 0, parts: 2, fieldNameSize: 50 } });
    scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/admin/products/:productID/images',
      {
        ...adminRoute(requireStaff, {
          consumes: ['multipart/form-data'],
          summary: 'Upload a product photo (field `image`): JPEG, PNG or WebP checked from its bytes, re-encoded, added last to the images',
          params: AdminProductParams,
          response: { 200: commerceEnvelope(ProductChange) },
        }),
        bodyLimit: maxBytes + 64 * 1024,
      },
      async (request) => {
        const { bytes, claimedType } = await readUploadedFile(request, 'image', maxBytes, PRODUCT_IMAGE_MESSAGES);
        const productId = request.params.productID;
        const write = await announcedWrite(app, request, namesProduct(productId), () => uploadProductImage({ db: app.db, storage, staff: request.user!, productId, bytes, claimedType, maxBytes }));
        return commerceOk(regenerate(write), 'Photo uploaded');
      },
    );
  });
};
