import { z } from 'zod';
import { METALS, PURITIES } from './catalogue';

/** Options with at most this many units left are listed as low stock. */
export const LOW_STOCK_THRESHOLD = 2;

/** `GET /admin/today`: the counter's morning view (docs/back-office.md#today). */
export const AdminToday = z.object({
  /** Orders waiting for staff: placed (to confirm), confirmed (to pack), packed (to ship). */
  orders: z.object({ toConfirm: z.number().int(), toPack: z.number().int(), toShip: z.number().int() }),
  /** Returns waiting for staff: requested (to decide), approved (on the way back), received (to refund). */
  returns: z.object({ requested: z.number().int(), approved: z.number().int(), received: z.number().int() }),
  lowStock: z.array(z.object({ productID: z.number().int(), productOptionID: z.number().int(), subsiteCode: z.string(), sku: z.string(), name: z.string(), optionCode: z.string(), quantity: z.number().int() })),
  lowStockThreshold: z.number().int(),
  rates: z.array(z.object({ subsiteID: z.number().int(), subsiteCode: z.string(), currencyCode: z.string(), metal: z.enum(METALS), purity: z.enum(PURITIES), ratePerGram: z.number(), effectiveAt: z.string() })),
  /** Orders placed since midnight UTC, paid or due on delivery, by subsite, currency and payment method. */
  takings: z.array(z.object({ subsiteCode: z.string(), currencyCode: z.string(), paymentMethod: z.string(), orders: z.number().int(), total: z.number(), storeCredit: z.number() })),
  since: z.string(),
});
export type AdminToday = z.infer<typeof AdminToday>;
