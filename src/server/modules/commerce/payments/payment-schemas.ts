import { z } from 'zod';
import { safeString } from '@/shared/contracts/text';
import { HandlePaymentBody, PaymentResult } from '@/shared/contracts/order-placement';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { SandboxNotification } from './sandbox-provider';

/** Route schemas of the payments module (the shared contracts, the answers in the commerce envelope). */
export { HandlePaymentBody };
export const PaymentResultResponse = commerceEnvelope(PaymentResult);

export { SandboxNotification };
export const NotificationResponse = commerceEnvelope(z.object({ settled: z.boolean(), status: z.string() }));

/** The sandbox's pages: the payment id in the path (our `pay_…` reference). */
export const SandboxParams = z.object({ paymentID: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a payment id') });

/**
 * What the card form posts (application/x-www-form-urlencoded). Only the shape is checked
 * here; the card rules (Luhn, expiry, CVC) are checked by the page so a mistake re-shows the
 * form with a message rather than a JSON error.
 */
export const CardFormBody = z.object({
  cardNumber: safeString({ max: 40 }).default(''),
  expiry: safeString({ max: 10 }).default(''),
  cvc: safeString({ max: 8 }).default(''),
  cardName: safeString({ max: 80 }).default(''),
  action: z.enum(['pay', 'cancel']).default('pay'),
});

export const ChallengeQuery = z.object({ t: safeString({ max: 200 }).default('') });
export const ChallengeBody = z.object({
  code: safeString({ max: 12 }).default(''),
  t: safeString({ max: 200 }).default(''),
  action: z.enum(['verify', 'cancel']).default('verify'),
});
