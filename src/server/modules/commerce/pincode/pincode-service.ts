import type { PincodeCheck } from '@/shared/contracts/delivery';
import { describeDelivery, normalisePin, pinProblem } from '@/shared/delivery';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { getSellableProduct } from '../catalogue';
import { findPincodeRow } from './pincode-repository';

export interface CheckPincodeOptions {
  db: Executor;
  site: SiteContext;
  productId: number;
  pin: string;
  /** The moment "today" is counted from (tests pin it). */
  now?: Date;
}

/**
 * `GET /api/products/{id}/pincode/{pin}`: whether the product can be delivered there, by which
 * date (the pincode's working days from today in the subsite's time zone, Sundays skipped) and
 * whether cash on delivery is possible. A pin of the wrong form is a 400 naming `pin`; a place
 * the store does not serve is a normal answer with `deliverable: false` and a message saying so.
 */
export async function checkPincode({ db, site, productId, pin, now = new Date() }: CheckPincodeOptions): Promise<PincodeCheck> {
  const problem = pinProblem(site.subsiteCode, pin);
  if (problem) throw badRequest(`params.pin: ${problem}`);
  await getSellableProduct({ db, site, productId });
  const pincode = normalisePin(pin);
  const place = (await findPincodeRow({ db, subsiteId: site.subsiteId, pincode })) ?? null;
  return describeDelivery({ productID: productId, pincode, place, subsiteCode: site.subsiteCode, languageCode: site.languageCode, now });
}
