import type { ErrorCode } from '../../../lib/app-error';
import { covers, type EngineLine } from './promotion-engine';
import type { PromotionRow } from './promotion-repository';

/** Why a coupon cannot be used on a cart now: the HTTP status it is refused with and the shopper's message. */
export interface PromotionProblem {
  code: 'not_found' | 'not_started' | 'expired' | 'min_subtotal' | 'scope' | 'once' | 'stacking' | 'already_applied';
  errorCode: ErrorCode;
  message: string;
}

interface PromotionWords {
  notFound: (code: string) => string;
  notStarted: (code: string) => string;
  expired: (code: string) => string;
  minSubtotal: (code: string, amount: string) => string;
  scope: (code: string) => string;
  once: (code: string) => string;
  stacking: (code: string, other: string) => string;
  alreadyApplied: (code: string) => string;
  applied: (code: string) => string;
  removed: string;
  droppedOff: (code: string, why: string) => string;
}

const WORDS: Record<string, PromotionWords> = {
  en: {
    notFound: (code) => `Coupon ${code} is not valid`,
    notStarted: (code) => `Coupon ${code} is not active yet`,
    expired: (code) => `Coupon ${code} has expired`,
    minSubtotal: (code, amount) => `Coupon ${code} needs a subtotal of ${amount}`,
    scope: (code) => `Coupon ${code} does not apply to any item in your cart`,
    once: (code) => `You have already used coupon ${code}`,
    stacking: (code, other) => `Coupon ${code} cannot be combined with ${other}; remove ${other} first`,
    alreadyApplied: (code) => `Coupon ${code} is already applied`,
    applied: (code) => `Promotion ${code} applied`,
    removed: 'Promotion removed',
    droppedOff: (code, why) => `Coupon ${code} was removed from your cart: ${why}`,
  },
  hi: {
    notFound: (code) => `कूपन ${code} मान्य नहीं है`,
    notStarted: (code) => `कूपन ${code} अभी शुरू नहीं हुआ है`,
    expired: (code) => `कूपन ${code} की अवधि समाप्त हो गई है`,
    minSubtotal: (code, amount) => `कूपन ${code} के लिए ${amount} का उप-योग आवश्यक है`,
    scope: (code) => `कूपन ${code} आपके कार्ट की किसी वस्तु पर लागू नहीं होता`,
    once: (code) => `आप कूपन ${code} का उपयोग पहले ही कर चुके हैं`,
    stacking: (code, other) => `कूपन ${code} को ${other} के साथ नहीं जोड़ा जा सकता; पहले ${other} हटाएँ`,
    alreadyApplied: (code) => `कूपन ${code} पहले से लागू है`,
    applied: (code) => `प्रमोशन ${code} लागू किया गया`,
    removed: 'प्रमोशन हटाया गया',
    droppedOff: (code, why) => `कूपन ${code} आपके कार्ट से हटा दिया गया: ${why}`,
  },
  ar: {
    notFound: (code) => `القسيمة ${code} غير صالحة`,
    notStarted: (code) => `القسيمة ${code} لم تبدأ بعد`,
    expired: (code) => `انتهت صلاحية القسيمة ${code}`,
    minSubtotal: (code, amount) => `تتطلب القسيمة ${code} مجموعاً فرعياً قدره ${amount}`,
    scope: (code) => `القسيمة ${code} لا تنطبق على أي منتج في سلتك`,
    once: (code) => `لقد استخدمت القسيمة ${code} من قبل`,
    stacking: (code, other) => `لا يمكن الجمع بين القسيمة ${code} و${other}؛ أزل ${other} أولاً`,
    alreadyApplied: (code) => `القسيمة ${code} مطبقة بالفعل`,
    applied: (code) => `تم تطبيق العرض ${code}`,
    removed: 'تمت إزالة العرض',
    droppedOff: (code, why) => `أزيلت القسيمة ${code} من سلتك: ${why}`,
  },
};

export function promotionWords(languageCode: string): PromotionWords {
  return WORDS[languageCode] ?? (WORDS.en as PromotionWords);
}

export interface EligibilityContext {
  now: Date;
  languageCode: string;
  /** Σ line subtotals of the whole cart (the minimum is checked on it). */
  subtotalMinor: number;
  lines: Pick<EngineLine, 'sku' | 'categorySlug'>[];
  /** Other promotions applied with it (for stacking). */
  others: Pick<PromotionRow, 'code' | 'stackable'>[];
  /** This customer already redeemed it (once-per-customer). */
  redeemed: boolean;
  /** Formats minor units as the shopper reads money (₹10,000, AED 1,000.00). */
  formatMinor: (minor: number) => string;
}

/** Null when the promotion may be used on the cart now, else why not (the first rule it breaks). */
export function promotionProblem(promotion: PromotionRow, context: EligibilityContext): PromotionProblem | null {
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
