import { MAX_SUGGESTIONS } from '@/shared/constants';
import type { Suggestions } from '@/shared/contracts/search';
import { minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { findTopProductIds, searchCategories, searchProducts } from './search-memo';
import { loadSellableProducts } from './sellable';

/** Categories take at most this many of the suggestions; products fill the rest. */
const MAX_CATEGORY_SUGGESTIONS = 3;

export interface SuggestOptions {
  db: Executor;
  site: SiteContext;
  q: string;
}

/**
 * `GET /api/products/suggest/?q=`: as the shopper types, the categories the text names and the
 * most relevant products (the listing's search, so a suggestion never promises what the results
 * page will not show). Only the few suggested products are priced.
 */
export async function suggest({ db, site, q }: SuggestOptions): Promise<Suggestions> {
  const categories = (await searchCategories(db, site, q)).slice(0, MAX_CATEGORY_SUGGESTIONS);
  const relevance = await searchProducts(db, site, q);
  const room = MAX_SUGGESTIONS - categories.length;
  const topIds = await findTopProductIds(db, site, q, room * 2);
  const products = topIds.length ? await loadSellableProducts({ db, site, filters: { productIds: topIds } }) : [];
  const byRelevance = products
    .sort((a, b) => relevance!.get(b.row.product.id)! - relevance!.get(a.row.product.id)! || b.row.product.popularity - a.row.product.popularity)
    .slice(0, room);
  return {
    q,
    suggestions: [
      ...categories.map((category) => ({ type: 'category' as const, categoryID: category.id, slug: category.slug, name: category.name })),
      ...byRelevance.map(({ row, defaultOption }) => ({
        type: 'product' as const,
        productID: row.product.id,
        slug: row.product.slug,
        name: row.name,
        categorySlug: row.categorySlug,
        image: row.product.images[0] ?? '',
        price: minorToDecimal(defaultOption.priced.result.priceMinor, site.decimalPlaces),
      })),
    ],
  };
}
