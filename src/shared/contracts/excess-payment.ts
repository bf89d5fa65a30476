import { z } from 'zod';
import { wireAmount } from './money';
import { HandlePaymentBody } from './order-placement';
import { ExcessState } from './orders';

/**
 * `POST /api/orders/excessPaymentProcess/id/{id}/`. `card`: a provider payment of `excessAmount`
 * (at least what is due; anything above it becomes store credit when paid). `free`: store credit
 * pays the whole amount due at once (`excessAmount` must equal it). Credit never pays part: a card
 * attempt that fails then has nothing to reverse.
 */
export const ExcessProcessBody = z
  .object({
    paymentSettingsGroupKey: z.enum(['card', 'free']),
    excessAmount: wireAmount({ max: 100_000_000 }).positive(),
  })
  .strict();
export type ExcessProcessBody = z.infer<typeof ExcessProcessBody>;

export const ExcessProcessResult = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  /** `payment`: go to `redirectUrl`; `paid`: settled with store credit. */
  next: z.enum(['payment', 'paid']),
  paymentID: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  amount: z.number(),
  excess: ExcessState,
});
export type ExcessProcessResult = z.infer<typeof ExcessProcessResult>;

/**
 * `POST /api/orders/excessPayment/`: the signed result the payment page returned with (the same
 * fields as `handlePaymnt`; the storefront's `/{locale}/excess-payment-return` posts them).
 */
export const ExcessPaymentBody = HandlePaymentBody;
export const ExcessPaymentResult = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  paymentStatus: z.enum(['pending', 'succeeded', 'failed', 'expired']),
  failureReason: z.string().nullable(),
  excess: ExcessState,
  /** What of this payment went to store credit (paid above the amount due). */
  creditedToStoreCredit: z.number(),
});
export type ExcessPaymentResult = z.infer<typeof ExcessPaymentResult>;
