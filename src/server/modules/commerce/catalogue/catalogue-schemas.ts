import { z } from 'zod';
import { Breadcrumb, Categories, MetalRates, ProductDetail, ProductIdParams as SharedProductIdParams, ProductPage, ProductStock } from '@/shared/contracts/catalogue';
import { Countries, Stores } from '@/shared/contracts/content';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { dbIdText } from '../../../lib/db-id';

/**
 * Route schemas of the catalogue: the shared contracts wrapped in the commerce envelope, plus the
 * site headers. Header objects are loose: Fastify replaces `request.headers` with the validated
 * value, and a strict object would strip `authorization` and the rest.
 */
const id = (name: string) => dbIdText().describe(`${name} from the site settings`);

export const ProductIdParams = SharedProductIdParams.extend({ id: dbIdText() });

export const SiteHeadersSchema = z.looseObject({
  websiteid: id('websiteID'),
  subsiteid: id('subsiteID'),
  languageid: id('languageID'),
});

/** Countries are fetched with only `languageID: 1` (docs/requirements/constants.md#fixed-request-values); the site ids may be left out. */
export const LanguageHeadersSchema = z.looseObject({
  websiteid: id('websiteID').optional(),
  subsiteid: id('subsiteID').optional(),
  languageid: id('languageID'),
});

export const ProductStockParams = ProductIdParams.extend({
  check: z.literal('Yes').describe("Always `Yes`: the storefront's stock check passes 'Yes' (docs/requirements/constants.md#fixed-request-values)"),
});

export const ProductPageResponse = commerceEnvelope(ProductPage);
export const ProductDetailResponse = commerceEnvelope(ProductDetail);
export const ProductStockResponse = commerceEnvelope(ProductStock);
export const BreadcrumbResponse = commerceEnvelope(Breadcrumb);
export const CategoriesResponse = commerceEnvelope(Categories);
export const MetalRatesResponse = commerceEnvelope(MetalRates);
export const StoresResponse = commerceEnvelope(Stores);
export const CountriesResponse = commerceEnvelope(Countries);
