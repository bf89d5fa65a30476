import { z } from 'zod';
import checkoutJson from '../fixtures/checkout.json';

/**
 * What checkout needs beyond the catalogue, recorded from the seeded services' database by
 * scripts/record-mock-fixtures.ts: the promotions with their full rules (the promotions list
 * answers only part of them), each subsite's tax rate and cash-on-delivery limit, and the demo
 * shoppers' store credit. Dates are kept as offsets from the moment of recording, so a coupon
 * that "ends in 60 days" in a fresh seed also ends in 60 days in the mocks, whenever they run.
 */
export const RecordedPromotion = z.object({
  promoID: z.number().int(),
  code: z.string(),
  subsiteId: z.number().int(),
  /** By language code. */
  names: z.record(z.string(), z.string()),
  kind: z.enum(['percent', 'fixed']),
  /** Percent: basis points (1000 = 10 %); fixed: minor units. */
  value: z.number().int(),
  minSubtotalMinor: z.number().int(),
  maxDiscountMinor: z.number().int().nullable(),
  categorySlugs: z.array(z.string()),
  productSkus: z.array(z.string()),
  /** startsAt − the moment of recording, in ms (negative: started before). */
  startsOffsetMs: z.number(),
  endsOffsetMs: z.number(),
  oncePerCustomer: z.boolean(),
  stackable: z.boolean(),
});
export type RecordedPromotion = z.infer<typeof RecordedPromotion>;

export const CheckoutFixture = z.object({
  promotions: z.array(RecordedPromotion),
  subsites: z.array(
    z.object({
      subsiteId: z.number().int(),
      taxRateBp: z.number().int(),
      /** The largest amount collected on delivery, minor units (cod_check's `limit`). */
      codLimitMinor: z.number().int(),
    }),
  ),
  /** Balances of the demo shoppers when recorded, minor units of the subsite's currency. */
  storeCredit: z.array(z.object({ email: z.string(), subsiteId: z.number().int(), balanceMinor: z.number().int() })),
});
export type CheckoutFixture = z.infer<typeof CheckoutFixture>;

let parsed: CheckoutFixture | undefined;

export function checkoutFixture(): CheckoutFixture {
  return (parsed ??= CheckoutFixture.parse(checkoutJson));
}

export function subsiteRules(subsiteId: number) {
  const rules = checkoutFixture().subsites.find((candidate) => candidate.subsiteId === subsiteId);
  if (!rules) throw new Error(`No recorded checkout rules for subsite ${subsiteId}: re-record the fixtures`);
  return rules;
}
