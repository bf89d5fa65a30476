import { z } from 'zod';

/**
 * A tax invoice of an order (`GET /admin/orders/{orderID}/invoice`), money in minor units of the
 * order's currency (`decimalPlaces` says how many). India: a GST invoice, HSN 7113, CGST + SGST
 * when the place of supply is the store's state, IGST otherwise, a HUID per hallmarked piece. UAE:
 * a VAT invoice. The lines' totals plus shipping make the order's total to the minor unit.
 */
export const InvoiceParty = z.object({ name: z.string(), lines: z.array(z.string()), registrationLabel: z.string().nullable(), registration: z.string().nullable(), state: z.string().nullable() });

export const InvoiceLine = z.object({
  description: z.string(),
  sku: z.string(),
  hsn: z.string().nullable(),
  huids: z.array(z.string()),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  discountMinor: z.number().int(),
  /** What the line is taxed on: its total less the tax included in it. */
  taxableMinor: z.number().int(),
  cgstMinor: z.number().int(),
  sgstMinor: z.number().int(),
  igstMinor: z.number().int(),
  vatMinor: z.number().int(),
  /** Taxable value + its tax: the line's total. */
  totalMinor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const TaxInvoice = z.object({
  kind: z.enum(['gst', 'vat']),
  title: z.string(),
  invoiceNumber: z.string(),
  orderID: z.number().int(),
  orderNumber: z.string(),
  issuedAt: z.string(),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  /** `intra_state` (CGST + SGST), `inter_state` (IGST) or `vat`. */
  supply: z.enum(['intra_state', 'inter_state', 'vat']),
  placeOfSupply: z.string(),
  /** The full rate (basis points); CGST and SGST are half of it each. */
  taxRateBp: z.number().int(),
  seller: InvoiceParty,
  buyer: InvoiceParty,
  lines: z.array(InvoiceLine),
  totals: z.object({
    taxableMinor: z.number().int(),
    cgstMinor: z.number().int(),
    sgstMinor: z.number().int(),
    igstMinor: z.number().int(),
    vatMinor: z.number().int(),
    taxMinor: z.number().int(),
    shippingMinor: z.number().int(),
    totalMinor: z.number().int(),
    creditMinor: z.number().int(),
    amountDueMinor: z.number().int(),
  }),
  paymentMethod: z.string(),
});
export type TaxInvoice = z.infer<typeof TaxInvoice>;
