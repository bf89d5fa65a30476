import type { ProductSummary } from '@/shared/contracts/catalogue';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { toProductSummary } from './product-mappers';
import { getSellableProduct } from './product-service';
import { loadSellableProducts, type SellableProduct } from './sellable';

export const MAX_UPSELL = 8;
/** Places kept for the product's own category; complements get the rest. */
const OWN_CATEGORY_SHARE = 5;

/** What goes with a piece, after more of its own kind: a set is earrings with a necklace, a pendant wants a chain. */
const COMPLEMENTS: Record<string, readonly string[]> = {
  rings: ['earrings', 'bangles'],
  earrings: ['necklaces', 'pendants', 'rings'],
  necklaces: ['earrings', 'bangles'],
  bangles: ['rings', 'earrings'],
  pendants: ['chains', 'earrings'],
  chains: ['pendants'],
  coins: ['pendants'],
};

export interface ListUpsellOptions {
  db: Executor;
  site: SiteContext;
  productId: number;
}

const priceOf = (product: SellableProduct) => product.defaultOption.priced.result.priceMinor;
const inStock = (product: SellableProduct) => product.defaultOption.stock > 0;

/**
 * `GET /api/products/{id}/upsell`: up to eight pieces in stock to show beside a product: five
 * of its own category, then the categories that complete it (either fills in for the other). Within each, the same metal and
 * purity come first, then the closest in price (by ratio: ₹20,000 is nearer ₹25,000 than ₹5,000
 * is), then the most popular. 404 for a product the subsite does not sell.
 */
export async function listUpsell({ db, site, productId }: ListUpsellOptions): Promise<ProductSummary[]> {
  const product = await getSellableProduct({ db, site, productId });
  const { categorySlug } = product.row;
  const tiers = [categorySlug, ...(COMPLEMENTS[categorySlug] ?? [])];
  const candidates = (await loadSellableProducts({ db, site, filters: {} })).filter(
    (candidate) => candidate.row.product.id !== productId && inStock(candidate) && tiers.includes(candidate.row.categorySlug),
  );

  const { metal, purity } = product.row.product;
  const likeness = (candidate: SellableProduct) =>
    candidate.row.product.metal !== metal ? 2 : candidate.row.product.purity !== purity ? 1 : 0;
  const distance = (candidate: SellableProduct) => Math.abs(Math.log(Math.max(priceOf(candidate), 1) / Math.max(priceOf(product), 1)));
  const order = (a: SellableProduct, b: SellableProduct) =>
    tiers.indexOf(a.row.categorySlug) - tiers.indexOf(b.row.categorySlug) ||
    likeness(a) - likeness(b) ||
    distance(a) - distance(b) ||
    b.row.product.popularity - a.row.product.popularity ||
    a.row.product.id - b.row.product.id;
  const own = candidates.filter((candidate) => candidate.row.categorySlug === categorySlug).sort(order);
  const others = candidates.filter((candidate) => candidate.row.categorySlug !== categorySlug).sort(order);
  // Mostly its own kind, with room for what completes it; either fills in when the other runs short.
  const first = own.slice(0, OWN_CATEGORY_SHARE);
  const second = others.slice(0, MAX_UPSELL - first.length);
  const rest = own.slice(OWN_CATEGORY_SHARE, OWN_CATEGORY_SHARE + MAX_UPSELL - first.length - second.length);
  return [...first, ...rest, ...second].map((candidate) => toProductSummary(candidate, site));
}
