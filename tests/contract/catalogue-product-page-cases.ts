import { ProductPage, ProductUpsell } from '@/shared/contracts/catalogue';
import { PincodeCheck } from '@/shared/contracts/delivery';
import { ProductPromotions } from '@/shared/contracts/promotions';
import { ProductReviewsPage } from '@/shared/contracts/reviews';
import { Suggestions } from '@/shared/contracts/search';
import type { Locale } from '@/shared/locale';
import { commerceOk, type ContractCase, refused, refusedGets, servedGets } from './contract-case';
import { catalogueOf, LOCALES, siteHeadersOf, UNKNOWN_ID } from './known-data';

/** Pins docs/requirements/service-contract.md#demo-store names (India) and the UAE's first area code, each with what the seed says of it. */
const PINS: Record<string, string[]> = { in: ['400001', '560001', '999999'], ae: ['DXB-01', 'FUJ-01'] };

/** Issue 3's calls in every locale: search with facets, suggestions, and the product page's extras. */
function servedIn(locale: Locale): ContractCase[] {
  const headers = siteHeadersOf(locale);
  const { detail } = catalogueOf(locale).products[0]!;
  const get = servedGets(locale, headers);
  const words = encodeURIComponent(detail.name.split(' ')[0]!);
  return [
    get(`/api/products/?q=${words}`, 'a search ranked by relevance', commerceOk(ProductPage)),
    get(`/api/products/?q=neckalce&sort=price_asc`, 'a search with a typo, by price', commerceOk(ProductPage)),
    get(`/api/products/?stone=none&gender=${detail.gender}&occasion=${detail.occasion}`, 'the stone, gender and occasion filters', commerceOk(ProductPage)),
    get(`/api/products/suggest/?q=${words}`, 'suggestions', commerceOk(Suggestions)),
    get(`/api/products/${detail.productID}/upsell`, 'its upsell', commerceOk(ProductUpsell)),
    // Coupon ends and review dates count from the day the database was seeded: not the same answer.
    get(`/api/products/${detail.productID}/promotions/cart/1`, 'its promotions', commerceOk(ProductPromotions)),
    get(`/api/products/${detail.productID}/reviews/page/1`, 'its first page of reviews', commerceOk(ProductReviewsPage)),
    get(`/api/products/${detail.productID}/reviews/page/99`, 'an empty page past the last', commerceOk(ProductReviewsPage)),
    ...PINS[locale.split('-')[0]!]!.map((pin) => get(`/api/products/${detail.productID}/pincode/${pin}`, `the delivery check for ${pin}`, commerceOk(PincodeCheck), true)),
  ];
}

function refusals(): ContractCase[] {
  const headers = siteHeadersOf('in-en');
  const get = refusedGets(headers);
  const { productID } = catalogueOf('in-en').products[0]!.detail;
  return [
    get('/api/products/?stone=opal', 'refuses an unknown stone with 400', refused(400, 'stone')),
    get('/api/products/?gender=girls', 'refuses an unknown gender with 400', refused(400, 'gender')),
    get('/api/products/?occasion=party', 'refuses an unknown occasion with 400', refused(400, 'occasion')),
    get('/api/products/suggest/', 'refuses a request without q with 400', refused(400, 'querystring.q')),
    get('/api/products/suggest/?q=ring', 'refuses a request without site headers with 400', refused(400, 'Header websiteID'), {}),
    get(`/api/products/${UNKNOWN_ID}/upsell`, 'answers 404 for an unknown product', refused(404, String(UNKNOWN_ID))),
    get('/api/products/ring/upsell', 'refuses a non-numeric id with 400', refused(400, 'id')),
    get(`/api/products/${productID}/promotions/cart/2`, "refuses anything but 'cart/1' with 400", refused(400, 'scope')),
    get(`/api/products/${UNKNOWN_ID}/promotions/cart/1`, 'answers 404 for an unknown product', refused(404, String(UNKNOWN_ID))),
    get(`/api/products/${productID}/reviews/page/0`, 'refuses page 0 with 400', refused(400, 'page')),
    get(`/api/products/${UNKNOWN_ID}/reviews/page/1`, 'answers 404 for an unknown product', refused(404, String(UNKNOWN_ID))),
    get(`/api/products/${productID}/pincode/4000`, 'refuses a short Indian pincode with 400 naming pin', refused(400, 'params.pin')),
    get(`/api/products/${productID}/pincode/400001`, 'refuses an Indian pincode in the UAE with 400 naming pin', refused(400, 'params.pin'), siteHeadersOf('ae-en')),
    get(`/api/products/${UNKNOWN_ID}/pincode/400001`, 'answers 404 for an unknown product', refused(404, String(UNKNOWN_ID))),
  ];
}

/** Staff routes: both targets check the input first, then the token. */
function adminCases(): ContractCase[] {
  const path = '/admin/metal-rates';
  const body = { subsiteID: 1, metal: 'gold', purity: '22K', ratePerGram: 7300 };
  return [
    { name: `GET ${path} refuses a guest with 401 Invalid User`, method: 'GET', path, ...refused(401, 'Invalid User') },
    { name: `GET ${path} refuses a bad limit with 400`, method: 'GET', path: `${path}?limit=0`, ...refused(400, 'limit') },
    { name: `POST ${path} refuses a guest with 401 Invalid User`, method: 'POST', path, body, ...refused(401, 'Invalid User') },
    { name: `POST ${path} refuses an unknown field with 400`, method: 'POST', path, body: { ...body, note: 'x' }, ...refused(400, 'note') },
    { name: `POST ${path} refuses a rate as text with 400`, method: 'POST', path, body: { ...body, ratePerGram: '7300' }, ...refused(400, 'ratePerGram') },
  ];
}

export function catalogueProductPageCases(): ContractCase[] {
  return [...LOCALES.flatMap(servedIn), ...refusals(), ...adminCases()];
}
