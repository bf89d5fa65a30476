// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IsolatedCodes } from '@/storefront/modules/common/isolated-codes';

const html = (text: string) => render(<p dir="rtl"><IsolatedCodes text={text} /></p>).container.innerHTML;

afterEach(cleanup);

describe('IsolatedCodes', () => {
  it('isolates a purity inside Arabic words, so "ذهب 22K" never reads "Kذهب 22"', () => {
    expect(html('ذهب 22K')).toBe('<p dir="rtl">ذهب <bdi>22K</bdi></p>');
    expect(html('بلاتين PT950')).toBe('<p dir="rtl">بلاتين <bdi>PT950</bdi></p>');
  });

  it('leaves plain words and plain figures as they are', () => {
    expect(html('أجور الصياغة')).toBe('<p dir="rtl">أجور الصياغة</p>');
    expect(html('Making charges 8%')).toBe('<p dir="rtl">Making charges 8%</p>');
  });

  it('keeps an order or return number whole and left to right inside a sentence', () => {
    const rendered = render(<p dir="rtl"><IsolatedCodes text="نحتاج إلى مزيد من المعلومات عن طلب الإرجاع RMA-SLV-IN-100042-1. ملاحظة" /></p>).container;
    const number = rendered.querySelector('bdi')!;
    expect(number.textContent).toBe('RMA-SLV-IN-100042-1');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(number.className).toMatch(/number/);
    expect(rendered.textContent).toBe('نحتاج إلى مزيد من المعلومات عن طلب الإرجاع RMA-SLV-IN-100042-1. ملاحظة');
    expect(html('Order SLV-IN-100042 was placed')).toContain('>SLV-IN-100042</bdi> was placed');
    const numbersOnly = render(<p><IsolatedCodes text="₹29,501 to store credit for SLV-IN-100042, 22K" numbersOnly /></p>).container;
    expect([...numbersOnly.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['SLV-IN-100042']);
  });
});
