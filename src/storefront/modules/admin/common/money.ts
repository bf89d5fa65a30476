/** An amount as the back office shows it: the currency code and the figure with its decimals. */
export function money(amount: number, currencyCode: string, decimalPlaces = currencyCode === 'INR' ? 0 : 2): string {
  const figure = new Intl.NumberFormat(currencyCode === 'INR' ? 'en-IN' : 'en-GB', { minimumFractionDigits: decimalPlaces, maximumFractionDigits: decimalPlaces }).format(amount);
  return `${currencyCode} ${figure}`;
}

export const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
