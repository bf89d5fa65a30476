import type { InvoiceLine, TaxInvoice } from '@/shared/contracts/admin-invoices';
import { findIndianState } from '@/shared/india-states';
import type { OrderLineRow, OrderRow } from '../order-repository';
import { JEWELLERY_HSN, type InvoiceSeller } from './invoice-seller';

export interface InvoiceSubsite {
  code: string;
  taxRateBp: number;
}

/** One half of a GST amount for CGST, the other for SGST: they always add up to the paisa (CGST takes the odd one). */
export function splitGst(taxMinor: number): { cgstMinor: number; sgstMinor: number } {
  const sgstMinor = Math.floor(taxMinor / 2);
  return { cgstMinor: taxMinor - sgstMinor, sgstMinor };
}

const addressLines = (address: Record<string, string>) =>
  [address.address1, address.address2, [address.city, address.zip].filter(Boolean).join(' '), [address.state, address.country].filter(Boolean).join(', '), address.phone].filter(
    (line): line is string => Boolean(line && line.trim()),
  );

/**
 * The tax invoice of an order, from what the order recorded when placed (prices include tax; each
 * line keeps the tax included in its total). India: HSN 7113, a HUID per hallmarked piece, CGST and
 * SGST (half the rate each) when the delivery state is the seller's, IGST otherwise. UAE: VAT.
 * Σ line totals + shipping = the order's total, to the minor unit.
 */
export function buildInvoice({ order, lines, subsite, seller }: { order: OrderRow; lines: OrderLineRow[]; subsite: InvoiceSubsite; seller: InvoiceSeller }): TaxInvoice {
  const india = subsite.code === 'in';
  const shipping = order.shippingAddress;
  const deliveryState = india ? findIndianState(shipping.state) : null;
  const sellerState = seller.state ? findIndianState(seller.state) : null;
  const intra = india && deliveryState !== null && sellerState !== null && deliveryState.code === sellerState.code;
  const supply: TaxInvoice['supply'] = !india ? 'vat' : intra ? 'intra_state' : 'inter_state';

  const invoiceLines: InvoiceLine[] = lines.map((line) => {
    const tax = line.taxMinor;
    const gst = supply === 'intra_state' ? splitGst(tax) : { cgstMinor: 0, sgstMinor: 0 };
    return {
      description: line.optionLabel ? `${line.name} (${line.optionLabel}), ${line.purity} ${line.metal}` : `${line.name}, ${line.purity} ${line.metal}`,
      sku: line.sku,
      hsn: india ? JEWELLERY_HSN : null,
      huids: line.huids,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      discountMinor: line.discountMinor,
      taxableMinor: line.lineTotalMinor - tax,
      ...gst,
      igstMinor: supply === 'inter_state' ? tax : 0,
      vatMinor: supply === 'vat' ? tax : 0,
      totalMinor: line.lineTotalMinor,
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) => invoiceLines.reduce((total, line) => total + pick(line), 0);
  const taxableMinor = sum((line) => line.taxableMinor);
  const cgstMinor = sum((line) => line.cgstMinor);
  const sgstMinor = sum((line) => line.sgstMinor);
  const igstMinor = sum((line) => line.igstMinor);
  const vatMinor = sum((line) => line.vatMinor);
  const taxMinor = cgstMinor + sgstMinor + igstMinor + vatMinor;
  const totalMinor = taxableMinor + taxMinor + order.shippingMinor;
  if (totalMinor !== order.totalMinor || taxMinor !== order.taxMinor) {
    // The order's own figures are the truth; an invoice that disagrees must never be printed.
    throw new Error(`Invoice of ${order.number} does not add up: lines ${totalMinor}, tax ${taxMinor}; order ${order.totalMinor}, tax ${order.taxMinor}`);
  }
  const buyerName = `${shipping.firstName ?? ''} ${shipping.lastName ?? ''}`.trim() || order.email;
  return {
    kind: india ? 'gst' : 'vat',
    title: india ? 'Tax Invoice (GST)' : 'Tax Invoice (VAT)',
    invoiceNumber: `INV-${order.number}`,
    orderID: order.id,
    orderNumber: order.number,
    issuedAt: order.placedAt.toISOString(),
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    supply,
    placeOfSupply: india ? (deliveryState ? `${deliveryState.name.en} (${deliveryState.code})` : shipping.state || 'Unknown state') : shipping.country || 'United Arab Emirates',
    taxRateBp: subsite.taxRateBp,
    seller: { name: seller.name, lines: seller.lines, registrationLabel: seller.registrationLabel, registration: seller.registration, state: seller.state },
    buyer: { name: buyerName, lines: addressLines(shipping), registrationLabel: null, registration: null, state: deliveryState?.name.en ?? null },
    lines: invoiceLines,
    totals: { taxableMinor, cgstMinor, sgstMinor, igstMinor, vatMinor, taxMinor, shippingMinor: order.shippingMinor, totalMinor, creditMinor: order.creditMinor, amountDueMinor: order.amountDueMinor },
    paymentMethod: order.paymentMethod,
  };
}
