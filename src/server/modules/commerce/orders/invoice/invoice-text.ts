import type { TaxInvoice } from '@/shared/contracts/admin-invoices';
import { minorToDecimal } from '@/shared/money';

/** An invoice amount as printed: currency code and the figure with its decimals (`INR 1,23,456`, `AED 1,234.50`). */
export function invoiceMoney(invoice: Pick<TaxInvoice, 'currencyCode' | 'decimalPlaces'>, minor: number): string {
  const figure = new Intl.NumberFormat(invoice.currencyCode === 'INR' ? 'en-IN' : 'en-GB', {
    minimumFractionDigits: invoice.decimalPlaces,
    maximumFractionDigits: invoice.decimalPlaces,
  }).format(minorToDecimal(minor, invoice.decimalPlaces));
  return `${invoice.currencyCode} ${figure}`;
}

export const percentOf = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : bp % 50 === 0 ? 1 : 2)}%`;

/** The tax columns an invoice prints: CGST and SGST (half the rate each), IGST, or VAT. */
export function taxColumns(invoice: TaxInvoice): { label: string; pick: (row: { cgstMinor: number; sgstMinor: number; igstMinor: number; vatMinor: number }) => number }[] {
  if (invoice.supply === 'intra_state') {
    const half = percentOf(invoice.taxRateBp / 2);
    return [
      { label: `CGST ${half}`, pick: (row) => row.cgstMinor },
      { label: `SGST ${half}`, pick: (row) => row.sgstMinor },
    ];
  }
  if (invoice.supply === 'inter_state') return [{ label: `IGST ${percentOf(invoice.taxRateBp)}`, pick: (row) => row.igstMinor }];
  return [{ label: `VAT ${percentOf(invoice.taxRateBp)}`, pick: (row) => row.vatMinor }];
}

export const issuedDate = (invoice: TaxInvoice) => invoice.issuedAt.slice(0, 10);

/** The totals block, top to bottom: taxable value, each tax, shipping, the total, then how it was paid. */
export function invoiceTotals(invoice: TaxInvoice): { label: string; minor: number; strong: boolean }[] {
  const { totals } = invoice;
  return [
    { label: 'Taxable value', minor: totals.taxableMinor, strong: false },
    ...taxColumns(invoice).map((column) => ({ label: column.label, minor: column.pick(totals), strong: false })),
    { label: 'Shipping', minor: totals.shippingMinor, strong: false },
    { label: 'Invoice total', minor: totals.totalMinor, strong: true },
    ...(totals.creditMinor ? [{ label: 'Paid with store credit', minor: totals.creditMinor, strong: false }] : []),
    { label: `Paid by ${invoice.paymentMethod}`, minor: totals.amountDueMinor, strong: false },
  ];
}
