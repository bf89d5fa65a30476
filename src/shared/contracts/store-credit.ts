import { z } from 'zod';

/** `GET /api/users/storeCredit`: the signed-in shopper's balance in the request's subsite and every entry, newest first. */
export const StoreCredit = z.object({
  balance: z.number(),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  entries: z.array(
    z.object({
      entryID: z.number().int(),
      /** Positive: a credit; negative: a debit. */
      amount: z.number(),
      /** `checkout`, `checkout_reversal`, `refund`, `excess_overpayment`, `excess_payment`, `goodwill` or `adjustment` (staff, with a reason). */
      reason: z.string(),
      orderID: z.number().int().nullable(),
      orderNumber: z.string().nullable(),
      note: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type StoreCredit = z.infer<typeof StoreCredit>;
