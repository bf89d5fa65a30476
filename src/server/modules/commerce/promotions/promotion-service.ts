import type { ProductPromotion } from '@/shared/contracts/promotions';
import { minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { getSellableProduct, localiseLabel } from '../catalogue';
import { listLiveProductPromotionRows, type PromotionRow } from './promotion-repository';

export interface PromotionTarget {
  sku: string;
  categorySlug: string;
}

/**
 * Whether a promotion covers a product: one naming neither categories nor products covers the
 * whole cart; otherwise the product must be named or be in a named category.
 */
export function promotionCovers(promotion: Pick<PromotionRow, 'categorySlugs' | 'productSkus'>, target: PromotionTarget): boolean {
  const wholeCart = promotion.categorySlugs.length === 0 && promotion.productSkus.length === 0;
  return wholeCart || promotion.productSkus.includes(target.sku) || promotion.categorySlugs.includes(target.categorySlug);
}

/** Named products first, then categories, then whole-cart offers: the most particular offer leads. */
const reach = (promotion: PromotionRow) => (promotion.productSkus.length ? 0 : promotion.categorySlugs.length ? 1 : 2);

/** A promotion as the wire shows it, in the site's language and currency (product pages and the cart's list). */
export function promotionOnWire(promotion: PromotionRow, site: SiteContext): ProductPromotion {
  const money = (minor: number) => minorToDecimal(minor, site.decimalPlaces);
  return {
    promoID: promotion.id,
    couponCode: promotion.code,
    name: localiseLabel(promotion.names, site.languageCode, promotion.code),
    kind: promotion.kind === 'percent' ? 'percent' : 'fixed',
    // Percent values are stored in basis points (1000 = 10 %); the wire says 10.
    value: promotion.kind === 'percent' ? promotion.value / 100 : money(promotion.value),
    minSubtotal: money(promotion.minSubtotalMinor),
    maxDiscount: promotion.maxDiscountMinor === null ? null : money(promotion.maxDiscountMinor),
    currencyCode: site.currencyCode,
    endsAt: promotion.endsAt.toISOString(),
    stackable: promotion.stackable,
    oncePerCustomer: promotion.oncePerCustomer,
  };
}

export interface ListProductPromotionsOptions {
  db: Executor;
  site: SiteContext;
  productId: number;
}

/**
 * `GET /api/products/{id}/promotions/cart/1`: the coupons valid now in the subsite that cover
 * this product and are meant to be shown on its page. 404 for a product the subsite does not sell.
 */
export async function listProductPromotions({ db, site, productId }: ListProductPromotionsOptions): Promise<ProductPromotion[]> {
  const { row } = await getSellableProduct({ db, site, productId });
  const target = { sku: row.product.sku, categorySlug: row.categorySlug };
  return (await listLiveProductPromotionRows({ db, subsiteId: site.subsiteId }))
    .filter((promotion) => promotionCovers(promotion, target))
    .sort((a, b) => reach(a) - reach(b) || a.id - b.id)
    .map((promotion) => promotionOnWire(promotion, site));
}
