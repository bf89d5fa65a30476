import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetalRateChange } from '@/shared/contracts/admin-rates';
import type { Cart } from '@/shared/contracts/cart';
import type { PriceBreakup, ProductDetail } from '@/shared/contracts/catalogue';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { IDS, PRICES } from '../../commerce/commerce-fixture';
import { call, expectSuccess } from '../../commerce/commerce-requests';
import { modulesWith, ratesFixture, recordingRevalidator, STAFF } from './rates-fixture';

/**
 * Issue 3's promise, through the staff route: a rate change moves a product's price and a cart's
 * total by exactly the weight × the rate difference, plus what follows from it (wastage and
 * percent making are shares of the metal value), plus tax on all of that — every figure below
 * worked out by hand from the commerce fixture (commerce-fixture.ts gives the prices before).
 *
 * INDIA, gold 22K ₹7,250 → ₹7,300 per gram (+₹50).
 *   Temple ring, size 12, 4.250 g, 8 % wastage, ₹450/g making with 25 % off, ruby ₹12,000, other ₹150:
 *     metal   4.250 × 7300 = 31025     (was 30812.5 → 30813: +212, i.e. 4.25 × 50 = 212.5 rounded)
 *     wastage 8 % of 31025 = 2482      (was 2465: +17, 8 % of 212.5 = 17)
 *     making  4.25 × 450 = 1912.5 → 1913, offer −478, ruby 12000, other 150 (unchanged)
 *     pre-tax 47092 (+229); GST 3 % 1412.76 → 1413 (+7); price ₹48,505 (+236 on ₹48,269).
 *   Gold 18K ₹5,940 → ₹6,000 (+₹60). Leaf pendant, 3.120 g, making 12 % of the metal value:
 *     metal 3.12 × 6000 = 18720 (+187, 3.12 × 60 = 187.2); making 12 % = 2246.4 → 2246 (+22, 12 % of 187.2);
 *     pre-tax 20966 (+209); GST 628.98 → 629 (+6); price ₹21,595 (+215 on ₹21,380).
 *   Cart: ring × 2, coin × 1, pendant × 1 = 2 × 48269 + 1082 + 21380 = ₹1,19,000 before;
 *     after 2 × 48505 + 1082 + 21595 = ₹1,19,687: +687 = 2 × 236 + 215 (silver did not move).
 *
 * UAE, gold 22K AED 285.50 → AED 290.00 (+450 fils per gram).
 *   Temple ring, size 13 (size 12 is sold out there), 4.350 g, AED 25/g making with 25 % off:
 *     metal 4.35 × 29000 = 126150 fils (was 124192.5 → 124193: +1957, 4.35 × 450 = 1957.5)
 *     wastage 8 % = 10092 (was 9935.4 → 9935: +157); making 10875, offer −2719, stones 53300, other 1500
 *     pre-tax 199198 (+2114); VAT 5 % 9959.9 → 9960 (+106); price AED 2,091.58 (+22.20 on 2,069.38).
 *   Platinum PT950 AED 136.75 → AED 140.00 (+325 fils). Solitaire band, 2.345 g, 5 % wastage,
 *   making 15 % of the metal value with 10 % off, diamond AED 2,500:
 *     metal 2.345 × 14000 = 32830 (+762, 2.345 × 325 = 762.125); wastage 5 % 1641.5 → 1642 (+39);
 *     making 15 % 4924.5 → 4925 (+115); offer 10 % of 4924.5 = 492.45 → −492 (−11 more);
 *     stones 250000; pre-tax 288905 (+905); VAT 14445.25 → 14445 (+45); price AED 3,033.50 (+9.50 on 3,024.00).
 *   Cart: ring + band = AED 5,093.38 before; AED 5,125.08 after: +31.70 = 22.20 + 9.50.
 */
let test: TestApp;
const revalidator = recordingRevalidator();
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp({ seedData: ratesFixture, modules: modulesWith(revalidator) });
  staffHeaders = (await signInAs(test.app, STAFF)).headers;
});
afterAll(async () => {
  await test?.close();
});

const setRate = async (body: object) =>
  expectSuccess<MetalRateChange>(await test.app.inject({ method: 'POST', url: '/admin/metal-rates', headers: staffHeaders, payload: body }), 'Metal rate saved');
const addToCart = async (payload: object, locale: string) => expectSuccess<Cart>(await call(test.app, { method: 'POST', url: '/api/cart/', payload, locale }));
const summary = async (cartID: string, locale: string) => expectSuccess<Cart>(await call(test.app, { url: `/api/cart/${cartID}/cart_summary`, locale }));
const product = async (id: number, locale: string) => expectSuccess<ProductDetail>(await call(test.app, { url: `/api/products/${id}/`, locale }));
const toMinor = (breakup: PriceBreakup, amount: number) => Math.round(amount * 10 ** breakup.decimalPlaces);
const linesInMinor = (breakup: PriceBreakup) => breakup.lines.map((line) => toMinor(breakup, line.amount));

/** The breakup adds up to the price to the last minor unit, and the product shows that price. */
function expectBreakupAddsUp(detail: ProductDetail) {
  const breakup = detail.priceBreakup;
  expect(linesInMinor(breakup).reduce((sum, amount) => sum + amount, 0)).toBe(toMinor(breakup, breakup.price));
  expect(breakup.price).toBe(detail.price);
}

describe('POST /admin/metal-rates in India', () => {
  let cartID: string;

  beforeAll(async () => {
    cartID = (await addToCart({ productID: IDS.ring, quantity: 2 }, 'in-en')).cartID;
    await addToCart({ cartID, productID: IDS.coin, quantity: 1 }, 'in-en');
    const before = await addToCart({ cartID, productID: IDS.pendant, quantity: 1 }, 'in-en');
    expect(before.orderSubtotal).toBe(2 * PRICES.in.ringSize12 + PRICES.in.coin + PRICES.in.pendant);
    expect(before.orderSubtotal).toBe(119_000);
  });

  it('moves the ring by the weight × ₹50 plus wastage and GST on it: ₹48,269 → ₹48,505', async () => {
    const change = await setRate({ subsiteID: 1, metal: 'gold', purity: '22K', ratePerGram: 7300 });
    expect(change.rate).toMatchObject({ subsiteID: 1, subsiteCode: 'in', currencyCode: 'INR', metal: 'gold', purity: '22K', ratePerGram: 7300, createdBy: STAFF.username });
    expect(change.previousRatePerGram).toBe(7250);

    const ring = await product(IDS.ring, 'in-en');
    expect(ring.price).toBe(48_505);
    expect(ring.price - PRICES.in.ringSize12).toBe(212 + 17 + 7);
    expect(linesInMinor(ring.priceBreakup)).toEqual([31_025, 2_482, 1_913, -478, 12_000, 150, 1_413]);
    expect(ring.priceBreakup.lines.map((line) => line.code)).toEqual(['metal', 'wastage', 'making', 'making_offer', 'stones', 'other', 'tax']);
    expect(ring.priceBreakup.ratePerGram).toBe(7300);
    expectBreakupAddsUp(ring);
    // Every option follows: size 14 (4.450 g) is priced from the same rate.
    expect(ring.options.find((option) => option.productOptionID === IDS.ringSize14)?.price).toBe(50_198);
  });

  it('moves a percent-making piece by its metal and its making share: ₹21,380 → ₹21,595', async () => {
    await setRate({ subsiteID: 1, metal: 'gold', purity: '18K', ratePerGram: 6000 });
    const pendant = await product(IDS.pendant, 'in-hi');
    expect(linesInMinor(pendant.priceBreakup)).toEqual([18_720, 2_246, 629]);
    expect(pendant.price).toBe(21_595);
    expect(pendant.price - PRICES.in.pendant).toBe(187 + 22 + 6);
    expectBreakupAddsUp(pendant);
  });

  it('moves the cart total by exactly the lines that moved, and says which ones', async () => {
    const cart = await summary(cartID, 'in-en');
    expect(cart.orderSubtotal).toBe(119_687);
    expect(cart.orderSubtotal - 119_000).toBe(2 * 236 + 215);
    expect(cart.items.map((item) => [item.productID, item.orderItemPrice])).toEqual([
      [IDS.ring, 48_505],
      [IDS.coin, PRICES.in.coin],
      [IDS.pendant, 21_595],
    ]);
    expect(cart.notices.map((notice) => notice.message)).toEqual([
      'The price of Temple ring changed from ₹48,269 to ₹48,505 since you added it',
      'The price of Leaf pendant changed from ₹21,380 to ₹21,595 since you added it',
    ]);
  });

  it('leaves the UAE prices as they were', async () => {
    expect((await product(IDS.ring, 'ae-en')).price).toBe(2069.38);
  });
});

describe('POST /admin/metal-rates in the UAE', () => {
  let cartID: string;

  beforeAll(async () => {
    cartID = (await addToCart({ productID: IDS.ring, quantity: 1 }, 'ae-ar')).cartID;
    const before = await addToCart({ cartID, productID: IDS.band, quantity: 1 }, 'ae-ar');
    expect(before.orderSubtotal).toBe(5093.38);
  });

  it('moves the ring by 4.350 g × AED 4.50 plus wastage and VAT on it: AED 2,069.38 → AED 2,091.58', async () => {
    const change = await setRate({ subsiteID: 2, metal: 'gold', purity: '22K', ratePerGram: 290 });
    expect(change.rate).toMatchObject({ currencyCode: 'AED', ratePerGram: 290 });
    expect(change.previousRatePerGram).toBe(285.5);
    const ring = await product(IDS.ring, 'ae-ar');
    expect(linesInMinor(ring.priceBreakup)).toEqual([126_150, 10_092, 10_875, -2_719, 53_300, 1_500, 9_960]);
    expect(ring.price).toBe(2091.58);
    expect(toMinor(ring.priceBreakup, ring.price) - PRICES.ae.ringSize13).toBe(1_957 + 157 + 106);
    expectBreakupAddsUp(ring);
  });

  it('moves a platinum band with percent making and an offer on it: AED 3,024.00 → AED 3,033.50', async () => {
    await setRate({ subsiteID: 2, metal: 'platinum', purity: 'PT950', ratePerGram: 140.0 });
    const band = await product(IDS.band, 'ae-en');
    expect(linesInMinor(band.priceBreakup)).toEqual([32_830, 1_642, 4_925, -492, 250_000, 14_445]);
    expect(band.price).toBe(3033.5);
    expect(band.actualPrice).toBe(3038.67);
    expect(toMinor(band.priceBreakup, band.price) - PRICES.ae.band).toBe(762 + 39 + 115 - 11 + 45);
    expectBreakupAddsUp(band);
  });

  it('moves the cart by AED 31.70 and names both lines in Arabic', async () => {
    const cart = await summary(cartID, 'ae-ar');
    expect(cart.orderSubtotal).toBe(5125.08);
    expect(Math.round(cart.orderSubtotal * 100) - 509_338).toBe(2_220 + 950);
    expect(cart.notices).toHaveLength(2);
    expect(cart.notices[0]?.message).toContain('خاتم المعبد');
  });

  it('leaves India at its own rates', async () => {
    expect((await product(IDS.ring, 'in-en')).price).toBe(48_505);
  });
});
