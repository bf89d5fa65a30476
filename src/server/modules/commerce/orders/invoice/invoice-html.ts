import type { TaxInvoice } from '@/shared/contracts/admin-invoices';
import { invoiceMoney, invoiceTotals, issuedDate, taxColumns } from './invoice-text';

const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const party = (title: string, who: TaxInvoice['seller']) =>
  `<section><h2>${escape(title)}</h2><p><strong>${escape(who.name)}</strong><br>${who.lines.map(escape).join('<br>')}${
    who.registration ? `<br>${escape(who.registrationLabel ?? '')}: ${escape(who.registration)}` : ''
  }</p></section>`;

/** The invoice as a printable page of its own (no script, inline style, prints on A4). */
export function renderInvoiceHtml(invoice: TaxInvoice): string {
  const money = (minor: number) => escape(invoiceMoney(invoice, minor));
  const columns = taxColumns(invoice);
  const head = ['#', 'Description', ...(invoice.kind === 'gst' ? ['HSN'] : []), 'Qty', 'Unit price', 'Discount', 'Taxable value', ...columns.map((column) => column.label), 'Total'];
  const rows = invoice.lines.map((line, index) => {
    const huids = line.huids.length ? `<br><small>HUID: ${line.huids.map(escape).join(', ')}</small>` : '';
    const cells = [
      String(index + 1),
      `${escape(line.description)}<br><small>SKU ${escape(line.sku)}</small>${huids}`,
      ...(invoice.kind === 'gst' ? [escape(line.hsn ?? '')] : []),
      String(line.quantity),
      money(line.unitPriceMinor),
      money(line.discountMinor),
      money(line.taxableMinor),
      ...columns.map((column) => money(column.pick(line))),
      money(line.totalMinor),
    ];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
  });
  const totals = invoiceTotals(invoice);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escape(invoice.title)} ${escape(invoice.invoiceNumber)}</title>
<style>
body{font:13px/1.4 system-ui,sans-serif;color:#111;margin:24px;max-width:1000px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:13px;margin:0 0 4px;text-transform:uppercase;color:#555}
.parties{display:flex;gap:32px;flex-wrap:wrap;margin:16px 0}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #bbb;padding:4px 6px;text-align:right;vertical-align:top}th:nth-child(2),td:nth-child(2){text-align:left}
.totals{margin-left:auto;width:auto;margin-top:12px}.totals td:first-child{text-align:left}
@media print{body{margin:0}}
</style></head><body>
<h1>${escape(invoice.title)}</h1>
<p>Invoice ${escape(invoice.invoiceNumber)} · Order ${escape(invoice.orderNumber)} · Date ${escape(issuedDate(invoice))} · Place of supply: ${escape(invoice.placeOfSupply)}</p>
<div class="parties">${party('Sold by', invoice.seller)}${party('Billed and shipped to', invoice.buyer)}</div>
<table><thead><tr>${head.map((cell) => `<th>${escape(cell)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>
<table class="totals"><tbody>${totals.map(({ label, minor, strong }) => `<tr><td>${strong ? `<strong>${escape(label)}</strong>` : escape(label)}</td><td>${money(minor)}</td></tr>`).join('')}</tbody></table>
<p><small>Prices include ${invoice.kind === 'gst' ? 'GST' : 'VAT'}. ${invoice.kind === 'gst' ? 'Every hallmarked piece is listed with its BIS HUID.' : ''}</small></p>
</body></html>`;
}
