import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductListQuery } from '@/shared/contracts/catalogue';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import {
  BreadcrumbResponse,
  ProductDetailResponse,
  ProductIdParams,
  ProductPageResponse,
  ProductStockParams,
  ProductStockResponse,
  SiteHeadersSchema,
} from './catalogue-schemas';
import { getBreadcrumb, getProduct, getProductStock, listProducts } from './product-service';

const tags = ['catalogue'];

/** Products as the request's subsite sells them, priced with today's metal rates. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/',
    {
      schema: {
        tags,
        summary: 'List products sold in the subsite, filtered, sorted and paged',
        description: '`q` matches the name (request language or English) or SKU. Prices follow today\'s metal rates.',
        headers: SiteHeadersSchema,
        querystring: ProductListQuery,
        response: { 200: ProductPageResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await listProducts({ db: app.db, site, query: request.query }));
    },
  );

  app.get(
    '/api/products/:id/',
    {
      schema: {
        tags,
        summary: 'One product with its options, stones, weights and price breakup',
        headers: SiteHeadersSchema,
        params: ProductIdParams,
        response: { 200: ProductDetailResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await getProduct({ db: app.db, site, productId: request.params.id }));
    },
  );

  app.get(
    '/api/products/quantity/:id/:check/',
    {
      schema: {
        tags,
        summary: 'Stock per option of one product in the subsite (the spec\'s stock check, `/quantity/{id}/Yes/`)',
        headers: SiteHeadersSchema,
        params: ProductStockParams,
        response: { 200: ProductStockResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await getProductStock({ db: app.db, site, productId: request.params.id }));
    },
  );

  app.get(
    '/api/products/breadcrumb/:id/',
    {
      schema: {
        tags,
        summary: 'Home → category → product, with storefront paths without locale',
        headers: SiteHeadersSchema,
        params: ProductIdParams,
        response: { 200: BreadcrumbResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await getBreadcrumb({ db: app.db, site, productId: request.params.id }));
    },
  );
};
