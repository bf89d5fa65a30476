import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductReviewsPage } from '@/shared/contracts/reviews';
import { productReviews } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { commerceFixture, IDS } from '../commerce-fixture';
import { call, expectFailure, expectSuccess } from '../commerce-requests';

/**
 * Twelve approved reviews of the temple ring, one pending and one rejected. By hand: ratings
 * 5 5 5 5 5 4 4 4 3 3 2 1 → 12 reviews, 46 stars, average 46 / 12 = 3.83 → 3.8; five of 5 stars,
 * three of 4, two of 3, one of 2, one of 1.
 */
const RATINGS = [5, 5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1];
const LANGUAGES = ['en', 'hi', 'en', 'ar', 'en', 'hi', 'en', 'en', 'ar', 'en', 'en', 'hi'];
const DAY = 86_400_000;

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedData: commerceFixture });
  const now = Date.now();
  await test.db.insert(productReviews).values([
    ...RATINGS.map((rating, index) => ({
      productId: IDS.ring,
      reviewerName: `Reviewer ${index + 1}`,
      languageCode: LANGUAGES[index]!,
      rating,
      title: `Title ${index + 1}`,
      body: `Review ${index + 1}`,
      status: 'approved',
      // Review 1 is the oldest, review 12 the newest.
      createdAt: new Date(now - (20 - index) * DAY),
    })),
    { productId: IDS.ring, reviewerName: 'Waiting', languageCode: 'en', rating: 1, title: 'Pending', body: 'Not yet moderated', status: 'pending' },
    { productId: IDS.ring, reviewerName: 'Spam', languageCode: 'en', rating: 1, title: 'Rejected', body: 'Buy followers', status: 'rejected' },
  ]);
});
afterAll(async () => {
  await test?.close();
});

const reviews = async (id: number, page: number, locale = 'in-en') =>
  expectSuccess<ProductReviewsPage>(await call(test.app, { url: `/api/products/${id}/reviews/page/${page}`, locale }));

describe('GET /api/products/:id/reviews/page/:n', () => {
  it('summarises the approved reviews: average, count and a histogram from five stars down', async () => {
    const page = await reviews(IDS.ring, 1);
    expect(page).toMatchObject({ productID: IDS.ring, averageRating: 3.8, reviewCount: 12, page: 1, pageSize: 10, totalPages: 2 });
    expect(page.histogram).toEqual([
      { rating: 5, count: 5 },
      { rating: 4, count: 3 },
      { rating: 3, count: 2 },
      { rating: 2, count: 1 },
      { rating: 1, count: 1 },
    ]);
  });

  it('pages ten at a time, newest first, never showing pending or rejected reviews', async () => {
    const first = await reviews(IDS.ring, 1);
    const second = await reviews(IDS.ring, 2);
    const titles = [...first.reviews, ...second.reviews].map((review) => review.reviewTitle);
    // English page: the seven English reviews newest first, then the others newest first.
    expect(titles).toEqual(['Title 11', 'Title 10', 'Title 8', 'Title 7', 'Title 5', 'Title 3', 'Title 1', 'Title 12', 'Title 9', 'Title 6', 'Title 4', 'Title 2']);
    expect(first.reviews).toHaveLength(10);
    expect(titles).not.toContain('Pending');
    expect(titles).not.toContain('Rejected');
    expect((await reviews(IDS.ring, 3)).reviews).toEqual([]);
  });

  it("puts the reader's language first", async () => {
    const page = await reviews(IDS.ring, 1, 'in-hi');
    expect(page.reviews.slice(0, 3).map((review) => [review.reviewTitle, review.languageCode])).toEqual([
      ['Title 12', 'hi'],
      ['Title 6', 'hi'],
      ['Title 2', 'hi'],
    ]);
    expect(page.reviews[0]).toMatchObject({ productRating: 1, reviewerName: 'Reviewer 12', reviewText: 'Review 12' });
  });

  it('answers an empty summary for a product nobody reviewed', async () => {
    const page = await reviews(IDS.pendant, 1);
    expect(page).toMatchObject({ averageRating: 0, reviewCount: 0, totalPages: 0, reviews: [] });
    expect(page.histogram.every((entry) => entry.count === 0)).toBe(true);
  });

  it.each([
    ['/api/products/1/reviews/page/0', 400, /params\.page/],
    ['/api/products/1/reviews/page/two', 400, /params\.page/],
    ['/api/products/999999/reviews/page/1', 404, /Product 999999 not found/],
  ])('%s answers %i', async (url, status, message) => {
    expectFailure(await call(test.app, { url }), status, message);
  });

  it('answers 404 for a product the subsite does not sell', async () => {
    // The band is sold only in the UAE.
    expectFailure(await call(test.app, { url: `/api/products/${IDS.band}/reviews/page/1`, locale: 'in-en' }), 404, /not found/);
  });
});
