import { LOCALES, type Locale } from '@/shared/locale';
import { catalogueFor, type CatalogueFixture, urlRewrites, websiteStores } from '@/tests/mocks/lib/fixtures';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';

/**
 * Ids and paths the request suite uses, taken from the recorded fixtures. They were recorded
 * from the seeded services, so they exist in both targets.
 */

/** `websiteID`, `subsiteID` and `languageID` of a locale of the default website. */
export function siteHeadersOf(locale: Locale): Record<string, string> {
  const [storeCode, languageCode] = locale.split('-');
  for (const website of websiteStores()) {
    const subsite = website.subsite.find((candidate) => candidate.store_code === storeCode);
    const language = subsite?.languages.find((candidate) => candidate.languageCode === languageCode);
    if (subsite && language) {
      return { websiteID: String(website.website_id), subsiteID: String(subsite.store_id), languageID: String(language.languageID) };
    }
  }
  throw new Error(`No website serves ${locale}: re-record the fixtures`);
}

export function catalogueOf(locale: Locale): CatalogueFixture {
  const catalogue = catalogueFor(locale);
  if (!catalogue || catalogue.products.length < 2) throw new Error(`The fixtures hold fewer than two products for ${locale}`);
  return catalogue;
}

/** A product of the locale with an option whose stock is below the cart's 99 limit (for the 409). */
export function stockLimitedOf(locale: Locale) {
  for (const { detail } of catalogueOf(locale).products) {
    const option = detail.options.find((candidate) => candidate.stock > 0 && candidate.stock < MAX_QUANTITY_PER_LINE);
    if (option) return { productID: detail.productID, productOptionID: option.productOptionID, stock: option.stock };
  }
  throw new Error(`No product of ${locale} has an option with fewer than ${MAX_QUANTITY_PER_LINE} in stock`);
}

/** An option with more in stock than one cart line may hold, to meet the line limit rather than the stock. */
export function plentifulOf(locale: Locale) {
  for (const { detail } of catalogueOf(locale).products) {
    const option = detail.options.find((candidate) => candidate.stock > MAX_QUANTITY_PER_LINE);
    if (option) return { productID: detail.productID, productOptionID: option.productOptionID };
  }
  throw new Error(`No product of ${locale} has an option with more than ${MAX_QUANTITY_PER_LINE} in stock`);
}

/** Two different products in stock, for the cart sequence. */
export function twoProductsInStock(locale: Locale) {
  const inStock = catalogueOf(locale).products.filter(({ detail }) => detail.options.some((option) => option.stock >= 3));
  const [first, second] = inStock;
  if (!first || !second) throw new Error(`The fixtures hold fewer than two products in stock for ${locale}`);
  return [first.detail, second.detail] as const;
}

export function rewritePaths() {
  const entries = Object.entries(urlRewrites());
  const category = entries.find(([, rewrite]) => rewrite.type === 'category');
  const product = entries.find(([, rewrite]) => rewrite.type === 'product');
  if (!category || !product) throw new Error('The fixtures need a category and a product url-rewrite');
  return { categoryPath: category[0], productPath: product[0] };
}

/** An id no seed reaches, and a well-formed cart id nobody created. */
export const UNKNOWN_ID = 999_999;
export const UNKNOWN_CART_ID = '00000000-0000-4000-8000-000000000000';
export { LOCALES };
