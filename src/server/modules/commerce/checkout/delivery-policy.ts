import { deliveryWords } from '@/shared/checkout-messages';
import { normalisePin, pinProblem } from '@/shared/delivery';
import type { Executor } from '../../../db/client';
import { AppError, badRequest } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { codVerified, moneyFormatter, type CartPricing } from '../cart';
import { findPincodeRow } from '../pincode/pincode-repository';

/** The largest amount collected in cash on delivery, in major units of the subsite's currency. */
const COD_LIMIT_MAJOR: Record<string, number> = { in: 200_000, ae: 10_000 };
const DEFAULT_COD_LIMIT_MAJOR = 10_000;

export function codLimitMinor(site: SiteContext): number {
  return (COD_LIMIT_MAJOR[site.subsiteCode] ?? DEFAULT_COD_LIMIT_MAJOR) * 10 ** site.decimalPlaces;
}

export interface CheckDeliverableOptions {
  db: Executor;
  site: SiteContext;
  zip: string;
  /** The body field to name in a 400 (`body.shippingZip`). */
  field: string;
}

/** 400 naming the field for a pin of the wrong form; 409 'We do not deliver to 999999 yet' where the store does not deliver. */
export async function assertDeliverable({ db, site, zip, field }: CheckDeliverableOptions) {
  const problem = pinProblem(site.subsiteCode, zip);
  if (problem) throw badRequest(`${field}: ${problem}`);
  const pincode = normalisePin(zip);
  const place = await findPincodeRow({ db, subsiteId: site.subsiteId, pincode });
  if (!place?.serviceable) throw new AppError('CONFLICT', deliveryWords(site.languageCode).notServed(pincode));
  return place;
}

export interface CodAssessment {
  available: boolean;
  pincode: string | null;
  reason: string | null;
  limitMinor: number;
  verified: boolean;
}

/** May this cart be paid on delivery: an address served with COD, something to pay, within the limit. */
export async function assessCod({ db, site, pricing }: { db: Executor; site: SiteContext; pricing: CartPricing }): Promise<CodAssessment> {
  const words = deliveryWords(site.languageCode);
  const limitMinor = codLimitMinor(site);
  const verified = codVerified(pricing.state);
  const zip = pricing.state.shippingAddress?.zip ?? null;
  const base = { limitMinor, verified, pincode: zip === null ? null : normalisePin(zip) };
  if (zip === null) return { ...base, available: false, reason: words.noAddress };
  const place = await findPincodeRow({ db, subsiteId: site.subsiteId, pincode: normalisePin(zip) });
  if (!place?.serviceable) return { ...base, available: false, reason: words.notServed(normalisePin(zip)) };
  if (!place.cod) return { ...base, available: false, reason: words.codNotHere(normalisePin(zip)) };
  if (pricing.amountDueMinor <= 0) return { ...base, available: false, reason: words.nothingToPay };
  if (pricing.amountDueMinor > limitMinor) return { ...base, available: false, reason: words.codLimit(moneyFormatter(site)(limitMinor)) };
  return { ...base, available: true, reason: null };
}
