import { divideRoundHalfUp, toSafeNumber } from './rounding';

/**
 * The money rules of coupons (issue 5), pure and in integer minor units so the cart, the order and
 * the tests compute the same figures:
 * - a promotion covers the lines in its scope (named products or categories; none named = all);
 * - its base is what those lines still cost after the promotions applied before it;
 * - percent (basis points, 1000 = 10 %): base × value / 10000 rounded half up, capped at maxDiscount;
 *   fixed: min(value, base);
 * - the discount is spread over the covered lines in proportion to what each still costs, by the
 *   largest-remainder method, so the line discounts add up to the promotion's discount exactly.
 */
export interface EngineLine {
  /** The cart item id (any stable key). */
  key: number;
  sku: string;
  categorySlug: string;
  subtotalMinor: number;
}

export interface EnginePromotion {
  id: number;
  code: string;
  kind: string;
  value: number;
  minSubtotalMinor: number;
  maxDiscountMinor: number | null;
  categorySlugs: string[];
  productSkus: string[];
}

export interface PromotionOutcome {
  promotionId: number;
  discountMinor: number;
  /** Discount per line key (covered lines only). */
  perLine: Map<number, number>;
}

export function covers(promotion: Pick<EnginePromotion, 'categorySlugs' | 'productSkus'>, line: Pick<EngineLine, 'sku' | 'categorySlug'>): boolean {
  const wholeCart = promotion.categorySlugs.length === 0 && promotion.productSkus.length === 0;
  return wholeCart || promotion.productSkus.includes(line.sku) || promotion.categorySlugs.includes(line.categorySlug);
}

/**
 * Splits `total` over `weights` (non-negative integers) in proportion, by the largest-remainder
 * method: everyone gets the floor of their exact share, and the units left over go to the largest
 * fractional parts (ties to the earlier weight). Σ result = total exactly; no share exceeds its weight
 * when total ≤ Σ weights.
 */
export function allocateLargestRemainder(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((weight, index) => {
    const exact = bigTotal * BigInt(weight);
    return { index, floor: exact / bigSum, remainder: exact % bigSum };
  });
  let left = bigTotal - shares.reduce((acc, share) => acc + share.floor, 0n);
  const order = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const share of order) {
    if (left === 0n) break;
    result[share.index] = (result[share.index] ?? 0n) + 1n;
    left -= 1n;
  }
  return result.map(toSafeNumber);
}

/** The discount one promotion gives on a base (what its covered lines still cost). */
export function promotionDiscount(promotion: Pick<EnginePromotion, 'kind' | 'value' | 'maxDiscountMinor'>, baseMinor: number): number {
  if (baseMinor <= 0) return 0;
  if (promotion.kind === 'percent') {
    const raw = toSafeNumber(divideRoundHalfUp(BigInt(baseMinor) * BigInt(promotion.value), 10_000n));
    const capped = promotion.maxDiscountMinor === null ? raw : Math.min(raw, promotion.maxDiscountMinor);
    return Math.min(capped, baseMinor);
  }
  return Math.min(promotion.value, baseMinor);
}

/**
 * Applies promotions in the given order (the order they were applied to the cart). Eligibility
 * (dates, minimum subtotal, once per customer, stacking) is the caller's: this computes money only.
 */
export function applyPromotions(lines: EngineLine[], promotions: EnginePromotion[]): { outcomes: PromotionOutcome[]; lineDiscounts: Map<number, number> } {
  const remaining = new Map(lines.map((line) => [line.key, line.subtotalMinor]));
  const lineDiscounts = new Map(lines.map((line) => [line.key, 0]));
  const outcomes = promotions.map((promotion) => {
    const covered = lines.filter((line) => covers(promotion, line));
    const weights = covered.map((line) => remaining.get(line.key) ?? 0);
    const base = weights.reduce((acc, weight) => acc + weight, 0);
    const discountMinor = promotionDiscount(promotion, base);
    const shares = allocateLargestRemainder(discountMinor, weights);
    const perLine = new Map<number, number>();
    covered.forEach((line, index) => {
      const share = shares[index] ?? 0;
      perLine.set(line.key, share);
      remaining.set(line.key, (remaining.get(line.key) ?? 0) - share);
      lineDiscounts.set(line.key, (lineDiscounts.get(line.key) ?? 0) + share);
    });
    return { promotionId: promotion.id, discountMinor, perLine };
  });
  return { outcomes, lineDiscounts };
}

/** GST / VAT included in a tax-inclusive amount: amount − round half up(amount × 10000 / (10000 + rate)). */
export function includedTax(amountMinor: number, taxRateBp: number): number {
  if (amountMinor <= 0) return 0;
  const net = toSafeNumber(divideRoundHalfUp(BigInt(amountMinor) * 10_000n, BigInt(10_000 + taxRateBp)));
  return amountMinor - net;
}
