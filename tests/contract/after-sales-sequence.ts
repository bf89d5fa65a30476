import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { z } from 'zod';
import { Cart } from '@/shared/contracts/cart';
import { PlacedOrder } from '@/shared/contracts/order-placement';
import { CommerceFailure, commerceEnvelope } from '@/shared/contracts/envelope';
import { ExcessPaymentResult, ExcessProcessResult } from '@/shared/contracts/excess-payment';
import * as o from '@/shared/contracts/orders';
import { ReturnDetail, ReturnItems, ReturnList, UploadedImage } from '@/shared/contracts/returns';
import { StoreCredit } from '@/shared/contracts/store-credit';
import { ReviewEligibility, ReviewRef, UserReview, UserReviewsPage } from '@/shared/contracts/reviews';
import { Wishlist } from '@/shared/contracts/wishlist';
import * as d from './after-sales-digest';
import { catalogueOf, siteHeadersOf } from './known-data';
import { payOnSandbox } from './sandbox-payer';
import { captchaToken, codeFrom, signIn } from './sequence-session';

export type { AfterSalesStepDigest } from './after-sales-digest';

/**
 * After the order (issue 6), as both targets must answer it: the demo shopper's cash-on-delivery
 * order of two lines (one of two units) has a unit cancelled, is moved along by staff to
 * delivered, has a piece returned with photos (staff ask for more information, approve, receive
 * and refund it to store credit), gets an excess amount paid with store credit; the shopper
 * reviews a bought piece and keeps a wishlist. Another shopper and a shopper on staff routes are
 * refused. Each step leaves a digest (see after-sales-digest.ts) that the test compares.
 */
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
interface CallOptions {
  body?: unknown;
  form?: FormData | URLSearchParams;
  token?: string;
  headers?: Record<string, string>;
}

/** A real 1×1 PNG, and a text file that claims to be one. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const photo = (bytes: Uint8Array, type: string, name: string) => {
  const form = new FormData();
  form.set('rmaImage', new Blob([Uint8Array.from(bytes)], { type }), name);
  return form;
};

export async function runAfterSalesSequence({ baseUrl }: { baseUrl: string }): Promise<d.AfterSalesStepDigest[]> {
  const digests: d.AfterSalesStepDigest[] = [];

  async function call(method: Method, path: string, { body, form, token, headers = {} }: CallOptions = {}) {
    const all: Record<string, string> = { ...siteHeadersOf('in-en'), ...headers };
    if (body !== undefined) all['content-type'] = 'application/json';
    if (token) all.authorization = `Bearer ${token}`;
    const response = await fetch(new URL(path, baseUrl), { method, headers: all, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
    const json = (await response.json()) as { meta?: { message: string } };
    return { status: response.status, json, message: json.meta?.message ?? '' };
  }

  async function ok<S extends z.ZodType>(step: string, schema: S, method: Method, path: string, options: CallOptions, digest: (data: z.output<S>) => d.Digest): Promise<z.output<S>> {
    const answer = await call(method, path, options);
    expect(answer.status, `${step}: ${JSON.stringify(answer.json)}`).toBe(200);
    const data = (commerceEnvelope(schema).parse(answer.json) as { data: unknown }).data as z.output<S>;
    digests.push({ step, status: answer.status, message: d.normalise(answer.message), ...digest(data) });
    return data;
  }

  async function refused(step: string, status: number, messageIncludes: string, method: Method, path: string, options: CallOptions = {}) {
    const answer = await call(method, path, options);
    expect(answer.status, `${step}: ${JSON.stringify(answer.json)}`).toBe(status);
    const { meta, data } = CommerceFailure.parse(answer.json);
    expect(meta.message, step).toContain(messageIncludes);
    digests.push({ step, status, message: d.normalise(meta.message), facts: d.normalise(data) });
  }

  const [shopper, staff, aisha] = await Promise.all([
    signIn(baseUrl, 'shopper@example.com', 'Shopper#2026'),
    signIn(baseUrl, 'staff@example.com', 'Staff#2026!'),
    signIn(baseUrl, 'aisha@example.com', 'Shopper#2026'),
  ]);
  const products = catalogueOf('in-en').products.map(({ detail }) => detail);
  // Two pieces whose sum stays under the cash-on-delivery limit, and one the shopper never bought.
  const pendant = products.find((product) => product.name === 'Om Pendant' && product.options[0]!.stock >= 3)!;
  const coin = products.find((product) => product.name === 'Silver Coin 10 g 999' && product.options[0]!.stock >= 2)!;
  const studs = products.find((product) => product.name === 'Jhumka Drop Earrings')!;
  expect([pendant, coin, studs].every(Boolean), 'the recorded catalogue holds the pieces of the sequence').toBe(true);
  const me = { token: shopper };
  const asStaff = { token: staff };
  const credit = () => ok('store credit', StoreCredit, 'GET', '/api/users/storeCredit', me, (data) => d.storeCreditDigest(data, null));
  const creditSince = async (step: string, before: StoreCredit) => ok(step, StoreCredit, 'GET', '/api/users/storeCredit', me, (data) => d.storeCreditDigest(data, before));

  // ——— The order: 2 × pendant and a coin, cash on delivery, in India ———
  const opening = await credit();
  const cartID = (await ok('a cart: 2 pendants', Cart, 'POST', '/api/cart/', { body: { productID: pendant.productID, quantity: 2 } }, () => ({}))).cartID;
  await ok('add a coin', Cart, 'POST', '/api/cart/', { body: { cartID, productID: coin.productID, quantity: 1 } }, () => ({}));
  await ok('linked to the shopper', Cart, 'GET', `/api/cart/mapUserCart/${cartID}/`, me, () => ({}));
  const phone = '+919876543210';
  const address = { cartID, mode: 'add_address', billingFirstName: 'Priya', billingLastName: 'Sharma', billingAddress1: '1 Marine Drive', billingCity: 'Mumbai', billingZip: '400001', billingCountry: 'India', billingPhone: phone, billingEmail: 'shopper@example.com', billingAddressDifferent: 'No' };
  await ok('address', Cart, 'PUT', '/api/cart/', { ...me, body: address }, () => ({}));
  await ok('send the code', Cart, 'PUT', '/api/cart/', { ...me, body: { cartID, mode: 'send_cod_otp' } }, () => ({}));
  const verified = await ok('verify the code', Cart, 'PUT', '/api/cart/', { ...me, body: { cartID, mode: 'verify_cod_otp', otp: await codeFrom(baseUrl, phone) } }, (cart) => ({ money: { ...cart.totals } }));
  const placed = await ok('place the order', PlacedOrder, 'POST', `/api/cart/postorders/${cartID}/`, { ...me, body: { paymentSettingsGroupKey: 'cod', expectedTotal: verified.totals.total }, headers: { 'Idempotency-Key': `after-sales-${randomUUID()}` } }, (data) => ({
    money: { total: data.total, amountDue: data.amountDue },
    facts: { status: data.status, paymentStatus: data.paymentStatus },
  }));
  const orderID = placed.orderID;
  const number = placed.orderNumber;
  const lines: d.LineNames = new Map();
  const detail = (step: string, path = `/api/orders/detail/id/${orderID}/`, options: CallOptions = me) => ok(step, o.OrderDetail, 'GET', path, options, (data) => d.orderDetailDigest(data, lines));
  const first = await detail('the order');
  for (const line of first.items) lines.set(line.orderLineID, line.productID);
  const lineOf = (productID: number) => first.items.find((line) => line.productID === productID)!.orderLineID;
  expect(first.items.map((line) => [line.productID, line.quantity])).toEqual([[pendant.productID, 2], [coin.productID, 1]]);

  // ——— Orders: lists, detail, cancelling one unit, the revised order ———
  const list = (step: string, status: string, query: string, digest = d.orderListDigest) =>
    ok(step, o.OrderList, 'GET', `/api/orders/index/status/${status}/?${query}`, me, (data) => digest(data, orderID));
  await list('orders: all, first page', 'all', 'limitFrom=0&limitTo=10');
  await list('orders: all, second entry on', 'all', 'limitFrom=1&limitTo=2');
  await list('orders: processing, by number', 'processing', `limitFrom=0&limitTo=10&searchKey=${number}`, d.searchedOrderListDigest);
  await list('orders: returned, by number', 'returned', `limitFrom=0&limitTo=10&searchKey=${number}`, d.searchedOrderListDigest);
  // The history is the shopper's, whichever subsite asks: an Indian order listed on the UAE site, in its own currency.
  await ok('orders: by number on another subsite', o.OrderList, 'GET', `/api/orders/index/status/all/?limitFrom=0&limitTo=10&searchKey=${number}`, { ...me, headers: siteHeadersOf('ae-ar') }, (data) => d.searchedOrderListDigest(data, orderID));
  await refused('orders: a page past 50', 400, 'limitTo', 'GET', '/api/orders/index/status/all/?limitFrom=0&limitTo=51', me);
  await ok('cancel reasons', o.Reasons, 'GET', '/api/orders/cancelReasons/', me, (data) => ({ facts: data }));
  await ok('cancellable items', o.CancelItems, 'GET', `/api/orders/cancelItems/id/${orderID}`, me, (data) => d.cancelItemsDigest(data, lines, first.decimalPlaces));
  const cancel = (quantity: number) => ({ orderID, reasonID: 'ordered_by_mistake', comment: 'One is enough', refundMethod: 'store_credit', lines: [{ orderLineID: lineOf(pendant.productID), quantity }] });
  await refused('cancel more units than ordered', 409, 'can be cancelled', 'PATCH', '/api/orders/cancel/', { ...me, body: cancel(3) });
  await ok('cancel one pendant', o.OrderDetail, 'PATCH', '/api/orders/cancel/', { ...me, body: cancel(1) }, (data) => d.orderDetailDigest(data, lines));
  await ok('the revised order', o.RevisedOrder, 'GET', `/api/orders/revised/id/${orderID}/`, me, d.revisedDigest);
  await refused("another shopper's order", 404, 'not found', 'GET', `/api/orders/detail/id/${orderID}/`, { token: aisha });
  await creditSince('store credit after the cancellation', opening);

  // ——— Staff move it along ———
  await refused('a shopper on the staff routes', 403, 'Staff only', 'GET', '/admin/orders', me);
  await ok('staff: orders by number', o.OrderList, 'GET', `/admin/orders?searchKey=${number}`, asStaff, (data) => d.searchedOrderListDigest(data, orderID));
  await ok('staff: processing orders', o.OrderList, 'GET', '/admin/orders?status=processing&limitFrom=0&limitTo=5', asStaff, (data) => d.orderListDigest(data, orderID));
  await detail('staff: the order', `/admin/orders/${orderID}`, asStaff);
  const move = (status: string, note?: string) => ({ ...asStaff, body: { status, ...(note === undefined ? {} : { note }) } });
  await refused('staff: placed straight to shipped', 409, 'cannot go from placed to shipped', 'POST', `/admin/orders/${orderID}/status`, move('shipped'));
  for (const [status, note] of [['confirmed', undefined], ['packed', 'Packed and insured'], ['shipped', 'Handed to the courier']] as const) {
    await ok(`staff: ${status}`, o.OrderDetail, 'POST', `/admin/orders/${orderID}/status`, move(status, note), (data) => d.orderDetailDigest(data, lines));
  }
  await refused('cancel once shipped', 409, 'can no longer be cancelled', 'PATCH', '/api/orders/cancel/', { ...me, body: cancel(1) });
  await ok('staff: delivered', o.OrderDetail, 'POST', `/admin/orders/${orderID}/status`, move('delivered'), (data) => d.orderDetailDigest(data, lines));
  await refused('staff: delivered back to packed', 409, 'cannot go from delivered to packed', 'POST', `/admin/orders/${orderID}/status`, move('packed'));
  await creditSince('store credit after delivery', opening);

  // ——— A return of the coin, with photos ———
  await ok('return reasons', o.Reasons, 'GET', '/api/orders/returnReasons/', me, (data) => ({ facts: data }));
  await ok('returnable items', ReturnItems, 'GET', `/api/orders/returnItems/id/${orderID}`, me, (data) => d.returnItemsDigest(data, lines, first.decimalPlaces));
  // The services store a re-encoded copy (its size is the encoder's); the mocks keep the bytes as sent.
  const upload = (step: string) =>
    ok(step, UploadedImage, 'POST', '/api/orders/uploadRmaImage', { ...me, form: photo(PNG, 'image/png', 'coin.png') }, (data) => ({ facts: d.normalise({ ...data, size: data.size > 0 }) }));
  const image = await upload('upload a photo');
  await refused('upload a text file as a photo', 400, 'rmaImage', 'POST', '/api/orders/uploadRmaImage', { ...me, form: photo(new TextEncoder().encode('not a picture'), 'image/png', 'note.png') });
  const returning = (quantity: number) => ({ orderID, reasonID: 'damaged', comment: 'The coin arrived scratched', imageIDs: [image.imageID], lines: [{ orderLineID: lineOf(coin.productID), quantity }] });
  await refused('return more coins than bought', 409, 'can be returned', 'PATCH', '/api/orders/return/', { ...me, body: returning(2) });
  const rma = await ok('ask to return the coin', ReturnDetail, 'PATCH', '/api/orders/return/', { ...me, body: returning(1) }, (data) => d.returnDetailDigest(data, lines));
  const returnID = rma.returnID;
  const returnPath = `/admin/returns/${returnID}`;
  const rmaDigest = (data: ReturnDetail) => d.returnDetailDigest(data, lines);
  await ok('returns: all', ReturnList, 'GET', '/api/orders/returnRequest/status/all/?limitFrom=0&limitTo=5', me, (data) => d.returnListDigest(data, returnID));
  await ok('returns: requested, by number', ReturnList, 'GET', `/api/orders/returnRequest/status/requested/?limitFrom=0&limitTo=5&searchKey=${rma.rmaNumber}`, me, (data) => d.returnListDigest(data, returnID));
  await ok('returns: second entry on', ReturnList, 'GET', '/api/orders/returnRequest/status/all/?limitFrom=1&limitTo=2', me, (data) => d.returnListDigest(data, returnID));
  await ok('the return', ReturnDetail, 'GET', `/api/orders/rmaDetails/id/${returnID}`, me, rmaDigest);
  await refused('answer before staff asked', 409, 'information', 'POST', '/api/orders/needmoreinfoImages/', { ...me, body: { returnID, comment: 'Here is more' } });
  await ok('staff: ask for more information', ReturnDetail, 'POST', `${returnPath}/need-more-info`, { ...asStaff, body: { note: 'Please send a photo of the back' } }, rmaDigest);
  const second = await upload('upload another photo');
  await ok('answer with a photo', ReturnDetail, 'POST', '/api/orders/needmoreinfoImages/', { ...me, body: { returnID, comment: 'The back is scratched too', imageIDs: [second.imageID] } }, rmaDigest);
  await ok('staff: returns by number', ReturnList, 'GET', `/admin/returns?searchKey=${rma.rmaNumber}`, asStaff, (data) => d.returnListDigest(data, returnID));
  await ok('staff: the return', ReturnDetail, 'GET', returnPath, asStaff, rmaDigest);
  await refused('staff: receive before approving', 409, 'cannot go from requested to received', 'POST', `${returnPath}/receive`, { ...asStaff, body: {} });
  await ok('staff: approve', ReturnDetail, 'POST', `${returnPath}/approve`, { ...asStaff, body: { note: 'Send it back insured' } }, rmaDigest);
  await ok('staff: receive', ReturnDetail, 'POST', `${returnPath}/receive`, { ...asStaff, body: { note: 'Scratch confirmed' } }, rmaDigest);
  await ok('staff: refund to store credit', ReturnDetail, 'POST', `${returnPath}/refund`, { ...asStaff, body: { method: 'store_credit', note: '' } }, rmaDigest);
  await detail('the order after the return');
  await creditSince('store credit after the refund', opening);

  // ——— An excess amount, paid with store credit ———
  await ok('staff: set an excess amount', o.OrderDetail, 'POST', `/admin/orders/${orderID}/excess`, { ...asStaff, body: { excessAmount: 500, note: 'The pendant weighed 0.2 g more' } }, (data) => d.orderDetailDigest(data, lines));
  const afterRefund = await creditSince('store credit before the excess', opening);
  const excess = (excessAmount: number) => ({ ...me, body: { paymentSettingsGroupKey: 'free', excessAmount } });
  await refused('store credit paying part of the excess', 400, 'excessAmount', 'POST', `/api/orders/excessPaymentProcess/id/${orderID}/`, excess(400));
  await ok('pay the excess with store credit', ExcessProcessResult, 'POST', `/api/orders/excessPaymentProcess/id/${orderID}/`, excess(500), (data) => d.excessProcessDigest(data, first.decimalPlaces));
  await refused('pay it again', 409, 'due', 'POST', `/api/orders/excessPaymentProcess/id/${orderID}/`, excess(500));
  const afterExcess = await creditSince('store credit after the excess', afterRefund);
  await detail('the order after the excess');

  // ——— More excess, paid by card above the amount due: the difference becomes store credit ———
  await ok('staff: raise the excess', o.OrderDetail, 'POST', `/admin/orders/${orderID}/excess`, { ...asStaff, body: { excessAmount: 800, note: 'The clasp was replaced too' } }, (data) => d.orderDetailDigest(data, lines));
  const byCard = (excessAmount: number) => ({ ...me, body: { paymentSettingsGroupKey: 'card', excessAmount } });
  await refused('a card payment below the amount due', 400, 'at least the amount due', 'POST', `/api/orders/excessPaymentProcess/id/${orderID}/`, byCard(200));
  const started = await ok('pay the excess by card', ExcessProcessResult, 'POST', `/api/orders/excessPaymentProcess/id/${orderID}/`, byCard(400), (data) => d.excessProcessDigest(data, first.decimalPlaces));
  await refused('staff: change the excess while it is being paid', 409, 'in progress', 'POST', `/admin/orders/${orderID}/excess`, { ...asStaff, body: { excessAmount: 900, note: 'Again' } });
  const result = await payOnSandbox(baseUrl, started.redirectUrl!, '4000 0000 0000 3220', '123456');
  expect(result).toMatchObject({ status: 'succeeded' });
  await ok('the card result', ExcessPaymentResult, 'POST', '/api/orders/excessPayment/', { ...me, body: result }, (data) => d.excessPaymentDigest(data, first.decimalPlaces));
  await ok('the card result again', ExcessPaymentResult, 'POST', '/api/orders/excessPayment/', { ...me, body: result }, (data) => d.excessPaymentDigest(data, first.decimalPlaces));
  await refused('the card result forged', 400, 'Payment signature is not valid', 'POST', '/api/orders/excessPayment/', { ...me, body: { ...result, status: 'failed' } });
  const afterCard = await creditSince('store credit after the card payment', afterExcess);
  await detail('the order after the card payment');

  // ——— A second order, paid in full by store credit, cancelled whole by staff: the credit comes back ———
  const creditCart = (await ok('a cart: a coin', Cart, 'POST', '/api/cart/', { body: { productID: coin.productID, quantity: 1 } }, () => ({}))).cartID;
  await ok('the coin linked to the shopper', Cart, 'GET', `/api/cart/mapUserCart/${creditCart}/`, me, () => ({}));
  await ok('address for the coin', Cart, 'PUT', '/api/cart/', { ...me, body: { ...address, cartID: creditCart } }, () => ({}));
  const credited = await ok('apply store credit', Cart, 'PUT', '/api/cart/', { ...me, body: { cartID: creditCart, mode: 'apply_usercredit' } }, (cart) => ({ money: { ...cart.totals } }));
  const paidByCredit = await ok('place it (store credit)', PlacedOrder, 'POST', `/api/cart/postorders/${creditCart}/`, { ...me, body: { paymentSettingsGroupKey: 'free', expectedTotal: credited.totals.total }, headers: { 'Idempotency-Key': `after-sales-${randomUUID()}` } }, (data) => ({
    money: { total: data.total, amountDue: data.amountDue },
    facts: { status: data.status, paymentStatus: data.paymentStatus },
  }));
  const cancelled = await ok('staff: cancel it', o.OrderDetail, 'POST', `/admin/orders/${paidByCredit.orderID}/status`, move('cancelled', 'Out of stock at the workshop'), (data) => d.orderDetailDigest(data, new Map(data.items.map((line) => [line.orderLineID, line.productID]))));
  expect(cancelled.refunds.map((refund) => refund.method)).toEqual(['store_credit']);
  await creditSince('store credit after the cancelled order', afterCard);

  // ——— Reviews: a bought piece once, not a piece never bought ———
  const eligibility = (step: string, productID: number) => ok(step, ReviewEligibility, 'GET', `/api/products/${productID}/reviews/eligibility`, me, d.eligibilityDigest);
  await eligibility('may review the pendant', pendant.productID);
  await eligibility('may not review the studs', studs.productID);
  const review = async () => ({ ...me, form: new URLSearchParams({ productRating: '5', reviewTitle: 'Lovely pendant', reviewText: 'Light, bright and well finished.', reCaptchaToken: await captchaToken(baseUrl) }) });
  const written = await ok('review the pendant', UserReview, 'POST', `/api/products/${pendant.productID}/reviews/`, await review(), d.userReviewDigest);
  await refused('review it again', 409, 'already reviewed', 'POST', `/api/products/${pendant.productID}/reviews/`, await review());
  await refused('review the studs', 403, 'only products you have bought', 'POST', `/api/products/${studs.productID}/reviews/`, await review());
  await eligibility('the pendant, reviewed', pendant.productID);
  await ok('my reviews', UserReviewsPage, 'GET', '/api/users/reviews/page/1', me, d.userReviewsDigest);
  const edit = { reviewID: written.reviewID, productRatings: 4, productReviewTitle: 'Lovely pendant', productReviewComment: 'Light and bright; the chain loop is small.' };
  await ok('edit the review', UserReview, 'POST', '/api/users/reviewupdate', { ...me, body: edit }, d.userReviewDigest);
  await refused("edit another shopper's review", 404, 'not found', 'POST', '/api/users/reviewupdate', { token: aisha, body: edit });
  await ok('delete the review', ReviewRef, 'POST', '/api/users/reviewdelete', { ...me, body: { reviewID: written.reviewID } }, (data) => ({ facts: { productID: data.productID } }));
  await refused('delete it again', 404, 'not found', 'POST', '/api/users/reviewdelete', { ...me, body: { reviewID: written.reviewID } });

  // ——— Wishlist ———
  const save = (entries: [number, 'savelist' | 'remove'][]) => ({ ...me, body: { data: entries.map(([productID, action]) => ({ productID, action, wishlistName: 'New' })) } });
  await ok('wishlist: save two', Wishlist, 'POST', '/api/products/wishLists', save([[pendant.productID, 'savelist'], [studs.productID, 'savelist']]), d.wishlistDigest);
  await ok('wishlist: save one again', Wishlist, 'POST', '/api/products/wishLists', save([[studs.productID, 'savelist']]), d.wishlistDigest);
  await ok('wishlist: remove one', Wishlist, 'POST', '/api/products/wishLists', save([[pendant.productID, 'remove']]), d.wishlistDigest);
  await refused('wishlist: a product nobody sells', 404, 'not found', 'POST', '/api/products/wishLists', save([[999_999, 'savelist']]));
  await ok('wishlist', Wishlist, 'GET', '/api/products/wishLists', me, d.wishlistDigest);
  await ok('wishlist of another shopper', Wishlist, 'GET', '/api/products/wishLists', { token: aisha }, d.wishlistDigest);
  return digests;
}
