import PDFDocument from 'pdfkit';
import type { TaxInvoice } from '@/shared/contracts/admin-invoices';
import { invoiceMoney, invoiceTotals, issuedDate, taxColumns } from './invoice-text';

/**
 * The invoice as a PDF (A4), drawn with pdfkit's built-in Helvetica: pure JavaScript, no browser and
 * nothing fetched, so it works offline on Node 20. Amounts carry the currency code (the built-in
 * fonts have no ₹ sign).
 */
export function renderInvoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${invoice.title} ${invoice.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => invoiceMoney(invoice, minor);
  const columns = taxColumns(invoice);

  doc.font('Helvetica-Bold').fontSize(16).text(invoice.title);
  doc.font('Helvetica').fontSize(9).text(`Invoice ${invoice.invoiceNumber}   Order ${invoice.orderNumber}   Date ${issuedDate(invoice)}   Place of supply: ${invoice.placeOfSupply}`);
  doc.moveDown();
  const top = doc.y;
  for (const [x, title, who] of [[40, 'Sold by', invoice.seller], [310, 'Billed and shipped to', invoice.buyer]] as const) {
    doc.font('Helvetica-Bold').text(title.toUpperCase(), x, top, { width: 250 });
    doc.font('Helvetica').text([who.name, ...who.lines, ...(who.registration ? [`${who.registrationLabel}: ${who.registration}`] : [])].join('\n'), x, doc.y, { width: 250 });
  }
  doc.x = 40;
  doc.moveDown(2);

  for (const [index, line] of invoice.lines.entries()) {
    doc.font('Helvetica-Bold').text(`${index + 1}. ${line.description}`, 40, doc.y, { width: 515 });
    const facts = [`SKU ${line.sku}`, ...(line.hsn ? [`HSN ${line.hsn}`] : []), `Qty ${line.quantity} x ${money(line.unitPriceMinor)}`, ...(line.discountMinor ? [`Discount ${money(line.discountMinor)}`] : [])];
    doc.font('Helvetica').text(facts.join('   '));
    if (line.huids.length) doc.text(`HUID: ${line.huids.join(', ')}`);
    doc.text([`Taxable ${money(line.taxableMinor)}`, ...columns.map((column) => `${column.label} ${money(column.pick(line))}`), `Total ${money(line.totalMinor)}`].join('   '));
    doc.moveDown(0.5);
  }
  doc.moveDown();
  const totals = invoiceTotals(invoice);
  for (const { label, minor, strong } of totals) {
    const y = doc.y;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 120 });
    doc.text(money(minor), 420, y, { width: 135, align: 'right' });
  }
  doc.x = 40;
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).text(`Prices include ${invoice.kind === 'gst' ? 'GST' : 'VAT'}.${invoice.kind === 'gst' ? ' Every hallmarked piece is listed with its BIS HUID.' : ''}`, 40, doc.y);
  doc.end();
  return done;
}
