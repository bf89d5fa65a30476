import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceBreakup, ProductDetail, ProductPage, ProductStock } from '@/shared/contracts/catalogue';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { commerceFixture, IDS, PRICES } from '../commerce-fixture';
import { call, expectFailure, expectSuccess, headersWithout } from '../commerce-requests';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedData: commerceFixture });
});
afterAll(async () => {
  await test?.close();
});

const list = async (query: string, locale = 'in-en') =>
  expectSuccess<ProductPage>(await call(test.app, { url: `/api/products/?${query}`, locale }));
const ids = (page: ProductPage) => page.items.map((item) => item.productID);
const sumInMinor = (breakup: PriceBreakup) =>
  breakup.lines.reduce((sum, line) => sum + Math.round(line.amount * 10 ** breakup.decimalPlaces), 0);

describe('GET /api/products/', () => {
  it('lists only the products the subsite sells, most popular first', async () => {
    const india = await list('');
    expect(ids(india)).toEqual([IDS.ring, IDS.pendant, IDS.coin, IDS.studs]);
    expect(india).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect(ids(await list('', 'ae-en'))).toEqual([IDS.ring, IDS.band, IDS.coin]);
  });

  it("prices each product's first option in stock with today's rates", async () => {
    const india = await list('');
    expect(india.items[0]).toMatchObject({
      productID: IDS.ring,
      sku: 'T-RING-22K',
      slug: 'temple-ring-22k',
      name: 'Temple ring',
      categorySlug: 'rings',
      metal: 'gold',
      purity: '22K',
      image: '/images/products/temple-ring-22k-1.svg',
      price: PRICES.in.ringSize12,
      actualPrice: PRICES.in.ringSize12Actual,
      netWeight: 4.25,
      inStock: true,
    });
    expect(india.items.find((item) => item.productID === IDS.studs)).toMatchObject({ price: PRICES.in.studs, inStock: false });
    const uae = await list('', 'ae-en');
    // In the UAE size 12 is sold out, so the ring shows size 13 (4.350 g).
    expect(uae.items.map((item) => item.price)).toEqual([2069.38, 3024, 45.15]);
    expect(uae.items[0]).toMatchObject({ actualPrice: 2097.93, netWeight: 4.35 });
  });

  it('sorts by price both ways and by newest', async () => {
    expect(ids(await list('sort=price_asc'))).toEqual([IDS.coin, IDS.studs, IDS.pendant, IDS.ring]);
    expect(ids(await list('sort=price_desc'))).toEqual([IDS.ring, IDS.pendant, IDS.studs, IDS.coin]);
    expect(ids(await list('sort=newest'))).toEqual([IDS.pendant, IDS.studs, IDS.ring, IDS.coin]);
  });

  it('filters on the computed price, bounds included', async () => {
    expect(ids(await list('minPrice=20000&maxPrice=48269&sort=price_asc'))).toEqual([IDS.pendant, IDS.ring]);
    expect(ids(await list('minPrice=2069.38&maxPrice=3024&sort=price_asc', 'ae-en'))).toEqual([IDS.ring, IDS.band]);
    expect((await list('minPrice=1000000')).total).toBe(0);
  });

  it('filters by metal, purity and category', async () => {
    expect(ids(await list('metal=silver'))).toEqual([IDS.coin]);
    expect(ids(await list('purity=18K'))).toEqual([IDS.pendant]);
    expect(ids(await list('category=rings'))).toEqual([IDS.ring]);
    expect(ids(await list('category=rings', 'ae-en'))).toEqual([IDS.ring, IDS.band]);
    expect((await list('category=no-such-category')).total).toBe(0);
  });

  it('matches the name in the request language or English, and the SKU, ignoring case', async () => {
    expect(ids(await list('q=TEMPLE'))).toEqual([IDS.ring]);
    expect(ids(await list(`q=${encodeURIComponent('मंदिर')}`, 'in-hi'))).toEqual([IDS.ring]);
    // The ring by its name first, then the band: a ring too (its category, خواتم), though not named so.
    expect(ids(await list(`q=${encodeURIComponent('خاتم')}`, 'ae-ar'))).toEqual([IDS.ring, IDS.band]);
    expect(ids(await list('q=coin-999'))).toEqual([IDS.coin]);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent('\\_')}`)).total).toBe(0);
  });

  it('names products in the request language', async () => {
    expect((await list('q=temple', 'in-hi')).items[0]?.name).toBe('मंदिर अंगूठी');
    expect((await list('q=temple', 'ae-ar')).items[0]?.name).toBe('خاتم المعبد');
  });

  it('pages through the results', async () => {
    const second = await list('pageSize=2&page=2');
    expect(ids(second)).toEqual([IDS.coin, IDS.studs]);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(ids(await list('pageSize=2&page=3'))).toEqual([]);
  });

  it.each([
    ['sort=cheapest', /sort/],
    ['pageSize=0', /pageSize/],
    ['pageSize=61', /pageSize/],
    ['page=abc', /page/],
    ['minPrice=-1', /minPrice/],
    ['metal=copper', /metal/],
    ['purity=14K', /purity/],
    ['colour=red', /colour/],
    ['minPrice=500&maxPrice=100', /minPrice/],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    expectFailure(await call(test.app, { url: `/api/products/?${query}` }), 400, message);
  });

  it.each(['websiteID', 'subsiteID', 'languageID'] as const)('refuses a request without %s with 400 naming it', async (name) => {
    expectFailure(await call(test.app, { url: '/api/products/', headers: headersWithout('in-en', name) }), 400, new RegExp(name));
  });

  it('refuses a header that is not a number, or beyond any key, with 400', async () => {
    const headers = { websiteID: 'SLV', subsiteID: '1', languageID: '1' };
    expectFailure(await call(test.app, { url: '/api/products/', headers }), 400, /websiteID/);
    expectFailure(await call(test.app, { url: '/api/products/', headers: { ...headers, websiteID: '1', subsiteID: '99999999999' } }), 400, /subsiteID/);
  });

  it('answers 404 for a subsite or language the website does not have', async () => {
    expectFailure(await call(test.app, { url: '/api/products/', headers: { websiteID: '1', subsiteID: '9', languageID: '1' } }), 404, /Site not found/);
    expectFailure(await call(test.app, { url: '/api/products/', headers: { websiteID: '1', subsiteID: '2', languageID: '2' } }), 404, /Site not found/);
  });
});

describe('GET /api/products/:id/', () => {
  it('answers the product with its options, stones and a breakup that adds up to the price', async () => {
    const product = expectSuccess<ProductDetail>(await call(test.app, { url: `/api/products/${IDS.ring}/` }));
    expect(product).toMatchObject({
      productID: IDS.ring,
      name: 'Temple ring',
      description: 'A temple ring',
      categoryName: 'Rings',
      grossWeight: 4.6,
      images: ['/images/products/temple-ring-22k-1.svg', '/images/products/temple-ring-22k-2.svg'],
      price: PRICES.in.ringSize12,
    });
    expect(product.options.map((option) => [option.productOptionID, option.label, option.stock, option.price])).toEqual([
      [IDS.ringSize12, 'Size 12', 3, PRICES.in.ringSize12],
      [IDS.ringSize13, 'Size 13', 0, PRICES.in.ringSize13],
      [IDS.ringSize14, 'Size 14', 5, PRICES.in.ringSize14],
    ]);
    expect(product.options[1]?.netWeight).toBe(4.35);
    expect(product.stones).toEqual([
      { kind: 'ruby', count: 1, carat: 0.25, shape: null, clarity: null, colour: null, certificate: { lab: 'IGI', number: 'IGI-1' } },
    ]);
    // 30813 + 2465 + 1913 − 478 + 12000 + 150 + 1406 = 48269 (see commerce-fixture.ts)
    expect(product.priceBreakup.lines.map((line) => [line.code, line.amount])).toEqual([
      ['metal', 30813],
      ['wastage', 2465],
      ['making', 1913],
      ['making_offer', -478],
      ['stones', 12000],
      ['other', 150],
      ['tax', 1406],
    ]);
    expect(product.priceBreakup).toMatchObject({ currencyCode: 'INR', decimalPlaces: 0, ratePerGram: 7250, netWeight: 4.25, price: 48269, actualPrice: 48761 });
  });

  it('prices the first option in stock in dirhams in the UAE', async () => {
    const product = expectSuccess<ProductDetail>(await call(test.app, { url: `/api/products/${IDS.ring}/`, locale: 'ae-en' }));
    expect(product.price).toBe(2069.38);
    // 1241.93 + 99.35 + 108.75 − 27.19 + 533.00 + 15.00 + 98.54 = 2069.38
    expect(product.priceBreakup.lines.map((line) => line.amount)).toEqual([1241.93, 99.35, 108.75, -27.19, 533, 15, 98.54]);
    expect(sumInMinor(product.priceBreakup)).toBe(PRICES.ae.ringSize13);
    expect(product.options.map((option) => option.price)).toEqual([2035.05, 2069.38, expect.any(Number)]);
  });

  it('speaks the request language', async () => {
    const product = expectSuccess<ProductDetail>(await call(test.app, { url: `/api/products/${IDS.ring}/`, locale: 'in-hi' }));
    expect(product).toMatchObject({ name: 'मंदिर अंगूठी', categoryName: 'अंगूठियाँ' });
    expect(product.options[0]?.label).toBe('साइज़ 12');
    expect(product.priceBreakup.lines[0]).toMatchObject({ label: 'सोना 22K', detail: '4.250 ग्राम × ₹7,250/ग्राम' });
  });

  it('answers 404 for an unknown product and for one the subsite does not sell', async () => {
    expectFailure(await call(test.app, { url: '/api/products/999/' }), 404, 'Product 999 not found');
    expectFailure(await call(test.app, { url: `/api/products/${IDS.band}/` }), 404, /not found/);
    expectFailure(await call(test.app, { url: `/api/products/${IDS.pendant}/`, locale: 'ae-en' }), 404, /not found/);
  });

  it('refuses an id that is not a positive integer, or beyond any key, with 400', async () => {
    expectFailure(await call(test.app, { url: '/api/products/abc/' }), 400, /id/);
    expectFailure(await call(test.app, { url: '/api/products/0/' }), 400, /id/);
    expectFailure(await call(test.app, { url: '/api/products/99999999999/' }), 400, /params\.id/);
  });

  it('refuses a request without site headers with 400', async () => {
    expectFailure(await call(test.app, { url: `/api/products/${IDS.ring}/`, headers: headersWithout('in-en', 'subsiteID') }), 400, /subsiteID/);
  });
});

describe('GET /api/products/quantity/:id/Yes/', () => {
  it('answers the stock per option in the subsite', async () => {
    const stock = expectSuccess<ProductStock>(await call(test.app, { url: `/api/products/quantity/${IDS.ring}/Yes/` }));
    expect(stock).toEqual({
      productID: IDS.ring,
      totalStock: 8,
      options: [
        // India's pieces are hallmarked: each size names its next piece's HUID (none when sold out).
        { productOptionID: IDS.ringSize12, code: 'size-12', stock: 3, inStock: true, huid: expect.stringMatching(/^[A-Z0-9]{6}$/) },
        { productOptionID: IDS.ringSize13, code: 'size-13', stock: 0, inStock: false, huid: null },
        { productOptionID: IDS.ringSize14, code: 'size-14', stock: 5, inStock: true, huid: expect.stringMatching(/^[A-Z0-9]{6}$/) },
      ],
    });
    const studs = expectSuccess<ProductStock>(await call(test.app, { url: `/api/products/quantity/${IDS.studs}/Yes/` }));
    expect(studs.totalStock).toBe(0);
  });

  it('refuses anything but Yes as the last segment with 400', async () => {
    expectFailure(await call(test.app, { url: `/api/products/quantity/${IDS.ring}/No/` }), 400, /check/);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expectFailure(await call(test.app, { url: '/api/products/quantity/999/Yes/' }), 404, /not found/);
    expectFailure(await call(test.app, { url: '/api/products/quantity/x/Yes/' }), 400, /id/);
  });
});

describe('GET /api/products/breadcrumb/:id/', () => {
  it('leads from home through the category to the product, paths without locale', async () => {
    const crumbs = expectSuccess(await call(test.app, { url: `/api/products/breadcrumb/${IDS.ring}/` }));
    expect(crumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Rings', href: '/rings' },
      { label: 'Temple ring', href: '/temple-ring-22k' },
    ]);
  });

  it('speaks Hindi and Arabic', async () => {
    const hindi = expectSuccess<{ label: string }[]>(await call(test.app, { url: `/api/products/breadcrumb/${IDS.ring}/`, locale: 'in-hi' }));
    expect(hindi.map((crumb) => crumb.label)).toEqual(['होम', 'अंगूठियाँ', 'मंदिर अंगूठी']);
    const arabic = expectSuccess<{ label: string }[]>(await call(test.app, { url: `/api/products/breadcrumb/${IDS.band}/`, locale: 'ae-ar' }));
    expect(arabic.map((crumb) => crumb.label)).toEqual(['الرئيسية', 'خواتم', 'Solitaire band (عربي)']);
  });

  it('answers 404 for a product the subsite does not sell and 400 for a bad id', async () => {
    expectFailure(await call(test.app, { url: `/api/products/breadcrumb/${IDS.band}/` }), 404, /not found/);
    expectFailure(await call(test.app, { url: '/api/products/breadcrumb/-1/' }), 400, /id/);
  });
});
