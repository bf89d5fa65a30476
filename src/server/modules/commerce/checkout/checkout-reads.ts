import type { z } from 'zod';
import type { CartAddressList, CartPromotions, CodCheck, PaymentGateways } from '@/shared/contracts/checkout';
import { minorToDecimal } from '@/shared/money';
import type { Database } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { toSavedAddress } from '../../account/addresses/address-service';
import { listAddressRows } from '../../account/addresses/address-repository';
import { getCartRow, moneyFormatter, priceCart, readCheckoutState } from '../cart';
import { localiseLabel } from '../catalogue';
import { listLivePromotionRows, listRedeemedPromotionIds, promotionProblem } from '../promotions';
import { assessCod } from './delivery-policy';

export interface CheckoutReadOptions {
  db: Database;
  site: SiteContext;
  cartId: string;
}

async function pricedCart({ db, site, cartId }: CheckoutReadOptions) {
  const cart = await getCartRow({ db, site }, cartId);
  return { cart, pricing: await priceCart({ db, site, cart }) };
}

/** `GET /api/cart/{cartID}/promotions_list/`: the subsite's coupons valid now, and whether this cart may use each. */
export async function listCartPromotions(options: CheckoutReadOptions): Promise<z.infer<typeof CartPromotions>> {
  const { db, site } = options;
  const { cart, pricing } = await pricedCart(options);
  const now = new Date();
  const live = await listLivePromotionRows({ db, subsiteId: site.subsiteId, now });
  const redeemed = await listRedeemedPromotionIds(db, { promotionIds: live.map((row) => row.id), userId: cart.userId, email: pricing.state.billingEmail });
  const applied = pricing.promotions.map((promotion) => promotion.row);
  const money = (minor: number) => minorToDecimal(minor, site.decimalPlaces);
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
      promoID: row.id,
      couponCode: row.code,
      name: localiseLabel(row.names, site.languageCode, row.code),
      kind: row.kind === 'percent' ? ('percent' as const) : ('fixed' as const),
      // Percent values are stored in basis points (1000 = 10 %); the wire says 10.
      value: row.kind === 'percent' ? row.value / 100 : money(row.value),
      minSubtotal: money(row.minSubtotalMinor),
      maxDiscount: row.maxDiscountMinor === null ? null : money(row.maxDiscountMinor),
      currencyCode: site.currencyCode,
      endsAt: row.endsAt.toISOString(),
      stackable: row.stackable,
      oncePerCustomer: row.oncePerCustomer,
      applied: isApplied,
      applicable: problem === null,
      reason: problem?.message ?? null,
    };
  });
}

/** `GET /api/cart/{cartID}/address_list/`: the owner's saved addresses (the guard has checked the token); a guest cart's list is empty. */
export async function listCartAddresses(options: CheckoutReadOptions): Promise<z.infer<typeof CartAddressList>> {
  const cart = await getCartRow(options, options.cartId);
  const addresses = cart.userId === null ? [] : (await listAddressRows(options.db, cart.userId)).map(toSavedAddress);
  return { addresses, selectedShippingID: readCheckoutState(cart.extra).shippingID };
}

/** `GET /api/cart/{cartID}/cod_check`. */
export async function checkCod(options: CheckoutReadOptions): Promise<z.infer<typeof CodCheck>> {
  const { pricing } = await pricedCart(options);
  const cod = await assessCod({ db: options.db, site: options.site, pricing });
  return { available: cod.available, pincode: cod.pincode, reason: cod.reason, limit: minorToDecimal(cod.limitMinor, options.site.decimalPlaces), verified: cod.verified };
}

const GATEWAY_WORDS: Record<string, { card: [string, string]; cod: [string, string]; free: [string, string]; cardNothing: string; freeNotYet: string; empty: string }> = {
  en: {
    card: ['Card', 'Pay securely by credit or debit card'],
    cod: ['Cash on delivery', 'Pay when your order arrives; we send a code to your phone first'],
    free: ['Store credit', 'Your store credit covers the whole order'],
    cardNothing: 'Nothing to pay: your store credit covers this order',
    freeNotYet: 'Store credit does not cover the whole order',
    empty: 'Your cart is empty',
  },
  hi: {
    card: ['कार्ड', 'क्रेडिट या डेबिट कार्ड से सुरक्षित भुगतान करें'],
    cod: ['कैश ऑन डिलीवरी', 'ऑर्डर पहुँचने पर भुगतान करें; पहले हम आपके फ़ोन पर एक कोड भेजते हैं'],
    free: ['स्टोर क्रेडिट', 'आपका स्टोर क्रेडिट पूरे ऑर्डर को कवर करता है'],
    cardNothing: 'कुछ भी भुगतान नहीं करना है: आपका स्टोर क्रेडिट इस ऑर्डर को कवर करता है',
    freeNotYet: 'स्टोर क्रेडिट पूरे ऑर्डर को कवर नहीं करता',
    empty: 'आपका कार्ट खाली है',
  },
  ar: {
    card: ['بطاقة', 'ادفع بأمان ببطاقة الائتمان أو الخصم'],
    cod: ['الدفع عند الاستلام', 'ادفع عند وصول طلبك؛ نرسل رمزاً إلى هاتفك أولاً'],
    free: ['رصيد المتجر', 'رصيدك في المتجر يغطي الطلب بالكامل'],
    cardNothing: 'لا شيء للدفع: رصيدك في المتجر يغطي هذا الطلب',
    freeNotYet: 'رصيد المتجر لا يغطي الطلب بالكامل',
    empty: 'سلتك فارغة',
  },
};

/** `GET /api/cart/{cartID}/payment_gateways/`: card when something is due, COD per the COD check, free only when nothing is due. */
export async function listPaymentGateways(options: CheckoutReadOptions): Promise<z.infer<typeof PaymentGateways>> {
  const { pricing } = await pricedCart(options);
  const words = GATEWAY_WORDS[options.site.languageCode] ?? GATEWAY_WORDS.en!;
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
