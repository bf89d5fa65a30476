import { describe, expect, it } from 'vitest';
import { paidForOrder, paidThroughPayment, refundDue, reviseLine, reviseOrder, share, splitRefund, valueOfUnits } from '@/shared/commerce/revision';

const line = (values: Partial<Parameters<typeof reviseLine>[0]> = {}) => ({
  quantity: 3,
  cancelledQuantity: 0,
  returnedQuantity: 0,
  lineSubtotalMinor: 10_000,
  discountMinor: 1_001,
  taxMinor: 262,
  lineTotalMinor: 8_999,
  ...values,
});

describe('revising an order to the minor unit', () => {
  it('takes shares that add up to the whole line however the units go', () => {
    // 8,999 over 3 units: 3,000 (2,999.67 rounded), then 3,000 (5,999.33 → 5,999: 2,999), then the rest 3,000.
    const first = valueOfUnits(8_999, { taken: 0, units: 1, quantity: 3 });
    const second = valueOfUnits(8_999, { taken: 1, units: 1, quantity: 3 });
    const third = valueOfUnits(8_999, { taken: 2, units: 1, quantity: 3 });
    expect([first, second, third]).toEqual([3_000, 2_999, 3_000]);
    expect(first + second + third).toBe(8_999);
    expect(valueOfUnits(8_999, { taken: 0, units: 2, quantity: 3 })).toBe(first + second);
    expect(share(5, 1, 2)).toBe(3); // 2.5 rounds half up
  });

  it('revises every figure of a line and keeps subtotal − discount = total', () => {
    const revised = reviseLine(line({ cancelledQuantity: 1 }));
    // subtotal 10,000 − 3,333 = 6,667; total 8,999 − 3,000 = 5,999; discount derived 668; tax 262 − 87 = 175.
    expect(revised).toEqual({ subtotalMinor: 6_667, discountMinor: 668, taxMinor: 175, totalMinor: 5_999 });
    expect(reviseLine(line({ cancelledQuantity: 2, returnedQuantity: 1 }))).toEqual({ subtotalMinor: 0, discountMinor: 0, taxMinor: 0, totalMinor: 0 });
  });

  it('refunds only what was paid beyond the revised total, and splits a refund card first', () => {
    const order = { paymentMethod: 'card', paymentStatus: 'paid', shippingMinor: 0, totalMinor: 8_999, creditMinor: 2_000, amountDueMinor: 6_999 };
    const none = { toCreditMinor: 0, toPaymentMinor: 0 };
    const lines = [line({ cancelledQuantity: 1 })];
    expect(reviseOrder(order, lines, none)).toMatchObject({ totalMinor: 5_999, creditMinor: 2_000, amountDueMinor: 0 });
    expect(refundDue(order, lines, none)).toBe(3_000);
    expect(refundDue(order, lines, { toCreditMinor: 3_000, toPaymentMinor: 0 })).toBe(0);
    expect(splitRefund({ amountMinor: 3_000, method: 'original_payment', order, refunded: { toCreditMinor: 0, toPaymentMinor: 6_000 } })).toEqual({ toCreditMinor: 2_001, toPaymentMinor: 999 });
    expect(splitRefund({ amountMinor: 3_000, method: 'store_credit', order, refunded: none })).toEqual({ toCreditMinor: 3_000, toPaymentMinor: 0 });
    // Cash on delivery not yet collected: only the store credit used was paid.
    const cod = { ...order, paymentMethod: 'cod', paymentStatus: 'cod_due' };
    expect(refundDue(cod, [line({ cancelledQuantity: 3 })], none)).toBe(2_000);
    expect(reviseOrder(cod, [line({ cancelledQuantity: 1 })], none).amountDueMinor).toBe(3_999);
  });

  it('counts as paid on a delivered COD order only the cash the courier collected, not the amount due at placing', () => {
    // 3 units, 1 cancelled before dispatch: the courier collects the revised 5,999 − 2,000 credit = 3,999.
    const lines = [line({ cancelledQuantity: 1 })];
    const none = { toCreditMinor: 0, toPaymentMinor: 0 };
    const delivered = { paymentMethod: 'cod', paymentStatus: 'paid', shippingMinor: 0, totalMinor: 8_999, creditMinor: 2_000, amountDueMinor: 6_999, collectedMinor: 3_999 };
    expect(paidThroughPayment(delivered)).toBe(3_999);
    expect(paidForOrder(delivered)).toBe(5_999);
    expect(refundDue(delivered, lines, none)).toBe(0);
    expect(reviseOrder(delivered, lines, none).amountDueMinor).toBe(0);
    // Returning one more unit then gives back its worth (the second unit's share, 2,999), card/cash first.
    expect(refundDue(delivered, [line({ cancelledQuantity: 1, returnedQuantity: 1 })], none)).toBe(2_999);
    expect(splitRefund({ amountMinor: 2_999, method: 'original_payment', order: delivered, refunded: none })).toEqual({ toCreditMinor: 0, toPaymentMinor: 2_999 });
    // Before this fix the amount due at placing counted as paid: 3,000 of phantom refund on the delivered order.
    expect(refundDue({ ...delivered, collectedMinor: null }, lines, none)).toBe(3_000);
  });
});
