import { http } from 'msw';
import { z } from 'zod';
import {
  Breadcrumb,
  Categories,
  MetalRates,
  ProductDetail,
  ProductIdParams,
  ProductListQuery,
  ProductPage,
  ProductStock,
} from '@/shared/contracts/catalogue';
import { Stores } from '@/shared/contracts/content';
import type { RecordedProduct } from '../lib/fixtures';
import { searchProducts } from '../lib/product-search';
import { commerceOk, notFound, type ResolverInfo, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { type MockSite, resolveMockSite } from '../lib/site';
import { parseInput, queryOf } from '../lib/validate';

/** A recorded product of the request's locale; 404 like the services for any other id. */
export function getRecordedProduct(site: MockSite, productID: number): RecordedProduct {
  const product = site.catalogue.products.find((candidate) => candidate.detail.productID === productID);
  if (!product) throw notFound(`Product ${productID}`);
  return product;
}

/** The stock check's path ends in `/Yes/` (docs/requirements/constants.md#fixed-request-values); the services refuse anything else with a 400. */
const ProductStockParams = ProductIdParams.extend({ check: z.literal('Yes') });

/** Input is validated in Fastify's order (params, then query), then the site headers. */
function productOf({ request, params }: ResolverInfo, schema: typeof ProductIdParams = ProductIdParams): RecordedProduct {
  const { id } = parseInput(schema, params, 'params');
  return getRecordedProduct(resolveMockSite(request), id);
}

/** Catalogue routes (docs/requirements/service-contract.md#added-calls) over the recorded catalogue. */
export const catalogueHandlers = [
  http.get(
    anyOrigin('/api/products/'),
    withEnvelope('commerce', ({ request }) => {
      const query = parseInput(ProductListQuery, queryOf(request), 'querystring');
      const { catalogue } = resolveMockSite(request);
      const { decimalPlaces = 0, currencyCode = '' } = catalogue.products[0]?.detail.priceBreakup ?? {};
      return commerceOk(ProductPage, searchProducts({ products: catalogue.products, query, decimalPlaces, currencyCode }));
    }),
  ),
  http.get(
    anyOrigin('/api/products/quantity/:id/:check/'),
    withEnvelope('commerce', (info) => commerceOk(ProductStock, productOf(info, ProductStockParams).stock)),
  ),
  http.get(
    anyOrigin('/api/products/breadcrumb/:id/'),
    withEnvelope('commerce', (info) => commerceOk(Breadcrumb, productOf(info).breadcrumb)),
  ),
  http.get(
    anyOrigin('/api/products/:id/'),
    withEnvelope('commerce', (info) => commerceOk(ProductDetail, productOf(info).detail)),
  ),
  http.get(
    anyOrigin('/api/categories/'),
    withEnvelope('commerce', ({ request }) => {
      const { catalogue } = resolveMockSite(request);
      // Counted from the recorded products, so a category page shows as many as its count says.
      const countOf = (slug: string) => catalogue.products.filter((product) => product.summary.categorySlug === slug).length;
      return commerceOk(Categories, catalogue.categories.map((category) => ({ ...category, productCount: countOf(category.slug) })));
    }),
  ),
  http.get(
    anyOrigin('/api/metal-rates/'),
    withEnvelope('commerce', ({ request }) => commerceOk(MetalRates, resolveMockSite(request).catalogue.metalRates)),
  ),
  http.get(
    anyOrigin('/api/stores/'),
    withEnvelope('commerce', ({ request }) => commerceOk(Stores, resolveMockSite(request).catalogue.stores)),
  ),
];
