import { normalisePin, pinProblem } from '@/shared/delivery';
import { minorToDecimal } from '@/shared/money';
import type { MockCart } from '../state/cart-store';
import { type MockCartPricing, siteMoney } from './checkout-pricing';
import { subsiteRules } from './checkout-fixture';
import { deliveryWords, gatewayWords } from '@/shared/checkout-messages';
import { MockHttpError } from './respond';
import type { MockSite } from './site';

/**
 * Delivery, cash on delivery and the ways to pay, decided as the services decide them
 * (src/server/modules/commerce/checkout/delivery-policy.ts, checkout-reads.ts): COD where the
 * shipping pincode allows it, with something due within the subsite's limit, once the code
 * sent to the billing phone was verified; card whenever something is due; "free" only when
 * nothing is. Places are the recorded ones (fixtures' `places`).
 */
export function placeOf(site: MockSite, zip: string) {
  return site.catalogue.places[normalisePin(zip)] ?? null;
}

/** 400 naming the field for a pin of the wrong form; 409 "We do not deliver to 999999 yet". */
export function assertDeliverable(site: MockSite, zip: string, field: string): void {
  const { subsiteCode } = siteMoney(site);
  const problem = pinProblem(subsiteCode, zip);
  if (problem) throw new MockHttpError(400, `${field}: ${problem}`);
  if (!placeOf(site, zip)?.serviceable) throw new MockHttpError(409, deliveryWords(site.languageCode).notServed(normalisePin(zip)));
}

export interface MockCodCheck {
  available: boolean;
  pincode: string | null;
  reason: string | null;
  limit: number;
  verified: boolean;
}

export function codVerified(cart: MockCart): boolean {
  const checkout = cart.checkout;
  return Boolean(checkout?.cod.verifiedPhone && checkout.cod.verifiedPhone === checkout.billingAddress?.phone);
}

export function codCheckOf(cart: MockCart, site: MockSite, pricing: MockCartPricing): MockCodCheck {
  const words = deliveryWords(site.languageCode);
  const { codLimitMinor } = subsiteRules(site.subsiteId);
  const { format, decimalPlaces } = siteMoney(site);
  const zip = pricing.checkout.shippingAddress?.zip ?? null;
  const base = { limit: minorToDecimal(codLimitMinor, decimalPlaces), verified: codVerified({ ...cart, checkout: pricing.checkout }), pincode: zip === null ? null : normalisePin(zip) };
  if (zip === null) return { ...base, available: false, reason: words.noAddress };
  const place = placeOf(site, zip);
  if (!place?.serviceable) return { ...base, available: false, reason: words.notServed(normalisePin(zip)) };
  if (!place.cod) return { ...base, available: false, reason: words.codNotHere(normalisePin(zip)) };
  if (pricing.amountDueMinor <= 0) return { ...base, available: false, reason: words.nothingToPay };
  if (pricing.amountDueMinor > codLimitMinor) return { ...base, available: false, reason: words.codLimit(format(codLimitMinor)) };
  return { ...base, available: true, reason: null };
}

export function paymentGatewaysOf(cart: MockCart, site: MockSite, pricing: MockCartPricing) {
  const w = gatewayWords(site.languageCode);
  const cod = codCheckOf(cart, site, pricing);
  const due = pricing.amountDueMinor > 0;
  const empty = pricing.lines.length === 0;
  const emptyReason = empty ? w.empty : null;
  return [
    { paymentSettingsGroupKey: 'card' as const, name: w.card[0], description: w.card[1], available: due, reason: due ? null : (emptyReason ?? w.cardNothing) },
    { paymentSettingsGroupKey: 'cod' as const, name: w.cod[0], description: w.cod[1], available: cod.available, reason: cod.reason },
    { paymentSettingsGroupKey: 'free' as const, name: w.free[0], description: w.free[1], available: !due && !empty, reason: !due && !empty ? null : (emptyReason ?? w.freeNotYet) },
  ];
}
