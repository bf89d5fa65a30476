// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductReviewsPage } from '@/shared/contracts/reviews';
import { makeStore } from '@/storefront/app/store';
import { ProductReviews } from '@/storefront/modules/catalogue/product-reviews';
import { reviewDate, reviewDates } from '@/storefront/modules/catalogue/review-date';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const firstPage: ProductReviewsPage = {
  productID: 66,
  averageRating: 4.5,
  reviewCount: 2,
  histogram: [
    { rating: 5, count: 1 },
    { rating: 4, count: 1 },
    { rating: 3, count: 0 },
    { rating: 2, count: 0 },
    { rating: 1, count: 0 },
  ],
  reviews: [
    { reviewID: 7, productRating: 5, reviewTitle: 'Lovely shine', reviewText: 'Wore it at my sister’s wedding.', reviewerName: 'Priya S.', languageCode: 'en', createdAt: '2026-11-02T10:00:00Z' },
    { reviewID: 8, productRating: 4, reviewTitle: 'Good weight', reviewText: 'As described.', reviewerName: 'Omar K.', languageCode: 'en', createdAt: '2026-10-15T08:30:00Z' },
  ],
  page: 1,
  pageSize: 10,
  totalPages: 1,
};

function show(locale: string, firstDates?: Record<number, string>) {
  const { site } = layoutProps(locale);
  renderWith(
    <SiteProvider site={site} locale={locale}>
      <ProductReviews productID={66} firstPage={firstPage} firstDates={firstDates} />
    </SiteProvider>,
    { locale, store: makeStore().store },
  );
}

describe('product reviews', () => {
  it('shows the first page’s dates as the server wrote them, without building a date format in the browser', () => {
    // Texts no browser would write, so that only the page data can have put them there.
    const written = { 7: 'server: 2 Nov 2026', 8: 'server: 15 Oct 2026' };
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    show('in-en', written);
    expect(built).not.toHaveBeenCalled();
    expect(screen.getByText(written[7]).getAttribute('dateTime')).toBe('2026-11-02T10:00:00Z');
    expect(screen.getByText(written[8]).tagName).toBe('TIME');
  });

  it('formats a date itself when the page data carries none (a page cached before they were written)', () => {
    show('ae-ar');
    expect(screen.getByText(reviewDate('2026-11-02T10:00:00Z', 'ar-AE')).getAttribute('dateTime')).toBe('2026-11-02T10:00:00Z');
  });

  it('keeps a review’s own language and direction on an Arabic page, and the reviewer’s name apart from the date', () => {
    show('ae-ar', { 7: '2 نوفمبر 2026', 8: '15 أكتوبر 2026' });
    const text = screen.getByText('Wore it at my sister’s wedding.');
    expect([text.getAttribute('lang'), text.getAttribute('dir')]).toEqual(['en', 'auto']);
    const title = screen.getByRole('heading', { level: 3, name: 'Lovely shine' });
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['en', 'auto']);
    const name = screen.getByText('Priya S.');
    expect([name.tagName, name.getAttribute('lang')]).toEqual(['BDI', 'en']);
  });

  it('writes a date in the page’s language', () => {
    expect(reviewDate('2026-11-02T10:00:00Z', 'en-IN')).toBe('2 Nov 2026');
    expect(reviewDates(firstPage.reviews, 'en-IN')).toEqual({ 7: '2 Nov 2026', 8: '15 Oct 2026' });
  });
});
