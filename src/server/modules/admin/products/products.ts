import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOptionParams, AdminProductPage, AdminProductQuery, StockBody } from '@/shared/contracts/admin-products';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { z } from 'zod';
import type { CatalogueNotice } from '../../../lib/catalogue-changes';
import { commerceOk } from '../../../lib/envelope';
import { createHttpRevalidator, type Revalidator } from '../../../lib/revalidator';
import { adminRoute } from '../../../plugins/admin-route';
import { requireStaff } from '../../../plugins/auth';
import { listAdminProducts, setOptionStock } from '../../commerce/catalogue';
import type { Storage } from '../../commerce/orders/after-sales/storage';
import { storageFor } from '../../commerce/orders/after-sales/after-sales-module';
import { announcedWrite, type ProductRoutesOptions } from './announced-write';
import { productEditRoutes } from './product-edit-routes';

const StockChange = z.object({ productID: z.number().int(), quantity: z.number().int(), revalidatedPaths: z.array(z.string()) });

const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, { revalidator, storage }) => {
  app.get(
    '/admin/products',
    adminRoute(requireStaff, { summary: 'Products with the stock of each option per subsite, by SKU or name (staff only)', querystring: AdminProductQuery, response: { 200: commerceEnvelope(AdminProductPage) } }),
    async (request) => commerceOk(await listAdminProducts(app.db, request.query)),
  );
  app.put(
    '/admin/product-options/:optionID/stock',
    adminRoute(requireStaff, {
      summary: "Set an option's units on the shelf in a subsite (new hallmarked pieces in India with their HUIDs); the product's pages regenerate",
      params: AdminOptionParams,
      body: StockBody,
      response: { 200: commerceEnvelope(StockChange) },
    }),
    async (request) => {
      const optionId = request.params.optionID;
      const ours = (notice: CatalogueNotice) => notice.kind === 'stock' && notice.optionId === optionId;
      const change = await announcedWrite(app, request, ours, () => setOptionStock({ db: app.db, staff: request.user!, optionId, body: request.body }));
      // The product page in each of the subsite's languages shows whether the piece can be bought.
      const paths = change.subsite.languageCodes.map((language) => `/${change.subsite.code}-${language}/${change.slug}`);
      void revalidator.revalidate(paths);
      return commerceOk({ productID: change.productId, quantity: change.quantity, revalidatedPaths: paths }, 'Stock saved');
    },
  );
  await app.register(productEditRoutes, { revalidator, storage });
};

/** Products and stock in the back office (issue 17): writes go through the catalogue module. */
export function createAdminProductsModule({ revalidator, storage }: { revalidator?: Revalidator; storage?: Storage } = {}) {
  return async function adminProductsModule(app: FastifyInstance) {
    await app.register(productRoutes, {
      revalidator: revalidator ?? createHttpRevalidator({ storefrontUrl: app.env.STOREFRONT_URL, secret: app.env.REVALIDATE_SECRET, log: app.log }),
      // Uploaded product photos: DATA_DIR/uploads/products on disk (memory with an in-memory DATA_DIR).
      storage: storage ?? storageFor(app.env),
    });
  };
}
export const adminProductsModule = createAdminProductsModule();
