import { z } from 'zod';
import { queryText } from './text';
import { dbIdText } from './ids';

/**
 * `GET /api/products/{id}/pincode/{pin}`: can this product reach this pincode (India) or area code
 * (UAE), by when, and with cash on delivery? A place not served is an answer (200,
 * `deliverable: false`), not an error; a pin of the wrong form for the subsite is a 400 naming `pin`.
 */
export const PincodeParams = z.object({
  id: dbIdText(),
  pin: queryText(12).min(1).describe('India: a 6-digit PIN code (400001); UAE: an area code (DXB-01)'),
});

export const PincodeCheck = z.object({
  productID: z.number().int(),
  /** The pin as the services read it (trimmed, upper case). */
  pincode: z.string(),
  deliverable: z.boolean(),
  /** The city or area served, or null when the pin is unknown. */
  city: z.string().nullable(),
  codAvailable: z.boolean(),
  /** Working days to deliver (Sundays are not counted), or null when not deliverable. */
  deliveryDays: z.number().int().nullable(),
  /** `YYYY-MM-DD` in the subsite's time zone, or null when not deliverable. */
  estimatedDeliveryDate: z.string().nullable(),
  /** One sentence for the shopper, in the request's language. */
  message: z.string(),
});
export type PincodeCheck = z.infer<typeof PincodeCheck>;
