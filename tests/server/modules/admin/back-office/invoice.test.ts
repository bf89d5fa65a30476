import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaxInvoice } from '@/shared/contracts/admin-invoices';
import { splitGst } from '@/server/modules/commerce/orders/invoice/invoice-figures';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { api, createAfterSalesApp, IDS, payLatest, placeOrderAs, type Auth } from '../../commerce/orders/after-sales/after-sales-fixture';
import { addItem, indiaAddress, placeOk, putCart } from '../../commerce/checkout/checkout-requests';

let t: TestApp;
let shopper: Auth;
let aisha: Auth;
let staff: Auth;

beforeAll(async () => {
  t = await createAfterSalesApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  aisha = (await signInAs(t.app, 'aisha')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
}, 120_000);
afterAll(async () => t?.close());

const invoiceOf = async (orderID: number) => TaxInvoice.parse(expectSuccess(await api(t.app, 'GET', `/admin/orders/${orderID}/invoice`, staff)));
const figures = (invoice: TaxInvoice) => invoice.lines.map((line) => [line.taxableMinor, line.cgstMinor, line.sgstMinor, line.igstMinor, line.vatMinor, line.totalMinor]);

describe('GST and VAT invoices (hand-computed figures; checkout fixture prices, tax included)', () => {
  it('splits an intra-state Indian order (Mumbai, Maharashtra: the store’s state) into CGST and SGST, HSN 7113, a HUID per piece', async () => {
    // Ring size 12 ₹48,269: tax 48269 × 3/103 = 1405.89 → 1406, taxable 46863, CGST 703 + SGST 703.
    // Coin × 2 ₹2,164: tax 2164 × 3/103 = 63.03 → 63, taxable 2101, CGST 32 + SGST 31 (CGST takes the odd rupee).
    const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.ring, productOptionID: IDS.ringSize12, quantity: 1 }, { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 2 }], pay: 'card' });
    const invoice = await invoiceOf(placed.orderID);
    expect(invoice).toMatchObject({ kind: 'gst', supply: 'intra_state', placeOfSupply: 'Maharashtra (MH)', taxRateBp: 300, currencyCode: 'INR', decimalPlaces: 0, invoiceNumber: `INV-${placed.orderNumber}` });
    expect(figures(invoice)).toEqual([
      [46863, 703, 703, 0, 0, 48269],
      [2101, 32, 31, 0, 0, 2164],
    ]);
    expect(invoice.totals).toEqual({ taxableMinor: 48964, cgstMinor: 735, sgstMinor: 734, igstMinor: 0, vatMinor: 0, taxMinor: 1469, shippingMinor: 0, totalMinor: 50433, creditMinor: 0, amountDueMinor: 50433 });
    expect(invoice.lines.every((line) => line.hsn === '7113')).toBe(true);
    expect(invoice.lines.map((line) => line.huids.length)).toEqual([1, 2]);
    expect(invoice.lines.flatMap((line) => line.huids).every((huid) => /^[A-Z0-9]{6}$/.test(huid))).toBe(true);
    expect(invoice.seller.registration).toMatch(/^27/);
  });

  it('charges IGST on an inter-state Indian order (Bengaluru, Karnataka), paid partly with store credit', async () => {
    // Pendant ₹21,380: tax 21380 × 3/103 = 622.72 → 623, taxable 20757. Ring size 14 ₹49,951: tax 1454.88 → 1455, taxable 48496.
    const who = { auth: shopper, locale: 'in-en' };
    let cartID = (await addItem(t.app, { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 }, who)).cartID;
    cartID = (await addItem(t.app, { productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1, cartID }, who)).cartID;
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingCity: 'Bengaluru', billingZip: '560001', billingState: 'Karnataka' }), who));
    expectSuccess(await putCart(t.app, { cartID, mode: 'apply_usercredit', amount: 1000 }, who));
    const placed = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'card' }, who);
    await payLatest(t.app, placed.orderID, 'succeeded');
    const invoice = await invoiceOf(placed.orderID);
    expect(invoice).toMatchObject({ kind: 'gst', supply: 'inter_state', placeOfSupply: 'Karnataka (KA)' });
    expect(figures(invoice)).toEqual([
      [20757, 0, 0, 623, 0, 21380],
      [48496, 0, 0, 1455, 0, 49951],
    ]);
    expect(invoice.totals).toEqual({ taxableMinor: 69253, cgstMinor: 0, sgstMinor: 0, igstMinor: 2078, vatMinor: 0, taxMinor: 2078, shippingMinor: 0, totalMinor: 71331, creditMinor: 1000, amountDueMinor: 70331 });
  });

  it('issues a UAE VAT invoice in fils, without HSN or HUID', async () => {
    // Ring size 13 AED 2,069.38 = 206938 fils: VAT 206938 × 5/105 = 9854.19 → 9854, taxable 197084.
    const placed = await placeOrderAs(t.app, aisha, { items: [{ productID: IDS.ring, productOptionID: IDS.ringSize13, quantity: 1 }], pay: 'card', locale: 'ae-en' });
    const invoice = await invoiceOf(placed.orderID);
    expect(invoice).toMatchObject({ kind: 'vat', supply: 'vat', currencyCode: 'AED', decimalPlaces: 2, taxRateBp: 500 });
    expect(figures(invoice)).toEqual([[197084, 0, 0, 0, 9854, 206938]]);
    expect(invoice.lines[0]).toMatchObject({ hsn: null, huids: [] });
    expect(invoice.totals).toMatchObject({ taxableMinor: 197084, vatMinor: 9854, taxMinor: 9854, totalMinor: 206938 });
    expect(invoice.seller.registrationLabel).toBe('TRN');

    const html = await api(t.app, 'GET', `/admin/orders/${placed.orderID}/invoice.html`, staff);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('Tax Invoice (VAT)');
    expect(html.body).toContain('AED 1,970.84');
    expect(html.body).toContain('AED 98.54');
    expect(html.body).toContain('AED 2,069.38');
    const pdf = await api(t.app, 'GET', `/admin/orders/${placed.orderID}/invoice.pdf`, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps invoices to staff and refuses an order with no invoice yet', async () => {
    expectFailure(await api(t.app, 'GET', '/admin/orders/1/invoice', shopper), 403, /Staff only/);
    expectFailure(await api(t.app, 'GET', '/admin/orders/1/invoice.pdf', null), 401, 'Invalid User');
    expectFailure(await api(t.app, 'GET', '/admin/orders/999999/invoice', staff), 404, /Order 999999/);
    const who = { auth: shopper, locale: 'in-en' };
    const cartID = (await addItem(t.app, { productID: IDS.ring, productOptionID: IDS.ringSize12, quantity: 1 }, who)).cartID;
    expectSuccess(await putCart(t.app, indiaAddress(cartID), who));
    const unpaid = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'card' }, who);
    expectFailure(await api(t.app, 'GET', `/admin/orders/${unpaid.orderID}/invoice`, staff), 409, /pending_payment: it has no invoice/);
  });

  it('splits GST so the halves always make the whole', () => {
    for (const tax of [0, 1, 2, 63, 1406, 99_999]) {
      const { cgstMinor, sgstMinor } = splitGst(tax);
      expect(cgstMinor + sgstMinor).toBe(tax);
      expect(cgstMinor - sgstMinor).toBeLessThanOrEqual(1);
    }
  });
});
