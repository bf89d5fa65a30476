import { z } from 'zod';
import { dbId, dbIdText } from './ids';
import { wireAmount } from './money';
import { queryText, text } from './text';

/** Coupons as staff manage them (`/admin/promotions`). Amounts are decimals of the subsite's currency; a percent value is the percentage (10 = 10 %). */
export const AdminPromotion = z.object({
  promoID: z.number().int(),
  couponCode: z.string(),
  subsiteID: z.number().int(),
  currencyCode: z.string(),
  name: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  minSubtotal: z.number(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  oncePerCustomer: z.boolean(),
  stackable: z.boolean(),
  showOnProduct: z.boolean(),
  /** Valid now: started and not ended. */
  active: z.boolean(),
  redemptions: z.number().int(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;
export const AdminPromotionList = z.array(AdminPromotion);

export const AdminPromotionQuery = z.object({ subsiteID: dbIdText().optional(), searchKey: queryText(30).optional() }).strict();
export const AdminPromotionParams = z.object({ promoID: dbIdText() });

const isoDate = z.string().datetime({ offset: true, message: 'must be a date and time (ISO 8601)' });

/** Create or edit a coupon: a code of 3–30 letters, digits or dashes, unique in its subsite; the end after the start. */
export const AdminPromotionBody = z
  .object({
    couponCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,30}$/, 'must be 3 to 30 letters, digits or dashes')
      .transform((code) => code.toUpperCase()),
    subsiteID: dbId(),
    name: text(100),
    kind: z.enum(['percent', 'fixed']),
    value: wireAmount({ max: 10_000_000 }).refine((value) => value > 0, 'must be more than 0'),
    minSubtotal: wireAmount({ max: 100_000_000 }).default(0),
    maxDiscount: wireAmount({ max: 100_000_000 }).nullable().default(null),
    startsAt: isoDate,
    endsAt: isoDate,
    oncePerCustomer: z.boolean().default(false),
    stackable: z.boolean().default(false),
    showOnProduct: z.boolean().default(false),
  })
  .strict()
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), { message: 'must be after startsAt', path: ['endsAt'] })
  .refine((body) => body.kind !== 'percent' || (body.value <= 90 && Number.isInteger(body.value * 100)), { message: 'a percent coupon gives at most 90 %, in steps of 0.01', path: ['value'] });
export type AdminPromotionBody = z.infer<typeof AdminPromotionBody>;
