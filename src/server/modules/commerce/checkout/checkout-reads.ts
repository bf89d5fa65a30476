import type { z } from 'zod';
import { gatewayWords } from '@/shared/checkout-messages';
import type { CartAddressList, CartPromotions, CodCheck, PaymentGateways } from '@/shared/contracts/checkout';
import { minorToDecimal } from '@/shared/money';
import type { Database } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { toSavedAddress } from '../../account/addresses/address-service';
import { listAddressRows } from '../../account/addresses/address-repository';
import { liveCartWithLines, moneyFormatter, priceCart, readCheckoutState, type CartWithLines } from '../cart';
import { listLivePromotionRows, listRedeemedPromotionIds, promotionOnWire, promotionProblem } from '../promotions';
import { assessCod } from './delivery-policy';

export interface CheckoutReadOptions {
  db: Database;
  site: SiteContext;
  cartId: string;
  /** The cart and lines the cart-owner guard read for this request (cartReadByGuard), if any. */
  known?: CartWithLines | null;
}

async function pricedCart({ db, site, cartId, known }: CheckoutReadOptions) {
  const { cart, lines } = await liveCartWithLines({ db, site }, cartId, known);
  return { cart, pricing: await priceCart({ db, site, cart, rows: lines }) };
}

/** `GET /api/cart/{cartID}/promotions_list/`: the subsite's coupons valid now, and whether this cart may use each. */
export async function listCartPromotions(options: CheckoutReadOptions): Promise<z.infer<typeof CartPromotions>> {
  const { db, site } = options;
  const { cart, pricing } = await pricedCart(options);
  const now = new Date();
  const live = await listLivePromotionRows({ db, subsiteId: site.subsiteId, now });
  const redeemed = await listRedeemedPromotionIds(db, { promotionIds: live.map((row) => row.id), userId: cart.userId, email: pricing.state.billingEmail });
  const applied = pricing.promotions.map((promotion) => promotion.row);
  const lines = pricing.lines.map((line) => ({ sku: line.product.row.product.sku, categorySlug: line.product.row.categorySlug }));
  return live.map((row) => {
    const isApplied = applied.some((other) => other.id === row.id);
    const problem = isApplied
      ? null
      : promotionProblem(row, {
          now,
          languageCode: site.languageCode,
          subtotalMinor: pricing.subtotalMinor,
          lines,
          others: applied,
          redeemed: redeemed.has(row.id),
          formatMinor: moneyFormatter(site),
        });
    return {
      ...promotionOnWire(row, site),
      applied: isApplied,
      applicable: problem === null,
      reason: problem?.message ?? null,
    };
  });
}

/** `GET /api/cart/{cartID}/address_list/`: the owner's saved addresses (the guard has checked the token); a guest cart's list is empty. */
export async function listCartAddresses(options: CheckoutReadOptions): Promise<z.infer<typeof CartAddressList>> {
  const { cart } = await liveCartWithLines(options, options.cartId, options.known);
  const addresses = cart.userId === null ? [] : (await listAddressRows(options.db, cart.userId)).map(toSavedAddress);
  return { addresses, selectedShippingID: readCheckoutState(cart.extra).shippingID };
}

/** `GET /api/cart/{cartID}/cod_check`. */
export async function checkCod(options: CheckoutReadOptions): Promise<z.infer<typeof CodCheck>> {
  const { pricing } = await pricedCart(options);
  const cod = await assessCod({ db: options.db, site: options.site, pricing });
  return { available: cod.available, pincode: cod.pincode, reason: cod.reason, limit: minorToDecimal(cod.limitMinor, options.site.decimalPlaces), verified: cod.verified };
}

/** `GET /api/cart/{cartID}/payment_gateways/`: card when something is due, COD per the COD check, free only when nothing is due. */
export async function listPaymentGateways(options: CheckoutReadOptions): Promise<z.infer<typeof PaymentGateways>> {
  const { pricing } = await pricedCart(options);
  const words = gatewayWords(options.site.languageCode);
  const cod = await assessCod({ db: options.db, site: options.site, pricing });
  const due = pricing.amountDueMinor > 0;
  const empty = pricing.lines.length === 0;
  const emptyReason = empty ? words.empty : null;
  return [
    { paymentSettingsGroupKey: 'card', name: words.card[0], description: words.card[1], available: due, reason: due ? null : (emptyReason ?? words.cardNothing) },
    { paymentSettingsGroupKey: 'cod', name: words.cod[0], description: words.cod[1], available: cod.available, reason: cod.reason },
    { paymentSettingsGroupKey: 'free', name: words.free[0], description: words.free[1], available: !due && !empty, reason: !due && !empty ? null : (emptyReason ?? words.freeNotYet) },
  ];
}
