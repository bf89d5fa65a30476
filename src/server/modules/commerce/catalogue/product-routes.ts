import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductListQuery, ProductUpsell } from '@/shared/contracts/catalogue';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { SuggestQuery, Suggestions } from '@/shared/contracts/search';
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
import { listProducts } from './product-listing';
import { getBreadcrumb, getProduct, getProductStock } from './product-service';
import { suggest } from './product-suggest';
import { listUpsell } from './product-upsell';

const tags = ['catalogue'];

/** Products as the request's subsite sells them, priced with today's metal rates. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/',
    {
      schema: {
        tags,
        summary: 'List products sold in the subsite: searched, filtered, sorted and paged, with counts per filter value',
        description:
          '`q` searches names, categories, metal, purity, stones and descriptions in the request language and English, ' +
          'forgiving typos ("neckalce"); results rank by relevance unless `sort` says otherwise. `facets` count each ' +
          "filter value over the other filters. Prices follow today's metal rates.",
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
    '/api/products/suggest/',
    {
      schema: {
        tags,
        summary: 'Suggestions as the shopper types: matching categories, then the most relevant products (8 at most)',
        headers: SiteHeadersSchema,
        querystring: SuggestQuery,
        response: { 200: commerceEnvelope(Suggestions) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await suggest({ db: app.db, site, q: request.query.q }));
    },
  );

  app.get(
    '/api/products/:id/upsell',
    {
      schema: {
        tags,
        summary: 'Up to 8 related pieces in stock: the same category first, then the categories that complete it',
        headers: SiteHeadersSchema,
        params: ProductIdParams,
        response: { 200: commerceEnvelope(ProductUpsell) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await listUpsell({ db: app.db, site, productId: request.params.id }));
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
