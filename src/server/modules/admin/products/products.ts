import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOptionParams, AdminProductPage, AdminProductQuery, StockBody } from '@/shared/contracts/admin-products';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { z } from 'zod';
import { commerceOk } from '../../../lib/envelope';
import { createHttpRevalidator, type Revalidator } from '../../../lib/revalidator';
import { requireStaff } from '../../../plugins/auth';
import { listAdminProducts, setOptionStock } from '../../commerce/catalogue';

const tags = ['admin'];
const security = [{ bearer: [] }];
/** How long a stock change waits for its own notice before answering anyway (the listener may be reconnecting). */
const STOCK_NOTICE_WAIT_MS = 2_000;
const StockChange = z.object({ productID: z.number().int(), quantity: z.number().int(), revalidatedPaths: z.array(z.string()) });

const productRoutes: FastifyPluginAsyncZod<{ revalidator: Revalidator }> = async (app, { revalidator }) => {
  app.get(
    '/admin/products',
    { preHandler: requireStaff, schema: { tags, security, summary: 'Products with the stock of each option per subsite, by SKU or name (staff only)', querystring: AdminProductQuery, response: { 200: commerceEnvelope(AdminProductPage) } } },
    async (request) => commerceOk(await listAdminProducts(app.db, request.query)),
  );
  app.put(
    '/admin/product-options/:optionID/stock',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary: "Set an option's units on the shelf in a subsite (new hallmarked pieces in India with their HUIDs); the product's pages regenerate",
        params: AdminOptionParams,
        body: StockBody,
        response: { 200: commerceEnvelope(StockChange) },
      },
    },
    async (request) => {
      const optionId = request.params.optionID;
      // Armed before the write, awaited before the pages regenerate: they must see the new stock,
      // and every process has heard of it once this one has (lib/catalogue-changes.ts).
      const heard = app.catalogueChanges.next((notice) => notice.kind === 'catalogue' || notice.kind === 'lost' || (notice.kind === 'stock' && notice.optionId === optionId), STOCK_NOTICE_WAIT_MS);
      const change = await setOptionStock({ db: app.db, staff: request.user!, optionId, body: request.body });
      if (!(await heard)) request.log.warn({ optionId }, 'the stock change notice did not come back in time; other processes follow when they hear it');
      // The product page in each of the subsite's languages shows whether the piece can be bought.
      const paths = change.subsite.languageCodes.map((language) => `/${change.subsite.code}-${language}/${change.slug}`);
      void revalidator.revalidate(paths);
      return commerceOk({ productID: change.productId, quantity: change.quantity, revalidatedPaths: paths }, 'Stock saved');
    },
  );
};

/** Products and stock in the back office (issue 17): writes go through the catalogue module. */
export function createAdminProductsModule({ revalidator }: { revalidator?: Revalidator } = {}) {
  return async function adminProductsModule(app: FastifyInstance) {
    await app.register(productRoutes, { revalidator: revalidator ?? createHttpRevalidator({ storefrontUrl: app.env.STOREFRONT_URL, secret: app.env.REVALIDATE_SECRET, log: app.log }) });
  };
}
export const adminProductsModule = createAdminProductsModule();
