import { z } from 'zod';
import { MAX_WIRE_AMOUNT, MAX_WIRE_DECIMALS, decimalPlacesOf } from '../money';

/**
 * Money arriving on the wire (decimal in the subsite's currency). A number that is not plain
 * money (exponent sized such as 1e308 or 5e-324, or with more decimals than any currency has) is
 * bad input, a 400 naming the field, before it reaches minor-unit arithmetic or the database.
 * A subsite with fewer decimals (whole rupees) checks its own places where it converts.
 */
function checked<T extends z.ZodNumber | z.ZodCoercedNumber>(schema: T) {
  return schema.superRefine((value, context) => {
    // Range and finiteness are the schema's own checks; this one is the decimals.
    const places = Number.isFinite(value) && Math.abs(value) <= MAX_WIRE_AMOUNT ? decimalPlacesOf(value) : 0;
    if (places === null || places > MAX_WIRE_DECIMALS) context.addIssue({ code: 'custom', message: `must have at most ${MAX_WIRE_DECIMALS} decimal places` });
  });
}

/** An amount in a JSON body: 0 up to `max` (default the wire's limit). */
export function wireAmount({ min = 0, max = MAX_WIRE_AMOUNT }: { min?: number; max?: number } = {}) {
  return checked(z.number().min(min).max(max));
}

/** An amount in a query string (text, coerced): 0 up to `max`. */
export function wireAmountText({ max = MAX_WIRE_AMOUNT }: { max?: number } = {}) {
  return checked(z.coerce.number().min(0).max(max));
}
