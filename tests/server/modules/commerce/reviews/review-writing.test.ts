import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type ProductReviewsPage, type UserReview, type UserReviewsPage } from '@/shared/contracts/reviews';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { type SignedIn, signInAs } from '@/tests/server/helpers/auth';
import { IDS } from '../commerce-fixture';
import { expectFailure, expectSuccess } from '../commerce-requests';
import { insertOrder, reviewFixture, ROHAN } from './review-fixture';

let test: TestApp;
let priya: SignedIn;
let rohan: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  test = await createTestApp({ seedData: reviewFixture, env: { CAPTCHA_PROVIDER: 'off' } });
  [priya, rohan, staff] = await Promise.all([signInAs(test.app, 'shopper'), signInAs(test.app, ROHAN), signInAs(test.app, 'staff')]);
  // Priya received the ring and the pendant; the coin's order was cancelled and the studs' never paid for.
  await insertOrder(test.db, { userId: priya.userId, productId: IDS.ring });
  await insertOrder(test.db, { userId: priya.userId, productId: IDS.pendant, status: 'placed' });
  await insertOrder(test.db, { userId: priya.userId, productId: IDS.coin, status: 'cancelled' });
  await insertOrder(test.db, { userId: priya.userId, productId: IDS.studs, status: 'pending_payment' });
  // Rohan bought the ring too, but its line was cancelled; he bought the pendant.
  await insertOrder(test.db, { userId: rohan.userId, productId: IDS.ring, lineStatus: 'cancelled' });
  await insertOrder(test.db, { userId: rohan.userId, productId: IDS.pendant });
});
afterAll(async () => {
  await test?.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
const goodReview = { productRating: '4', reviewTitle: 'Lovely ring', reviewText: 'Fits well and <b>shines</b> in daylight.', reCaptchaToken: 'token' };

function postReview(productId: number, who: SignedIn | null, payload: string | Buffer, headers: Record<string, string> = urlencoded, locale = 'in-en') {
  return test.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews/`,
    headers: { ...siteHeaders(locale), ...(who ? who.headers : {}), ...headers },
    payload,
  });
}

async function multipart(fields: Record<string, string>, file?: { name: string; content: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set(file.name, new Blob([file.content], { type: 'text/plain' }), 'note.txt');
  const encoded = new Response(data);
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

const post = (url: string, who: SignedIn, payload: unknown) =>
  test.app.inject({ method: 'POST', url, headers: { ...siteHeaders('in-en'), ...who.headers }, payload: payload as object });
const mine = async (who: SignedIn, page = 1) =>
  expectSuccess<UserReviewsPage>(await test.app.inject({ method: 'GET', url: `/api/users/reviews/page/${page}`, headers: { ...siteHeaders('in-en'), ...who.headers } }));
const summary = async (productId: number) =>
  expectSuccess<ProductReviewsPage>(await test.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/page/1`, headers: siteHeaders('in-en') }));
const moderate = (reviewID: number, status: 'approved' | 'rejected') => post(`/admin/reviews/${reviewID}/status`, staff, { status, ...(status === 'rejected' ? { reason: 'Not about the piece' } : {}) });

describe('POST /api/products/:id/reviews/', () => {
  let ringReview: UserReview;

  it('takes a bought product\'s review as urlencoded form data, pending, with the text stored as sent', async () => {
    ringReview = expectSuccess<UserReview>(await postReview(IDS.ring, priya, form(goodReview)), REVIEW_MESSAGES.created);
    expect(ringReview).toMatchObject({
      productID: IDS.ring,
      productName: 'Temple ring',
      productRatings: 4,
      productReviewTitle: 'Lovely ring',
      productReviewComment: 'Fits well and <b>shines</b> in daylight.',
      status: 'pending',
    });
    // Pending: not shown and not counted on the product page yet.
    expect((await summary(IDS.ring)).reviewCount).toBe(0);
  });

  it('takes multipart/form-data too', async () => {
    const { body, headers } = await multipart({ ...goodReview, productRating: '5', reviewTitle: 'Delicate pendant' });
    const review = expectSuccess<UserReview>(await postReview(IDS.pendant, priya, body, headers));
    expect(review).toMatchObject({ productID: IDS.pendant, productRatings: 5, productReviewTitle: 'Delicate pendant' });
  });

  it('refuses a file part in the form', async () => {
    const { body, headers } = await multipart({ ...goodReview }, { name: 'photo', content: 'not a review' });
    const response = await postReview(IDS.ring, rohan, body, headers);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers 409 to a second review of the same product', async () => {
    expectFailure(await postReview(IDS.ring, priya, form(goodReview)), 409, REVIEW_MESSAGES.duplicate);
  });

  it('answers 403 for products not bought: a cancelled order, an unpaid one, a cancelled line, never ordered', async () => {
    expectFailure(await postReview(IDS.coin, priya, form(goodReview)), 403, REVIEW_MESSAGES.notBought);
    expectFailure(await postReview(IDS.studs, priya, form(goodReview)), 403, REVIEW_MESSAGES.notBought);
    expectFailure(await postReview(IDS.ring, rohan, form(goodReview)), 403, REVIEW_MESSAGES.notBought);
  });

  it('answers 401 without a token and 404 for a product the subsite does not sell', async () => {
    expectFailure(await postReview(IDS.ring, null, form(goodReview)), 401, 'Invalid User');
    expectFailure(await postReview(IDS.band, priya, form(goodReview)), 404, /Product 3/);
  });

  it('answers 400 naming the field for a rating out of range, an empty title or a missing captcha', async () => {
    expectFailure(await postReview(IDS.pendant, rohan, form({ ...goodReview, productRating: '6' })), 400, /productRating/);
    expectFailure(await postReview(IDS.pendant, rohan, form({ ...goodReview, reviewTitle: '   ' })), 400, /reviewTitle/);
    const { reCaptchaToken: _token, ...noCaptcha } = goodReview;
    expectFailure(await postReview(IDS.pendant, rohan, form(noCaptcha)), 400, /reCaptchaToken/);
    expectFailure(await postReview(IDS.pendant, rohan, form({ ...goodReview, extra: 'x' })), 400, /extra|Unrecognized/i);
  });

  it('signs the review with the first name and the initial of the last', async () => {
    expectSuccess(await moderate(ringReview.reviewID, 'approved'));
    const page = await summary(IDS.ring);
    expect(page.reviews[0]).toMatchObject({ reviewerName: 'Priya S.', reviewText: 'Fits well and <b>shines</b> in daylight.' });
  });
});

describe('reviews and the product rating', () => {
  it('counts a review once approved, drops it while an edit waits, counts the new stars, and forgets it when deleted', async () => {
    // By hand: Rohan's pendant review 2 stars, Priya's 5 stars (from the multipart test).
    const rohanReview = expectSuccess<UserReview>(await postReview(IDS.pendant, rohan, form({ ...goodReview, productRating: '2' })));
    const priyaReview = (await mine(priya)).reviews.find((review) => review.productID === IDS.pendant)!;
    expect((await summary(IDS.pendant)).reviewCount).toBe(0);

    expectSuccess(await moderate(rohanReview.reviewID, 'approved'));
    expectSuccess(await moderate(priyaReview.reviewID, 'approved'));
    // (2 + 5) / 2 = 3.5
    expect(await summary(IDS.pendant)).toMatchObject({ reviewCount: 2, averageRating: 3.5 });

    // Rohan edits to 3 stars: waiting again, so only Priya's 5 counts.
    const edited = expectSuccess<UserReview>(
      await post('/api/users/reviewupdate', rohan, { reviewID: rohanReview.reviewID, productRatings: 3, productReviewTitle: 'Better now', productReviewComment: 'The clasp was fixed for free.' }),
      REVIEW_MESSAGES.updated,
    );
    expect(edited).toMatchObject({ status: 'pending', productRatings: 3, productReviewTitle: 'Better now' });
    expect(await summary(IDS.pendant)).toMatchObject({ reviewCount: 1, averageRating: 5 });

    // Approved again: (3 + 5) / 2 = 4; histogram one 5 and one 3.
    expectSuccess(await moderate(rohanReview.reviewID, 'approved'));
    const after = await summary(IDS.pendant);
    expect(after).toMatchObject({ reviewCount: 2, averageRating: 4 });
    expect(after.histogram.filter((bar) => bar.count > 0)).toEqual([{ rating: 5, count: 1 }, { rating: 3, count: 1 }]);

    // Deleted: only Rohan's 3 is left.
    expectSuccess(await post('/api/users/reviewdelete', priya, { reviewID: priyaReview.reviewID }), REVIEW_MESSAGES.deleted);
    expect(await summary(IDS.pendant)).toMatchObject({ reviewCount: 1, averageRating: 3, histogram: expect.arrayContaining([{ rating: 5, count: 0 }]) });
    // The product can be reviewed again after a deletion.
    expectSuccess(await postReview(IDS.pendant, priya, form({ ...goodReview, productRating: '1' })));
  });

  it('hides a rejected review from the product page', async () => {
    const before = await summary(IDS.ring);
    expectSuccess(await moderate(before.reviews[0]!.reviewID, 'rejected'));
    expect((await summary(IDS.ring)).reviewCount).toBe(before.reviewCount - 1);
  });

  it('lets only staff moderate: 403 for a shopper, 404 for an unknown review', async () => {
    expectFailure(await post('/admin/reviews/1/status', priya, { status: 'approved' }), 403, /staff/i);
    expectFailure(await moderate(99_999, 'approved'), 404, /Review 99999/);
  });
});

describe('the shopper\'s own reviews', () => {
  it('lists every status, newest first, with the product name in the request\'s language', async () => {
    const page = await mine(priya);
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 2, totalPages: 1 });
    expect(page.reviews.map((review) => [review.productID, review.status])).toEqual([
      [IDS.pendant, 'pending'],
      [IDS.ring, 'rejected'],
    ]);
    const hindi = expectSuccess<UserReviewsPage>(
      await test.app.inject({ method: 'GET', url: '/api/users/reviews/page/1', headers: { ...siteHeaders('in-hi'), ...priya.headers } }),
    );
    expect(hindi.reviews[1]!.productName).toBe('मंदिर अंगूठी');
    expect((await mine(priya, 2)).reviews).toEqual([]);
  });

  it("answers 404 to editing or deleting another shopper's review, and changes nothing", async () => {
    const theirs = (await mine(rohan)).reviews[0]!;
    expectFailure(
      await post('/api/users/reviewupdate', priya, { reviewID: theirs.reviewID, productRatings: 1, productReviewTitle: 'Hacked', productReviewComment: 'Not my review at all.' }),
      404,
      `Review ${theirs.reviewID} not found`,
    );
    expectFailure(await post('/api/users/reviewdelete', priya, { reviewID: theirs.reviewID }), 404, `Review ${theirs.reviewID} not found`);
    expect((await mine(rohan)).reviews[0]).toEqual(theirs);
  });

  it('answers 401 without a token and 400 for a bad edit', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/users/reviews/page/1', headers: siteHeaders('in-en') });
    expectFailure(response, 401, 'Invalid User');
    const theirs = (await mine(rohan)).reviews[0]!;
    expectFailure(await post('/api/users/reviewupdate', rohan, { reviewID: theirs.reviewID, productRatings: 0, productReviewTitle: 'x', productReviewComment: 'long enough text' }), 400, /productRatings/);
  });
});

describe('GET /api/products/:id/reviews/eligibility', () => {
  const eligibility = async (productId: number, who: SignedIn) =>
    expectSuccess<{ canReview: boolean; reason: string; reviewID: number | null; productName: string }>(
      await test.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/eligibility`, headers: { ...siteHeaders('in-en'), ...who.headers } }),
    );

  it('offers a review only for a bought product not yet reviewed', async () => {
    expect(await eligibility(IDS.coin, priya)).toMatchObject({ canReview: false, reason: 'not_bought', reviewID: null });
    const reviewed = await eligibility(IDS.pendant, priya);
    expect(reviewed).toMatchObject({ canReview: false, reason: 'reviewed', productName: 'Leaf pendant' });
    expect(reviewed.reviewID).toBeGreaterThan(0);
    const fresh = await insertOrder(test.db, { userId: rohan.userId, productId: IDS.studs });
    expect(fresh).toBeGreaterThan(0);
    expect(await eligibility(IDS.studs, rohan)).toMatchObject({ canReview: true, reason: 'ok' });
  });
});

describe('the captcha', () => {
  it('refuses a review whose captcha token does not verify', async () => {
    const strict = await createTestApp({ seedData: reviewFixture, env: { CAPTCHA_PROVIDER: 'altcha' } });
    try {
      const who = await signInAs(strict.app, 'shopper');
      await insertOrder(strict.db, { userId: who.userId, productId: IDS.ring });
      const response = await strict.app.inject({
        method: 'POST',
        url: `/api/products/${IDS.ring}/reviews/`,
        headers: { ...siteHeaders('in-en'), ...who.headers, ...urlencoded },
        payload: form({ ...goodReview, reCaptchaToken: 'forged' }),
      });
      expectFailure(response, 400, /captcha/i);
    } finally {
      await strict.close();
    }
  });
});
