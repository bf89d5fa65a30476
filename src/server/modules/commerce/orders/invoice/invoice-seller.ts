/**
 * Who issues the tax invoices of each subsite: the registered business, its address, its tax
 * registration and (India) the state it is registered in, which decides CGST + SGST or IGST.
 * The demo store's registrations; a real store puts its own here.
 */
export interface InvoiceSeller {
  name: string;
  lines: string[];
  registrationLabel: string;
  registration: string;
  /** India: the state of registration (a name findIndianState knows); null elsewhere. */
  state: string | null;
}

export const INVOICE_SELLERS: Record<string, InvoiceSeller> = {
  in: {
    name: 'SLV Jewellers Private Limited',
    lines: ['14 Sheikh Memon Street, Zaveri Bazaar, Kalbadevi', 'Mumbai 400002, Maharashtra, India'],
    registrationLabel: 'GSTIN',
    registration: '27AAKCS4821M1Z3',
    state: 'Maharashtra',
  },
  ae: {
    name: 'SLV Jewellers Trading LLC',
    lines: ['Shop 12, Gold Souk, Deira', 'Dubai, United Arab Emirates'],
    registrationLabel: 'TRN',
    registration: '100234567800003',
    state: null,
  },
};

/** HSN of articles of jewellery of precious metal (gold, silver, platinum), as GST invoices print it. */
export const JEWELLERY_HSN = '7113';
