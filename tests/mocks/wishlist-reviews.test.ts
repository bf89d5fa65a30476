import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@/shared/contracts/reviews';
import { findUserByUsername, signIn } from './lib/account-session';
import { checkoutState } from './state/checkout-store';
import { useMockServer } from './use-mock-server';

/** The mocks of issue 6's wishlist and review calls answer like the services (src/server/modules/commerce/{wishlist,reviews}). */
useMockServer();
const BASE = 'http://localhost:4000';
const inEn = { websiteID: '1', subsiteID: '1', languageID: '1' };
const EARRINGS = 13;
const COIN = 66;

function shopper() {
  const user = findUserByUsername('shopper@example.com')!;
  return { user, headers: { ...inEn, authorization: `Bearer ${signIn(user).tokens.accessToken}` } };
}
const call = (method: string, path: string, headers: Record<string, string>, body?: unknown, type = 'application/json') =>
  fetch(`${BASE}${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': type }) }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });


describe('wishlist mocks', () => {
  it('saves idempotently, removes, and refuses guests and unknown pieces', async () => {
    const { headers } = shopper();
    const saved = await call('POST', '/api/products/wishLists', headers, { data: [{ productID: EARRINGS, action: 'savelist', wishlistName: 'New' }, { productID: EARRINGS, action: 'savelist', wishlistName: 'New' }] });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({ count: 1, items: [{ productID: EARRINGS, wishlistName: 'New' }] });
    const removed = await call('POST', '/api/products/wishLists', headers, { data: [{ productID: EARRINGS, action: 'remove', wishlistName: 'New' }] });
    expect((await removed.json()).data.count).toBe(0);
    expect((await call('POST', '/api/products/wishLists', headers, { data: [{ productID: 999_999, action: 'savelist', wishlistName: 'New' }] })).status).toBe(404);
    expect((await call('GET', '/api/products/wishLists', inEn)).status).toBe(401);
  });
});

describe('review mocks', () => {
  it('refuses a piece not bought (403), then takes a bought one as form data, pending, once (409), edits and deletes it', async () => {
    const { user, headers } = shopper();
    const form = new URLSearchParams({ productRating: '4', reviewTitle: 'Bright', reviewText: 'Sealed with its certificate.', reCaptchaToken: 'token' }).toString();
    const refused = await call('POST', `/api/products/${COIN}/reviews/`, headers, form, 'application/x-www-form-urlencoded');
    expect(refused.status).toBe(403);
    expect((await refused.json()).meta.message).toBe(REVIEW_MESSAGES.notBought);

    checkoutState().orders.push({ orderID: 9001, userID: user.userID, status: 'placed', events: [], lines: [{ orderLineID: 1, productID: COIN, quantity: 1 }] } as never);
    const created = await call('POST', `/api/products/${COIN}/reviews/`, headers, form, 'application/x-www-form-urlencoded');
    expect(created.status).toBe(200);
    const review = (await created.json()).data;
    expect(review).toMatchObject({ productID: COIN, productRatings: 4, status: 'pending' });
    expect((await call('POST', `/api/products/${COIN}/reviews/`, headers, form, 'application/x-www-form-urlencoded')).status).toBe(409);
    expect((await (await call('GET', `/api/products/${COIN}/reviews/eligibility`, headers)).json()).data).toMatchObject({ reason: 'reviewed', reviewID: review.reviewID });

    const edited = await call('POST', '/api/users/reviewupdate', headers, { reviewID: review.reviewID, productRatings: 5, productReviewTitle: 'Brighter', productReviewComment: 'Even better in daylight.' });
    expect((await edited.json()).data).toMatchObject({ productRatings: 5, productReviewTitle: 'Brighter' });
    const mine = await (await call('GET', '/api/users/reviews/page/1', headers)).json();
    expect(mine.data).toMatchObject({ total: 1, reviews: [{ reviewID: review.reviewID }] });

    const other = findUserByUsername('aisha@example.com')!;
    const theirs = { ...inEn, authorization: `Bearer ${signIn(other).tokens.accessToken}` };
    expect((await call('POST', '/api/users/reviewdelete', theirs, { reviewID: review.reviewID })).status).toBe(404);
    expect((await call('POST', '/api/users/reviewdelete', headers, { reviewID: review.reviewID })).status).toBe(200);
    expect((await (await call('GET', '/api/users/reviews/page/1', headers)).json()).data.total).toBe(0);
  });
});
