import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { listMetalRates } from '../pricing/pricing-service';
import {
  CategoriesResponse,
  CountriesResponse,
  LanguageHeadersSchema,
  MetalRatesResponse,
  SiteHeadersSchema,
  StoresResponse,
} from './catalogue-schemas';
import { listCategories, listCountries, listStores } from './reference-service';

const tags = ['catalogue'];

/** Master data the storefront needs around the products: categories, rates, stores, countries. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories/',
    {
      schema: {
        tags,
        summary: 'Categories in the request language, with the number of products the subsite sells in each',
        headers: SiteHeadersSchema,
        response: { 200: CategoriesResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await listCategories({ db: app.db, site }));
    },
  );

  app.get(
    '/api/metal-rates/',
    {
      schema: {
        tags,
        summary: "Today's rate per gram for each metal and purity of the subsite, with the previous rate",
        headers: SiteHeadersSchema,
        response: { 200: MetalRatesResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await listMetalRates({ db: app.db, site }));
    },
  );

  app.get(
    '/api/stores/',
    {
      schema: {
        tags,
        summary: "The subsite's stores for the store locator",
        headers: SiteHeadersSchema,
        response: { 200: StoresResponse },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await listStores({ db: app.db, site }));
    },
  );

  app.get(
    '/api/cart/countries',
    {
      schema: {
        tags: ['cart'],
        summary: 'Countries and their states in the language of the languageID header (the storefront sends 1)',
        headers: LanguageHeadersSchema,
        response: { 200: CountriesResponse },
      },
    },
    async (request) => commerceOk(await listCountries({ db: app.db, languageId: request.headers.languageid })),
  );
};
