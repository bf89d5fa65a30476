/**
 * The money of a priced cart (integer minor units, tax included). Pure (no database), so the
 * mocks price carts with it too (tests/mocks/lib/checkout-pricing.ts): it imports the promotion
 * engine's own file, not the promotions module's index, which reaches the database.
 */
import { applyPromotions, includedTax, type EngineLine, type EnginePromotion } from './promotion-engine';

/** A cart line's money once priced. */
export interface LineFigures {
  unitPriceMinor: number;
  /** unit price × quantity. */
  subtotalMinor: number;
  discountMinor: number;
  /** GST / VAT included in `totalMinor`. */
  taxMinor: number;
  /** subtotal − discount. */
  totalMinor: number;
  /** The coupons that took something off this line. */
  promoCodes: string[];
}

/** A cart's totals once priced. */
export interface CartFigures {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** Null for a guest cart (store credit is for signed-in shoppers). */
  creditBalanceMinor: number | null;
  creditMinor: number;
  amountDueMinor: number;
}

export interface DiscountLinesOptions<Line, Promotion> {
  /** The lines at their unit prices. */
  lines: Line[];
  /** Each line as the promotion engine sees it, in the same order. */
  engineLines: EngineLine[];
  /** The promotions still valid, in the order they were applied. */
  promotions: Promotion[];
  taxRateBp: number;
}

/** The promotions spread over the lines: each line's discount, tax and coupons, and each promotion's discount (same order). */
export function discountLines<Line extends Pick<LineFigures, 'subtotalMinor'>, Promotion extends EnginePromotion>(options: DiscountLinesOptions<Line, Promotion>) {
  const { lines, engineLines, promotions, taxRateBp } = options;
  const { outcomes, lineDiscounts } = applyPromotions(engineLines, promotions);
  const discounted = lines.map((line, index) => {
    const key = engineLines[index]?.key ?? -1;
    const discountMinor = lineDiscounts.get(key) ?? 0;
    const totalMinor = line.subtotalMinor - discountMinor;
    const promoCodes = promotions.filter((_, at) => (outcomes[at]?.perLine.get(key) ?? 0) > 0).map((promotion) => promotion.code);
    return { ...line, discountMinor, totalMinor, taxMinor: includedTax(totalMinor, taxRateBp), promoCodes };
  });
  return { lines: discounted, promotionDiscounts: promotions.map((_, at) => outcomes[at]?.discountMinor ?? 0) };
}

export interface CartFiguresOptions {
  subtotalMinor: number;
  lines: Pick<LineFigures, 'discountMinor' | 'taxMinor'>[];
  creditBalanceMinor: number | null;
  /** The store credit the cart takes from a balance, given its total. */
  creditOf: (balanceMinor: number, totalMinor: number) => number;
}

export function cartFigures({ subtotalMinor, lines, creditBalanceMinor, creditOf }: CartFiguresOptions): CartFigures {
  const discountMinor = lines.reduce((sum, line) => sum + line.discountMinor, 0);
  const taxMinor = lines.reduce((sum, line) => sum + line.taxMinor, 0);
  // Insured shipping is free today; it stays a figure of its own so a charge can be added later.
  const shippingMinor = 0;
  const totalMinor = subtotalMinor - discountMinor + shippingMinor;
  const creditMinor = creditBalanceMinor === null ? 0 : creditOf(creditBalanceMinor, totalMinor);
  return { subtotalMinor, discountMinor, shippingMinor, taxMinor, totalMinor, creditBalanceMinor, creditMinor, amountDueMinor: totalMinor - creditMinor };
}
