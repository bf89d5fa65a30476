import { Breadcrumb, Categories, MetalRates, ProductDetail, ProductPage, ProductStock } from '@/shared/contracts/catalogue';
import { Countries, Stores } from '@/shared/contracts/content';
import type { Locale } from '@/shared/locale';
import { commerceOk, type ContractCase, refused, refusedGets, servedGets } from './contract-case';
import { catalogueOf, LOCALES, siteHeadersOf, UNKNOWN_ID } from './known-data';

/** What every locale must answer: listings, a product with its stock and breadcrumb, master data. */
function servedIn(locale: Locale): ContractCase[] {
  const headers = siteHeadersOf(locale);
  const { detail } = catalogueOf(locale).products[0]!;
  const get = servedGets(locale, headers);
  return [
    get('/api/products/', 'the first page', commerceOk(ProductPage)),
    get(`/api/products/?category=${detail.categorySlug}&sort=price_asc&pageSize=5`, 'a category by price', commerceOk(ProductPage)),
    get(`/api/products/?metal=${detail.metal}&purity=${detail.purity}&minPrice=0&maxPrice=99999999&sort=newest`, 'a filtered page', commerceOk(ProductPage)),
    get(`/api/products/?q=${encodeURIComponent(detail.sku)}`, 'a search by SKU', commerceOk(ProductPage)),
    get('/api/products/?category=no-such-category', 'an empty page for an unknown category', commerceOk(ProductPage), true),
    get(`/api/products/${detail.productID}/`, 'one product', commerceOk(ProductDetail), true),
    get(`/api/products/quantity/${detail.productID}/Yes/`, 'its stock', commerceOk(ProductStock), true),
    get(`/api/products/breadcrumb/${detail.productID}/`, 'its breadcrumb', commerceOk(Breadcrumb), true),
    get('/api/categories/', 'the categories', commerceOk(Categories)),
    get('/api/metal-rates/', "today's metal rates", commerceOk(MetalRates)),
    get('/api/stores/', 'the stores', commerceOk(Stores), true),
  ];
}

/** Bad input names the field; unknown ids and sites are 404s. */
function refusals(): ContractCase[] {
  const headers = siteHeadersOf('in-en');
  const get = refusedGets(headers);
  const { websiteID, subsiteID } = headers;
  return [
    get('/api/products/', 'refuses a request without site headers with 400', refused(400, 'Header websiteID is required'), {}),
    get('/api/products/', 'refuses a non-numeric subsiteID with 400', refused(400, 'subsiteID'), { ...headers, subsiteID: 'in' }),
    get('/api/products/', 'answers 404 for a subsite the website lacks', refused(404, 'Site not found'), { ...headers, subsiteID: '999' }),
    get('/api/products/', 'answers 404 for a language the subsite lacks', refused(404, 'Site not found'), { websiteID: websiteID!, subsiteID: subsiteID!, languageID: '999' }),
    get('/api/products/?pageSize=0', 'refuses pageSize 0 with 400', refused(400, 'pageSize')),
    get('/api/products/?pageSize=61', 'refuses pageSize 61 with 400', refused(400, 'pageSize')),
    get('/api/products/?page=0', 'refuses page 0 with 400', refused(400, 'page')),
    get('/api/products/?sort=cheapest', 'refuses an unknown sort with 400', refused(400, 'sort')),
    get('/api/products/?metal=copper', 'refuses an unknown metal with 400', refused(400, 'metal')),
    get('/api/products/?purity=14K', 'refuses an unknown purity with 400', refused(400, 'purity')),
    get('/api/products/?minPrice=-1', 'refuses a negative minPrice with 400', refused(400, 'minPrice')),
    get('/api/products/?minPrice=500&maxPrice=100', 'refuses minPrice above maxPrice with 400', refused(400, 'minPrice')),
    get('/api/products/?colour=red', 'refuses an unknown parameter with 400', refused(400, 'colour')),
    get(`/api/products/${UNKNOWN_ID}/`, 'answers 404 for an unknown product', refused(404, String(UNKNOWN_ID))),
    get('/api/products/ring/', 'refuses a non-numeric id with 400', refused(400, 'id')),
    get('/api/products/0/', 'refuses id 0 with 400', refused(400, 'id')),
    get(`/api/products/quantity/${UNKNOWN_ID}/Yes/`, 'answers 404 for an unknown product', refused(404, String(UNKNOWN_ID))),
    get('/api/products/quantity/abc/Yes/', 'refuses a non-numeric id with 400', refused(400, 'id')),
    get('/api/products/quantity/1/No/', "refuses anything but 'Yes' with 400", refused(400, 'check')),
    get(`/api/products/breadcrumb/${UNKNOWN_ID}/`, 'answers 404 for an unknown product', refused(404, String(UNKNOWN_ID))),
    get('/api/products/breadcrumb/-3/', 'refuses a negative id with 400', refused(400, 'id')),
    get('/api/categories/', 'refuses a request without languageID with 400', refused(400, 'languageID'), { websiteID: websiteID!, subsiteID: subsiteID! }),
    get('/api/metal-rates/', 'refuses a request without site headers with 400', refused(400, 'Header'), {}),
    get('/api/stores/', 'answers 404 for an unknown website', refused(404, 'Site not found'), { ...headers, websiteID: '999' }),
  ];
}

/** Countries are fetched with `languageID: 1` alone (docs/requirements/constants.md#fixed-request-values). */
function countryCases(): ContractCase[] {
  const path = '/api/cart/countries';
  return [
    { name: `GET ${path} answers the countries with languageID 1 alone`, method: 'GET', path, headers: { languageID: '1' }, status: 200, schema: commerceOk(Countries), sameAnswer: true },
    { name: `GET ${path} answers the countries with every site header`, method: 'GET', path, headers: siteHeadersOf('ae-ar'), status: 200, schema: commerceOk(Countries), sameAnswer: true },
    { name: `GET ${path} refuses a request without languageID with 400`, method: 'GET', path, headers: {}, ...refused(400, 'languageID') },
    { name: `GET ${path} answers 404 for an unknown language`, method: 'GET', path, headers: { languageID: '999' }, ...refused(404, '999') },
  ];
}

export function catalogueCases(): ContractCase[] {
  return [...LOCALES.flatMap(servedIn), ...refusals(), ...countryCases()];
}
