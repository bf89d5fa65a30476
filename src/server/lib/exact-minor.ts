import { decimalToMinor, minorToDecimal } from '@/shared/money';
import { badRequest } from './app-error';

/** A wire amount in minor units; more decimals than the currency has is bad input naming the field, never silently rounded. */
export function exactMinor(amount: number, decimalPlaces: number, field: string): number {
  const minor = decimalToMinor(amount, decimalPlaces);
  if (minorToDecimal(minor, decimalPlaces) !== amount) throw badRequest(`${field} must have at most ${decimalPlaces} decimal places`);
  return minor;
}
