import type { ProductOption } from '@/shared/contracts/catalogue';
import { formatMoney, minorToDecimal, decimalToMinor } from '@/shared/money';
import { accounts } from '../state/account-store';
import type { MockCart, MockCartLine } from '../state/cart-store';
import { checkoutState, emptyCartCheckout, type MockCartCheckout } from '../state/checkout-store';
import { checkoutFixture, type RecordedPromotion, subsiteRules } from './checkout-fixture';
import { promotionWords } from './checkout-messages';
import type { RecordedProduct } from './fixtures';
import { websiteStores } from './fixtures';
import type { MockSite } from './site';

/**
 * The money rules of checkout as the services apply them (src/server/modules/commerce/cart/
 * cart-pricing.ts and promotions/promotion-engine.ts), in integer minor units: lines at the
 * recorded prices, promotions re-validated in the order applied and spread over their lines by
 * the largest-remainder method, tax included per line, free shipping, store credit
 * min(requested, balance, total). One function prices the cart read, every checkout call and
 * the order, as in the services.
 */

/** round half up of n / d for non-negative integers. */
export function divideRoundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

export function includedTax(amountMinor: number, taxRateBp: number): number {
  if (amountMinor <= 0) return 0;
  return amountMinor - divideRoundHalfUp(amountMinor * 10_000, 10_000 + taxRateBp);
}

/** Σ result = total exactly; the leftover units go to the largest fractional parts, ties to the earlier. */
export function allocateLargestRemainder(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    const exact = BigInt(total) * BigInt(weight);
    return { index, floor: Number(exact / BigInt(sum)), remainder: exact % BigInt(sum) };
  });
  let left = total - shares.reduce((acc, share) => acc + share.floor, 0);
  const result = shares.map((share) => share.floor);
  const order = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of order) {
    if (left === 0) break;
    result[share.index]! += 1;
    left -= 1;
  }
  return result;
}

export function covers(promotion: Pick<RecordedPromotion, 'categorySlugs' | 'productSkus'>, line: { sku: string; categorySlug: string }): boolean {
  const wholeCart = promotion.categorySlugs.length === 0 && promotion.productSkus.length === 0;
  return wholeCart || promotion.productSkus.includes(line.sku) || promotion.categorySlugs.includes(line.categorySlug);
}

export function promotionDiscount(promotion: RecordedPromotion, baseMinor: number): number {
  if (baseMinor <= 0) return 0;
  if (promotion.kind === 'percent') {
    const raw = divideRoundHalfUp(baseMinor * promotion.value, 10_000);
    const capped = promotion.maxDiscountMinor === null ? raw : Math.min(raw, promotion.maxDiscountMinor);
    return Math.min(capped, baseMinor);
  }
  return Math.min(promotion.value, baseMinor);
}

/** The subsite's currency symbol and store code, from the recorded website stores. */
export function siteMoney(site: MockSite) {
  const subsite = websiteStores()
    .flatMap((website) => website.subsite)
    .find((candidate) => candidate.store_id === site.subsiteId);
  if (!subsite) throw new Error(`Subsite ${site.subsiteId} is not recorded`);
  const decimalPlaces = subsite.store_currency_decimalplaces ?? 0;
  const format = (minor: number) =>
    formatMoney({
      amount: minorToDecimal(minor, decimalPlaces),
      currencySymbol: subsite.store_currency_symbol_left,
      decimalPlaces,
      languageTag: `${site.languageCode}-${subsite.store_code.toUpperCase()}`,
    });
  return { format, decimalPlaces, subsiteCode: subsite.store_code, websiteCode: websiteStores().find((website) => website.subsite.includes(subsite))!.code };
}

export const promotionsOf = (subsiteId: number) => checkoutFixture().promotions.filter((promotion) => promotion.subsiteId === subsiteId);
export const startsAt = (promotion: RecordedPromotion, recordedNow = Date.now()) => recordedNow + promotion.startsOffsetMs;
export const endsAt = (promotion: RecordedPromotion, recordedNow = Date.now()) => recordedNow + promotion.endsOffsetMs;

export interface PromotionProblem {
  /** The services' code, sent as the failure's `data.reason`. */
  code: 'not_started' | 'expired' | 'min_subtotal' | 'scope' | 'once' | 'stacking';
  status: number;
  message: string;
}

export interface EligibilityContext {
  now: number;
  languageCode: string;
  subtotalMinor: number;
  lines: { sku: string; categorySlug: string }[];
  others: RecordedPromotion[];
  redeemed: boolean;
  formatMinor: (minor: number) => string;
}

/** Null when the promotion may be used now, else the first rule it breaks (the services' order and statuses). */
export function promotionProblem(promotion: RecordedPromotion, context: EligibilityContext): PromotionProblem | null {
  const words = promotionWords(context.languageCode);
  const code = promotion.code;
  if (startsAt(promotion, context.now) > context.now) return { code: 'not_started', status: 422, message: words.notStarted(code) };
  if (endsAt(promotion, context.now) <= context.now) return { code: 'expired', status: 422, message: words.expired(code) };
  if (promotion.oncePerCustomer && context.redeemed) return { code: 'once', status: 409, message: words.once(code) };
  if (context.subtotalMinor < promotion.minSubtotalMinor) return { code: 'min_subtotal', status: 422, message: words.minSubtotal(code, context.formatMinor(promotion.minSubtotalMinor)) };
  if (!context.lines.some((line) => covers(promotion, line))) return { code: 'scope', status: 422, message: words.scope(code) };
  const clash = context.others.find((other) => !other.stackable || !promotion.stackable);
  if (clash) return { code: 'stacking', status: 409, message: words.stacking(code, clash.code) };
  return null;
}

export interface PricedLine {
  line: MockCartLine;
  product: RecordedProduct;
  option: ProductOption;
  /** What is left to sell of the option now (recorded stock − units the mocks' orders took). */
  available: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  promoCodes: string[];
}

export interface MockCartPricing {
  checkout: MockCartCheckout;
  lines: PricedLine[];
  promotions: { promotion: RecordedPromotion; discountMinor: number }[];
  dropped: { promotion: RecordedPromotion; message: string }[];
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  creditBalanceMinor: number | null;
  creditMinor: number;
  amountDueMinor: number;
}

/** Units of an option still to sell: the recorded stock less what the mocks' orders took. */
export function availableOf(option: ProductOption): number {
  return Math.max(0, option.stock - (checkoutState().sold[String(option.productOptionID)] ?? 0));
}

/** A user's balance in a subsite: the recorded opening balance plus the mocks' own entries. */
export function creditBalanceOf(userID: number, subsiteId: number): number {
  const user = accounts().users.find((candidate) => candidate.userID === userID);
  const opening = checkoutFixture().storeCredit.find((entry) => entry.email === user?.email && entry.subsiteId === subsiteId)?.balanceMinor ?? 0;
  return checkoutState()
    .creditEntries.filter((entry) => entry.userID === userID && entry.subsiteId === subsiteId)
    .reduce((sum, entry) => sum + entry.amountMinor, opening);
}

/** Has this customer (the user, or a guest by e-mail) an order that redeemed the promotion? */
export function hasRedeemed(promoID: number, userID: number | null | undefined, email: string | null): boolean {
  return checkoutState().redemptions.some(
    (redemption) => redemption.promoID === promoID && ((userID != null && redemption.userID === userID) || (email !== null && redemption.email === email.toLowerCase())),
  );
}

export interface PriceMockCartOptions {
  cart: MockCart;
  site: MockSite;
  findProduct: (productID: number) => RecordedProduct;
  /** Priced with this checkout state instead of the cart's (a change priced before it is kept). */
  checkout?: MockCartCheckout;
  now?: number;
}

export function priceMockCart({ cart, site, findProduct, checkout = cart.checkout ?? emptyCartCheckout(), now = Date.now() }: PriceMockCartOptions): MockCartPricing {
  const { decimalPlaces, format } = siteMoney(site);
  const priced = cart.lines.map((line) => {
    const product = findProduct(line.productID);
    const option = product.detail.options.find((candidate) => candidate.productOptionID === line.productOptionID);
    if (!option) throw new Error(`Mock cart line ${line.cartItemID} holds option ${line.productOptionID}, which is not recorded`);
    const unitPriceMinor = decimalToMinor(option.price, decimalPlaces);
    return { line, product, option, available: availableOf(option), unitPriceMinor, subtotalMinor: unitPriceMinor * line.quantity };
  });
  const subtotalMinor = priced.reduce((sum, line) => sum + line.subtotalMinor, 0);
  const engineLines = priced.map((line) => ({ key: line.line.cartItemID, sku: line.product.detail.sku, categorySlug: line.product.summary.categorySlug, subtotalMinor: line.subtotalMinor }));

  const all = promotionsOf(site.subsiteId);
  const kept: RecordedPromotion[] = [];
  const dropped: MockCartPricing['dropped'] = [];
  for (const id of checkout.promoIDs) {
    const promotion = all.find((candidate) => candidate.promoID === id);
    if (!promotion) continue;
    const problem = promotionProblem(promotion, {
      now,
      languageCode: site.languageCode,
      subtotalMinor,
      lines: engineLines,
      others: kept,
      redeemed: hasRedeemed(promotion.promoID, cart.ownerUserID, checkout.billingEmail),
      formatMinor: format,
    });
    if (problem) dropped.push({ promotion, message: promotionWords(site.languageCode).droppedOff(promotion.code, problem.message) });
    else kept.push(promotion);
  }

  const remaining = new Map(engineLines.map((line) => [line.key, line.subtotalMinor]));
  const lineDiscounts = new Map(engineLines.map((line) => [line.key, 0]));
  const lineCodes = new Map<number, string[]>(engineLines.map((line) => [line.key, []]));
  const promotions = kept.map((promotion) => {
    const covered = engineLines.filter((line) => covers(promotion, line));
    const weights = covered.map((line) => remaining.get(line.key) ?? 0);
    const discountMinor = promotionDiscount(promotion, weights.reduce((acc, weight) => acc + weight, 0));
    const shares = allocateLargestRemainder(discountMinor, weights);
    covered.forEach((line, index) => {
      const share = shares[index] ?? 0;
      remaining.set(line.key, (remaining.get(line.key) ?? 0) - share);
      lineDiscounts.set(line.key, (lineDiscounts.get(line.key) ?? 0) + share);
      if (share > 0) lineCodes.get(line.key)!.push(promotion.code);
    });
    return { promotion, discountMinor };
  });

  const { taxRateBp } = subsiteRules(site.subsiteId);
  const lines: PricedLine[] = priced.map((line) => {
    const discountMinor = lineDiscounts.get(line.line.cartItemID) ?? 0;
    const totalMinor = line.subtotalMinor - discountMinor;
    return { ...line, discountMinor, totalMinor, taxMinor: includedTax(totalMinor, taxRateBp), promoCodes: lineCodes.get(line.line.cartItemID) ?? [] };
  });
  const discountMinor = lines.reduce((sum, line) => sum + line.discountMinor, 0);
  const taxMinor = lines.reduce((sum, line) => sum + line.taxMinor, 0);
  const shippingMinor = 0;
  const totalMinor = subtotalMinor - discountMinor + shippingMinor;
  // As in the services: store credit belongs to a cart linked to a user (mapUserCart).
  const creditBalanceMinor = cart.ownerUserID == null ? null : creditBalanceOf(cart.ownerUserID, site.subsiteId);
  const requested = checkout.credit?.requested;
  const creditMinor =
    creditBalanceMinor === null || requested === undefined
      ? 0
      : Math.max(0, Math.min(requested === 'all' ? Number.MAX_SAFE_INTEGER : requested, creditBalanceMinor, totalMinor));
  return {
    checkout,
    lines,
    promotions,
    dropped,
    subtotalMinor,
    discountMinor,
    shippingMinor,
    taxMinor,
    totalMinor,
    creditBalanceMinor,
    creditMinor,
    amountDueMinor: totalMinor - creditMinor,
  };
}
