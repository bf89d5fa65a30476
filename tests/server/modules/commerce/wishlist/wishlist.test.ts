import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES, type Wishlist } from '@/shared/contracts/wishlist';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { type SignedIn, signInAs } from '@/tests/server/helpers/auth';
import { IDS } from '../commerce-fixture';
import { expectFailure, expectSuccess } from '../commerce-requests';
import { reviewFixture, ROHAN } from '../reviews/review-fixture';

let test: TestApp;
let priya: SignedIn;
let rohan: SignedIn;

beforeAll(async () => {
  test = await createTestApp({ seedData: reviewFixture });
  [priya, rohan] = await Promise.all([signInAs(test.app, 'shopper'), signInAs(test.app, ROHAN)]);
});
afterAll(async () => {
  await test?.close();
});

type Entry = { productID: number; action: 'savelist' | 'remove'; wishlistName?: string };
const change = (who: SignedIn | null, data: Entry[] | unknown, locale = 'in-en') =>
  test.app.inject({
    method: 'POST',
    url: '/api/products/wishLists',
    headers: { ...siteHeaders(locale), ...(who ? who.headers : {}) },
    payload: { data } as object,
  });
const read = async (who: SignedIn, locale = 'in-en') =>
  expectSuccess<Wishlist>(await test.app.inject({ method: 'GET', url: '/api/products/wishLists', headers: { ...siteHeaders(locale), ...who.headers } }));
const save = (productID: number): Entry => ({ productID, action: 'savelist', wishlistName: 'New' });
const remove = (productID: number): Entry => ({ productID, action: 'remove', wishlistName: 'New' });

describe('POST /api/products/wishLists', () => {
  it('saves pieces and answers the whole wishlist with current price, image, stock and the option to add', async () => {
    const wishlist = expectSuccess<Wishlist>(await change(priya, [save(IDS.ring), save(IDS.pendant)]), WISHLIST_MESSAGES.saved);
    expect(wishlist.count).toBe(2);
    expect(wishlist.wishlistName).toBe('New');
    const ring = wishlist.items.find((item) => item.productID === IDS.ring)!;
    expect(ring).toMatchObject({ name: 'Temple ring', slug: 'temple-ring-22k', image: '/images/products/temple-ring-22k-1.svg', inStock: true, productOptionID: IDS.ringSize12 });
    expect(ring.price).toBeGreaterThan(0);
  });

  it('is idempotent: saving twice keeps one entry, removing an absent piece changes nothing', async () => {
    expectSuccess(await change(priya, [save(IDS.ring)]));
    expectSuccess(await change(priya, [remove(IDS.studs)]));
    const wishlist = await read(priya);
    expect(wishlist.items.map((item) => item.productID).sort()).toEqual([IDS.ring, IDS.pendant]);
  });

  it('applies entries in order: the last word on a product wins', async () => {
    const wishlist = expectSuccess<Wishlist>(await change(priya, [save(IDS.studs), remove(IDS.studs), remove(IDS.pendant), save(IDS.pendant)]));
    expect(wishlist.items.map((item) => item.productID).sort()).toEqual([IDS.ring, IDS.pendant]);
  });

  it('removes a piece', async () => {
    const wishlist = expectSuccess<Wishlist>(await change(priya, [remove(IDS.pendant)]));
    expect(wishlist.items.map((item) => item.productID)).toEqual([IDS.ring]);
  });

  it('keeps each shopper\'s wishlist apart', async () => {
    expect((await read(rohan)).items).toEqual([]);
    expectSuccess(await change(rohan, [save(IDS.coin)]));
    expect((await read(rohan)).items.map((item) => item.productID)).toEqual([IDS.coin]);
    expect((await read(priya)).items.map((item) => item.productID)).toEqual([IDS.ring]);
  });

  it('lists only what the subsite sells, in its currency and language, and keeps the rest', async () => {
    expectSuccess(await change(priya, [save(IDS.studs)]));
    // The UAE sells the ring but not the studs (India only).
    const uae = await read(priya, 'ae-ar');
    expect(uae.items.map((item) => [item.productID, item.name])).toEqual([[IDS.ring, 'خاتم المعبد']]);
    expect((await read(priya)).items.map((item) => item.productID)).toEqual([IDS.studs, IDS.ring]);
  });

  it('answers 404 naming a product the subsite does not sell, and saves nothing of that request', async () => {
    expectFailure(await change(priya, [save(IDS.coin), save(IDS.band)]), 404, `Product ${IDS.band} not found`);
    expect((await read(priya)).items.map((item) => item.productID)).not.toContain(IDS.coin);
  });

  it('answers 400 for an unknown action, another wishlist name, an empty or oversized list', async () => {
    expectFailure(await change(priya, [{ productID: IDS.ring, action: 'keep' }]), 400, /action/);
    expectFailure(await change(priya, [{ productID: IDS.ring, action: 'savelist', wishlistName: 'Other' }]), 400, /wishlistName/);
    expectFailure(await change(priya, []), 400, /data/);
    const tooMany = Array.from({ length: WISHLIST_LIMITS.perRequest + 1 }, () => save(IDS.ring));
    expectFailure(await change(priya, tooMany), 400, /data/);
  });

  it('answers 401 Invalid User without a token', async () => {
    expectFailure(await change(null, [save(IDS.ring)]), 401, 'Invalid User');
    const response = await test.app.inject({ method: 'GET', url: '/api/products/wishLists', headers: siteHeaders('in-en') });
    expectFailure(response, 401, 'Invalid User');
  });
});
