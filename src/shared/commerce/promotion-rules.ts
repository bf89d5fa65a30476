import { promotionWords } from '@/shared/checkout-messages';
import type { ErrorCode } from '@/shared/error-codes';
import { covers, type EngineLine } from './promotion-engine';

/** Why a coupon cannot be used on a cart now: the HTTP status it is refused with and the shopper's message. */
export interface PromotionProblem {
  code: 'not_found' | 'not_started' | 'expired' | 'min_subtotal' | 'scope' | 'once' | 'stacking' | 'already_applied';
  errorCode: ErrorCode;
  message: string;
}

/** What the rules read of a promotion. */
export interface RuledPromotion {
  code: string;
  startsAt: Date;
  endsAt: Date;
  oncePerCustomer: boolean;
  minSubtotalMinor: number;
  stackable: boolean;
  categorySlugs: string[];
  productSkus: string[];
}

export interface EligibilityContext {
  now: Date;
  languageCode: string;
  /** Σ line subtotals of the whole cart (the minimum is checked on it). */
  subtotalMinor: number;
  lines: Pick<EngineLine, 'sku' | 'categorySlug'>[];
  /** Other promotions applied with it (for stacking). */
  others: Pick<RuledPromotion, 'code' | 'stackable'>[];
  /** This customer already redeemed it (once-per-customer). */
  redeemed: boolean;
  /** Formats minor units as the shopper reads money (₹10,000, AED 1,000.00). */
  formatMinor: (minor: number) => string;
}

/** Null when the promotion may be used on the cart now, else why not (the first rule it breaks). */
export function promotionProblem(promotion: RuledPromotion, context: EligibilityContext): PromotionProblem | null {
  const words = promotionWords(context.languageCode);
  const code = promotion.code;
  if (promotion.startsAt.getTime() > context.now.getTime()) return { code: 'not_started', errorCode: 'UNPROCESSABLE', message: words.notStarted(code) };
  if (promotion.endsAt.getTime() <= context.now.getTime()) return { code: 'expired', errorCode: 'UNPROCESSABLE', message: words.expired(code) };
  if (promotion.oncePerCustomer && context.redeemed) return { code: 'once', errorCode: 'CONFLICT', message: words.once(code) };
  if (context.subtotalMinor < promotion.minSubtotalMinor) {
    return { code: 'min_subtotal', errorCode: 'UNPROCESSABLE', message: words.minSubtotal(code, context.formatMinor(promotion.minSubtotalMinor)) };
  }
  if (!context.lines.some((line) => covers(promotion, line))) return { code: 'scope', errorCode: 'UNPROCESSABLE', message: words.scope(code) };
  const clash = context.others.find((other) => !other.stackable || !promotion.stackable);
  if (clash) return { code: 'stacking', errorCode: 'CONFLICT', message: words.stacking(code, clash.code) };
  return null;
}
