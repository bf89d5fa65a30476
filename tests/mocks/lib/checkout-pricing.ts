import { ERROR_STATUS } from '@/shared/error-codes';
import { cartFigures, discountLines, type CartFigures, type LineFigures } from '@/shared/commerce/cart-figures';
import { promotionProblem as servicesPromotionProblem } from '@/shared/commerce/promotion-rules';
import type { ProductOption } from '@/shared/contracts/catalogue';
import { formatMoney, minorToDecimal, decimalToMinor } from '@/shared/money';
import { accounts } from '../state/account-store';
import type { MockCart, MockCartLine } from '../state/cart-store';
import { checkoutState, emptyCartCheckout, type MockCartCheckout } from '../state/checkout-store';
import { checkoutFixture, type RecordedPromotion, subsiteRules } from './checkout-fixture';
import { promotionWords } from '@/shared/checkout-messages';
import type { RecordedProduct } from './fixtures';
import { websiteStores } from './fixtures';
import type { MockSite } from './site';

/**
 * The money rules of checkout as the services apply them (src/server/modules/commerce/cart/
 * cart-pricing.ts), in integer minor units: lines at the recorded prices, promotions re-validated
 * in the order applied and spread over their lines by the largest-remainder method, tax included
 * per line, free shipping, store credit min(requested, balance, total). The rules and the
 * figures are the services' own pure files (promotions/promotion-rules.ts, cart/cart-figures.ts);
 * this file feeds them the recorded data. One function prices the cart read, every checkout call
 * and the order, as in the services.
 */

/** The subsite's currency symbol and store code, from the recorded website stores. */
export function siteMoney(site: MockSite) {
  const subsite = websiteStores()
    .flatMap((website) => website.subsite)
    .find((candidate) => candidate.store_id === site.subsiteId);
  if (!subsite) throw new Error(`Subsite ${site.subsiteId} is not recorded`);
  const decimalPlaces = subsite.store_currency_decimalplaces ?? 0;
  const style = { currencySymbol: subsite.store_currency_symbol_left, decimalPlaces, languageTag: `${site.languageCode}-${subsite.store_code.toUpperCase()}` };
  const format = (minor: number) => formatMoney({ amount: minorToDecimal(minor, decimalPlaces), ...style });
  return { format, style, decimalPlaces, subsiteCode: subsite.store_code, websiteCode: websiteStores().find((website) => website.subsite.includes(subsite))!.code };
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

/** Null when the promotion may be used now, else the first rule it breaks: the services' own rule, on the recorded dates. */
export function promotionProblem(promotion: RecordedPromotion, context: EligibilityContext): PromotionProblem | null {
  const dated = { ...promotion, startsAt: new Date(startsAt(promotion, context.now)), endsAt: new Date(endsAt(promotion, context.now)) };
  const problem = servicesPromotionProblem(dated, { ...context, now: new Date(context.now) });
  return problem && { code: problem.code as PromotionProblem['code'], status: ERROR_STATUS[problem.errorCode], message: problem.message };
}

export interface PricedLine extends LineFigures {
  line: MockCartLine;
  product: RecordedProduct;
  option: ProductOption;
  /** What is left to sell of the option now (recorded stock − units the mocks' orders took). */
  available: number;
}

export interface MockCartPricing extends CartFigures {
  checkout: MockCartCheckout;
  lines: PricedLine[];
  promotions: { promotion: RecordedPromotion; discountMinor: number }[];
  dropped: { promotion: RecordedPromotion; message: string }[];
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

  const { taxRateBp } = subsiteRules(site.subsiteId);
  const discounted = discountLines({ lines: priced, engineLines, promotions: kept.map((promotion) => ({ ...promotion, id: promotion.promoID })), taxRateBp });
  // As in the services: store credit belongs to a cart linked to a user (mapUserCart).
  const creditBalanceMinor = cart.ownerUserID == null ? null : creditBalanceOf(cart.ownerUserID, site.subsiteId);
  const requested = checkout.credit?.requested;
  const figures = cartFigures({
    subtotalMinor,
    lines: discounted.lines,
    creditBalanceMinor,
    creditOf: (balanceMinor, totalMinor) => (requested === undefined ? 0 : Math.max(0, Math.min(requested === 'all' ? Number.MAX_SAFE_INTEGER : requested, balanceMinor, totalMinor))),
  });
  return {
    checkout,
    lines: discounted.lines,
    promotions: kept.map((promotion, index) => ({ promotion, discountMinor: discounted.promotionDiscounts[index] ?? 0 })),
    dropped,
    ...figures,
  };
}
