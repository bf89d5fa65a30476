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
});
