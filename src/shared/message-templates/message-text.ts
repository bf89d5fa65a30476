/**
 * The SMS and e-mails the store sends, in the shopper's language (en, hi, ar), as the outbox takes
 * them. Shared by the services and the mocks so both send the same words. Plain text: no markup,
 * so no direction to set. zod-free: the mock worker imports it.
 */
import { formatMoney, minorToDecimal, type MoneyStyle } from '../money';

export type { MoneyStyle };

/** One message as the outbox takes it (plain text: no markup). */
export interface MessageText {
  subject: string;
  body: string;
}

export function formatMinor(style: MoneyStyle, minor: number): string {
  return formatMoney({ amount: minorToDecimal(minor, style.decimalPlaces), currencySymbol: style.currencySymbol, decimalPlaces: style.decimalPlaces, languageTag: style.languageTag });
}
