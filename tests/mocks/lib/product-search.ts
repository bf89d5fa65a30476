import type { ProductListQuery, ProductPage } from '@/shared/contracts/catalogue';
import { decimalToMinor } from '@/shared/money';
import type { RecordedProduct } from './fixtures';
import { MockHttpError } from './respond';

export interface SearchProductsOptions {
  products: RecordedProduct[];
  query: ProductListQuery;
  decimalPlaces: number;
}

/**
 * The list route over the recorded products: the same filters, sorts and paging as the
 * services, applied to the few products the fixtures hold (stored in popularity order). `q`
 * matches the name or SKU.
 * Prices are compared in integer minor units, like the services.
 */
export function searchProducts({ products, query, decimalPlaces }: SearchProductsOptions): ProductPage {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw new MockHttpError(400, 'querystring.minPrice: must not be greater than maxPrice');
  }
  const minor = (amount: number) => decimalToMinor(amount, decimalPlaces);
  const words = query.q?.toLowerCase();
  const matching = products.filter(({ summary }) => {
    if (query.category && summary.categorySlug !== query.category.toLowerCase()) return false;
    if (query.metal && summary.metal !== query.metal) return false;
    if (query.purity && summary.purity !== query.purity) return false;
    if (query.minPrice !== undefined && minor(summary.price) < minor(query.minPrice)) return false;
    if (query.maxPrice !== undefined && minor(summary.price) > minor(query.maxPrice)) return false;
    if (words && ![summary.name, summary.sku].some((text) => text.toLowerCase().includes(words))) return false;
    return true;
  });

  // Ties go to the lower product id, as in the services.
  const byId = (a: RecordedProduct, b: RecordedProduct) => a.summary.productID - b.summary.productID;
  const sorted = [...matching];
  if (query.sort === 'newest') sorted.sort((a, b) => a.newestRank - b.newestRank);
  if (query.sort === 'price_asc') sorted.sort((a, b) => minor(a.summary.price) - minor(b.summary.price) || byId(a, b));
  if (query.sort === 'price_desc') sorted.sort((a, b) => minor(b.summary.price) - minor(a.summary.price) || byId(a, b));

  const start = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize).map((product) => product.summary),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
