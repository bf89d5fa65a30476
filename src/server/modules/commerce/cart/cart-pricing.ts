import { promotionWords } from '@/shared/checkout-messages';
import { formatMoney, minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { loadSellableProducts, localiseLabel, type SellableOption, type SellableProduct } from '../catalogue';
import { listPromotionsByIds, listRedeemedPromotionIds, promotionProblem, type PromotionRow } from '../promotions';
import { applicableCredit, creditBalance } from '../store-credit';
import { cartFigures, discountLines, type CartFigures, type LineFigures } from '@/shared/commerce/cart-figures';
import { listCartItemRows, type CartItemRow, type CartRow } from './cart-repository';
import { readCheckoutState, type CheckoutState } from './checkout-state';

/** One cart line priced now (integer minor units, tax included). */
export interface PricedLine extends LineFigures {
  row: CartItemRow;
  product: SellableProduct;
  option: SellableOption;
}

export interface PricedPromotion {
  row: PromotionRow;
  name: string;
  discountMinor: number;
}

export interface CartPricing extends CartFigures {
  state: CheckoutState;
  lines: PricedLine[];
  /** Lines no longer sold (left out of the cart). */
  unavailable: CartItemRow[];
  products: Map<number, SellableProduct>;
  promotions: PricedPromotion[];
  /** Promotions that no longer apply (expired, minimum not met…), with why: the cart drops them. */
  dropped: { row: PromotionRow; message: string }[];
}

export interface PriceCartOptions {
  db: Executor;
  site: SiteContext;
  cart: CartRow;
  /** Checkout state to price with (defaults to the cart's stored one): lets a change be priced before it is saved. */
  state?: CheckoutState;
  now?: Date;
  /** The cart's lines when the caller has them already (it just changed one): not read again. */
  rows?: CartItemRow[];
  /**
   * The caller shows no stock figure of the products (placing an order takes its stock by
   * conditional UPDATE): a copy of the catalogue with stock changes still to read may price it.
   */
  pricesOnly?: boolean;
  /** The owner's store-credit balance when the caller read it in the same transaction (a checkout change prices twice). */
  creditBalanceMinor?: number | null;
}

export function moneyFormatter(site: SiteContext): (minor: number) => string {
  return (minor) =>
    formatMoney({
      amount: minorToDecimal(minor, site.decimalPlaces),
      currencySymbol: site.currencySymbol,
      decimalPlaces: site.decimalPlaces,
      languageTag: `${site.languageCode}-${site.subsiteCode.toUpperCase()}`,
    });
}

/**
 * Prices a cart as the design's money rules say: lines at today's rates, promotions re-validated
 * (in the order applied) and allocated to lines, tax included per line, free insured shipping,
 * store credit min(requested, balance, total). The cart read, every checkout call and placing an
 * order all use this one function, so the summary the shopper sees is what the order records.
 */
export async function priceCart({ db, site, cart, state = readCheckoutState(cart.extra), now = new Date(), rows: given, pricesOnly, creditBalanceMinor: knownBalance }: PriceCartOptions): Promise<CartPricing> {
  const rows = given ?? (await listCartItemRows(db, cart.id));
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const products = productIds.length ? await loadSellableProducts({ db, site, filters: { productIds }, pricesOnly }) : [];
  const byId = new Map(products.map((product) => [product.row.product.id, product]));

  const priced: Omit<PricedLine, 'discountMinor' | 'taxMinor' | 'totalMinor' | 'promoCodes'>[] = [];
  const unavailable: CartItemRow[] = [];
  for (const row of rows) {
    const product = byId.get(row.productId);
    const option = product?.options.find((candidate) => candidate.productOptionId === row.optionId);
    if (!product || !option) {
      unavailable.push(row);
      continue;
    }
    const unitPriceMinor = option.priced.result.priceMinor;
    priced.push({ row, product, option, unitPriceMinor, subtotalMinor: unitPriceMinor * row.quantity });
  }
  const subtotalMinor = priced.reduce((sum, line) => sum + line.subtotalMinor, 0);
  const engineLines = priced.map((line) => ({ key: line.row.id, sku: line.product.row.product.sku, categorySlug: line.product.row.categorySlug, subtotalMinor: line.subtotalMinor }));

  // Re-validate the applied promotions in the order they were applied; one that no longer holds drops off.
  const stored = await listPromotionsByIds({ db, subsiteId: site.subsiteId, ids: state.promotionIds });
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const redeemed = await listRedeemedPromotionIds(db, { promotionIds: stored.map((row) => row.id), userId: cart.userId, email: state.billingEmail?.toLowerCase() ?? null });
  const format = moneyFormatter(site);
  const words = promotionWords(site.languageCode);
  const kept: PromotionRow[] = [];
  const dropped: CartPricing['dropped'] = [];
  for (const id of state.promotionIds) {
    const row = storedById.get(id);
    if (!row) continue;
    const problem = promotionProblem(row, {
      now,
      languageCode: site.languageCode,
      subtotalMinor,
      lines: engineLines,
      others: kept,
      redeemed: redeemed.has(row.id),
      formatMinor: format,
    });
    if (problem) dropped.push({ row, message: words.droppedOff(row.code, problem.message) });
    else kept.push(row);
  }
  const discounted = discountLines({
    lines: priced,
    engineLines,
    promotions: kept.map((row) => ({ ...row, maxDiscountMinor: row.maxDiscountMinor ?? null })),
    taxRateBp: site.taxRateBp,
  });
  const creditBalanceMinor =
    cart.userId === null ? null : knownBalance !== undefined ? knownBalance : await creditBalance(db, { userId: cart.userId, subsiteId: site.subsiteId });
  const figures = cartFigures({
    subtotalMinor,
    lines: discounted.lines,
    creditBalanceMinor,
    creditOf: (balanceMinor, totalMinor) => (state.credit === null ? 0 : applicableCredit({ requestedMinor: state.credit.requestedMinor, balanceMinor, totalMinor })),
  });
  return {
    state,
    lines: discounted.lines,
    unavailable,
    products: byId,
    promotions: kept.map((row, index) => ({ row, name: localiseLabel(row.names, site.languageCode, row.code), discountMinor: discounted.promotionDiscounts[index] ?? 0 })),
    dropped,
    ...figures,
  };
}
