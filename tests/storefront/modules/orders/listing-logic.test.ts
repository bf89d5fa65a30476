import { describe, expect, it } from 'vitest';
import { cancelBodyOf, cancelProblems } from '@/storefront/modules/orders/cancel-selection';
import { checkExcessAmount } from '@/storefront/modules/orders/excess-amount';
import { ORDER_TABS, pageCount, pageWindow, searchKeyOf, tabOf } from '@/storefront/modules/orders/listing';
import { idFromQuery } from '@/storefront/modules/orders/order-paths';
import { checkImage, MAX_IMAGE_BYTES, sniffImageType } from '@/storefront/modules/orders/returns/image-check';
import { returnBodyOf, returnProblems } from '@/storefront/modules/orders/returns/return-selection';
import { PNG_BYTES } from './order-fixtures';

describe('order listing logic', () => {
  it('turns a page into docs/requirements/calls.md#orders’s limitFrom/limitTo window', () => {
    expect(pageWindow(1)).toEqual({ limitFrom: 0, limitTo: 10 });
    expect(pageWindow(3)).toEqual({ limitFrom: 20, limitTo: 30 });
    expect(pageWindow(0)).toEqual({ limitFrom: 0, limitTo: 10 });
    expect(pageWindow(2, 25)).toEqual({ limitFrom: 25, limitTo: 50 });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('sends a trimmed search of at most 100 characters, and none when blank', () => {
    expect(searchKeyOf('  SLV-IN-100042 ')).toBe('SLV-IN-100042');
    expect(searchKeyOf('   ')).toBeUndefined();
    expect(searchKeyOf('x'.repeat(150))).toHaveLength(100);
  });

  it('falls back to the first tab for an unknown key', () => {
    expect(tabOf(ORDER_TABS, 'shipped').status).toBe('shipped');
    expect(tabOf(ORDER_TABS, 'nonsense').key).toBe('all');
  });

  it('reads only a positive whole id from the query', () => {
    expect(idFromQuery('42')).toBe(42);
    expect(idFromQuery('0')).toBeNull();
    expect(idFromQuery('4.2')).toBeNull();
    expect(idFromQuery('42abc')).toBeNull();
    expect(idFromQuery(['42'])).toBeNull();
    expect(idFromQuery('99999999999')).toBeNull();
  });
});

describe('cancel selection', () => {
  const base = { orderID: 42, whole: false, units: {}, reasonID: 'changed_mind', comment: '', refundMethod: 'store_credit' as const };

  it('cancels the whole order without lines', () => {
    expect(cancelBodyOf({ ...base, whole: true, units: { 501: 1 } })).toEqual({ orderID: 42, reasonID: 'changed_mind', refundMethod: 'store_credit' });
  });

  it('sends only the lines with units, in line order, and the trimmed comment', () => {
    expect(cancelBodyOf({ ...base, units: { 502: 1, 501: 0, 499: 2 }, comment: '  too late ' })).toEqual({
      orderID: 42,
      reasonID: 'changed_mind',
      refundMethod: 'store_credit',
      comment: 'too late',
      lines: [{ orderLineID: 499, quantity: 2 }, { orderLineID: 502, quantity: 1 }],
    });
  });

  it('needs a reason, and a line when cancelling some items', () => {
    expect(cancelProblems({ ...base, reasonID: '' })).toEqual(['reason', 'lines']);
    expect(cancelProblems({ ...base, units: { 501: 1 } })).toEqual([]);
    expect(cancelProblems({ ...base, whole: true })).toEqual([]);
  });
});

describe('excess amount', () => {
  it('accepts the amount due and more, in the currency’s decimal places', () => {
    expect(checkExcessAmount('1,250', 1250, 0)).toEqual({ amount: 1250 });
    expect(checkExcessAmount('1300', 1250, 0)).toEqual({ amount: 1300 });
    expect(checkExcessAmount('10.30', 10.3, 2)).toEqual({ amount: 10.3 });
  });

  it('refuses less than due, extra decimals, and text', () => {
    expect(checkExcessAmount('1249', 1250, 0)).toEqual({ problem: 'belowDue' });
    expect(checkExcessAmount('12.5', 12, 0)).toEqual({ problem: 'invalid' });
    expect(checkExcessAmount('10.305', 10, 2)).toEqual({ problem: 'invalid' });
    expect(checkExcessAmount('abc', 10, 2)).toEqual({ problem: 'invalid' });
    expect(checkExcessAmount('0', 0, 2)).toEqual({ problem: 'invalid' });
    expect(checkExcessAmount('200000000', 10, 0)).toEqual({ problem: 'tooLarge' });
  });
});

describe('return selection and photos', () => {
  const base = { orderID: 42, units: { 501: 1 }, reasonID: 'size_fit', comment: ' loose ', imageIDs: [] as string[] };

  it('builds PATCH /api/orders/return/ from the chosen units', () => {
    expect(returnBodyOf({ ...base, units: { 502: 0, 501: 1 } })).toEqual({ orderID: 42, reasonID: 'size_fit', comment: 'loose', imageIDs: [], lines: [{ orderLineID: 501, quantity: 1 }] });
  });

  it('asks for a photo of a damaged piece and waits for uploads', () => {
    expect(returnProblems(base, false)).toEqual([]);
    expect(returnProblems({ ...base, reasonID: 'damaged' }, false)).toEqual(['photos']);
    expect(returnProblems({ ...base, reasonID: 'damaged', imageIDs: ['a'] }, false)).toEqual([]);
    expect(returnProblems(base, true)).toEqual(['photos']);
    expect(returnProblems({ ...base, units: {}, reasonID: '' }, false)).toEqual(['lines', 'reason']);
  });

  it('knows images by their bytes, not their names', async () => {
    expect(sniffImageType(PNG_BYTES)).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(await checkImage(new Blob([PNG_BYTES], { type: 'text/plain' }))).toBeNull();
    expect(await checkImage(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }))).toBe('type');
    expect(await checkImage(new Blob([]))).toBe('empty');
    expect(await checkImage(new Blob([PNG_BYTES, new Uint8Array(MAX_IMAGE_BYTES)]))).toBe('size');
  });
});
