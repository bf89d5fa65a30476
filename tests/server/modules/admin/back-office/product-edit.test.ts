import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '@/shared/contracts/admin-audit';
import { AdminProductDetail, editBodyOf, ProductChange } from '@/shared/contracts/admin-product-edit';
import type { ProductDetail, ProductPage } from '@/shared/contracts/catalogue';
import { signInAs } from '@/tests/server/helpers/auth';
import { multipart } from '@/tests/support/multipart.mjs';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { call, expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { api, IDS, PRICES, type Auth } from '../../commerce/orders/after-sales/after-sales-fixture';
import { ADMIN, createBackOfficeApp } from './back-office-fixture';

let t: TestApp;
let shopper: Auth;
let staff: Auth;
let admin: Auth;

beforeAll(async () => {
  t = await createBackOfficeApp(process.env.DEBUG_LOG ? { logger: { level: "error" } } : undefined);
  shopper = (await signInAs(t.app, 'shopper')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
  admin = (await signInAs(t.app, ADMIN)).headers;
}, 120_000);
afterAll(async () => t?.close());

const detailOf = async (productId: number) => AdminProductDetail.parse(expectSuccess(await api(t.app, 'GET', `/admin/products/${productId}`, staff)));
const save = (productId: number, body: object) => api(t.app, 'PUT', `/admin/products/${productId}`, staff, body);
const shopperProduct = (productId: number, locale = 'in-en') => call(t.app, { url: `/api/products/${productId}/`, locale });
const shopperSearch = async (q: string, locale = 'in-en') => expectSuccess<ProductPage>(await call(t.app, { url: `/api/products/?q=${encodeURIComponent(q)}`, locale })).items.map((item) => item.productID);
const auditOf = async () => AuditPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/audit?entityType=product', admin))).items;

const bodyOf = editBodyOf;

describe('editing a product', () => {
  it('saves a name in one language and the making charge: the shopper sees the new name and the price worked out by hand', async () => {
    const before = await detailOf(IDS.pendant);
    expect(before).toMatchObject({ sku: 'T-PEND-18K', published: true, makingChargeType: 'percent', makingChargeBp: 1200 });
    expect(expectSuccess<ProductDetail>(await shopperProduct(IDS.pendant)).price).toBe(PRICES.in.pendant);
    const body = bodyOf(before);
    body.texts = body.texts.map((text) => (text.languageCode === 'hi' ? { ...text, name: 'मंदिर लटकन नया' } : text));
    body.makingChargeBp = 1500;
    const change = ProductChange.parse(expectSuccess(await save(IDS.pendant, body), 'Product saved'));
    expect(change.revalidatedPaths).toEqual(expect.arrayContaining(['/in-en/' + before.slug, '/in-hi/' + before.slug]));
    // 3.120 g 18K at ₹5,940/g: metal 18532.8 → 18533; making 15 % 2779.92 → 2780; pre-tax 21313; GST 3 % 639.39 → 639; price 21952.
    const hindi = expectSuccess<ProductDetail>(await shopperProduct(IDS.pendant, 'in-hi'));
    expect(hindi).toMatchObject({ name: 'मंदिर लटकन नया', price: 21952 });
    expect(expectSuccess<ProductDetail>(await shopperProduct(IDS.pendant)).name).toBe(before.texts.find((text) => text.languageCode === 'en')!.name);
    const entry = (await auditOf()).find((row) => row.action === 'product.edit' && row.entityID === String(IDS.pendant))!;
    expect(entry).toMatchObject({ actorEmail: expect.stringContaining('@'), before: expect.objectContaining({ makingChargeBp: 1200 }), after: expect.objectContaining({ makingChargeBp: 1500 }) });
  });

  it('saves per-gram making in the subsite currency, stones, weights and a new option stocked at 0', async () => {
    const before = await detailOf(IDS.coin);
    const body = bodyOf(before);
    body.prices = body.prices.map((price) => (price.subsiteID === 1 ? { ...price, makingPerGram: 12 } : price));
    body.options.push({ code: 'COIN-20G', kind: 'one_size', labels: { en: '20 g', hi: '20 ग्राम', ar: null }, weightDeltaMg: 10_000 });
    body.stones = [{ kind: 'diamond', count: 2, caratMilli: 40, shape: 'round', clarity: 'VS1', colour: null, certificateLab: null, certificateNumber: null }];
    const after = ProductChange.parse(expectSuccess(await save(IDS.coin, body))).product;
    expect(after.prices.find((price) => price.subsiteID === 1)?.makingPerGram).toBe(12);
    expect(after.options.map((option) => option.code)).toEqual([...before.options.map((option) => option.code), 'COIN-20G']);
    expect(after.stones).toHaveLength(1);
    // Coin: 10 g silver at ₹95/g = 950 + ₹12/g making 120 = 1070; GST 32.1 → 32; price 1102.
    expect(expectSuccess<ProductDetail>(await shopperProduct(IDS.coin)).price).toBe(1102);
  });

  it('lets two options swap their codes in one save', async () => {
    const before = await detailOf(IDS.ring);
    const body = bodyOf(before);
    const [first, second] = body.options;
    body.options[0] = { ...first!, code: second!.code };
    body.options[1] = { ...second!, code: first!.code };
    const after = ProductChange.parse(expectSuccess(await save(IDS.ring, body))).product;
    expect(after.options.slice(0, 2).map((option) => [option.productOptionID, option.code])).toEqual([
      [first!.productOptionID, second!.code],
      [second!.productOptionID, first!.code],
    ]);
    body.options[0] = first!;
    body.options[1] = second!;
    expectSuccess(await save(IDS.ring, body));
  });

  it('refuses bad input naming the field and saves nothing', async () => {
    const before = await detailOf(IDS.ring);
    const body = bodyOf(before);
    const refusals: Array<[object, RegExp]> = [
      [{ ...body, texts: body.texts.filter((text) => text.languageCode !== 'en') }, /texts.*English/],
      [{ ...body, texts: body.texts.map((text) => ({ ...text, name: ' ' })) }, /texts\.0\.name/],
      [{ ...body, netWeightMg: body.grossWeightMg + 1 }, /netWeightMg: must not exceed the gross weight/],
      [{ ...body, makingChargeBp: -1 }, /makingChargeBp/],
      [{ ...body, prices: body.prices.map((price) => ({ ...price, makingPerGram: 450.5 })) }, /prices\.0\.makingPerGram must have at most 0 decimal places/],
      [{ ...body, prices: [{ subsiteID: 99, makingPerGram: 1, stones: 0, other: 0 }] }, /prices\.0\.subsiteID/],
      [{ ...body, options: body.options.slice(1) }, /options: .* cannot be removed/],
      [{ ...body, options: [...body.options, { productOptionID: IDS.coinStd, code: 'X', kind: 'one_size', labels: { en: 'X' }, weightDeltaMg: 0 }] }, /options\.3\.productOptionID/],
      [{ ...body, images: ['/images/products/someone-else.svg'] }, /images\.0: not an image of T-RING-22K/],
      [{ ...body, images: [] }, /images.*at least one/],
      [{ ...body, sku: 'NEW' }, /sku|Unrecognized/],
    ];
    for (const [payload, message] of refusals) expectFailure(await save(IDS.ring, payload), 400, message);
    expect(await detailOf(IDS.ring)).toEqual(before);
    expectFailure(await save(9_999, body), 404, /Product 9999/);
    expectFailure(await api(t.app, 'PUT', `/admin/products/${IDS.ring}`, shopper, body), 403, /Staff only/);
    expectFailure(await api(t.app, 'GET', `/admin/products/${IDS.ring}`, null), 401, /.+/);
  });
});

describe('publishing', () => {
  it('an unpublished product is gone from listings, search and its page; the back office still has it; published again it returns', async () => {
    const publish = (published: boolean) => api(t.app, 'PUT', `/admin/products/${IDS.studs}/published`, staff, { published });
    expect(await shopperSearch('T-STUD')).toContain(IDS.studs);
    expectSuccess(await publish(false), 'Product unpublished');
    expectFailure(await shopperProduct(IDS.studs), 404, /.+/);
    expect(await shopperSearch('T-STUD')).not.toContain(IDS.studs);
    expect(expectSuccess<ProductPage>(await call(t.app, { url: '/api/products/?pageSize=60' })).items.map((item) => item.productID)).not.toContain(IDS.studs);
    expect((await detailOf(IDS.studs)).published).toBe(false);
    expectFailure(await api(t.app, 'PUT', `/admin/products/${IDS.studs}/published`, staff, { published: 'no' }), 400, /published/);
    expectSuccess(await publish(true), 'Product published');
    expect(expectSuccess<ProductDetail>(await shopperProduct(IDS.studs)).productID).toBe(IDS.studs);
    expect((await auditOf()).filter((row) => row.entityID === String(IDS.studs)).map((row) => row.action)).toEqual(expect.arrayContaining(['product.publish', 'product.unpublish']));
  });
});

describe('photos', () => {
  const upload = (productId: number, part: { bytes: Buffer; type?: string; filename?: string; field?: string }, auth: Auth | null = staff) => {
    const { payload, contentType } = multipart({ field: 'image', ...part });
    return t.app.inject({ method: 'POST', url: `/admin/products/${productId}/images`, headers: { ...(auth ?? {}), 'content-type': contentType }, payload });
  };

  it('a raster photo is checked, re-encoded, stored, added last and served; the drawings stay', async () => {
    const before = await detailOf(IDS.band);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d4af37' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } }).toBuffer();
    const change = ProductChange.parse(expectSuccess(await upload(IDS.band, { bytes: photo, type: 'image/jpeg', filename: 'band.jpg' }), 'Photo uploaded'));
    const added = change.product.images.at(-1)!;
    expect(change.product.images.slice(0, -1)).toEqual(before.images);
    expect(added).toMatch(/^\/api\/product-images\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: added.replace('/api', '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const facts = await sharp(served.rawPayload).metadata();
    expect(facts).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(facts.exif).toBeUndefined();
    const shown = expectSuccess<ProductDetail>(await call(t.app, { url: `/api/products/${IDS.band}/`, locale: 'ae-en' }));
    expect(shown.images).toContain(added);
    // Reordered: the photo first, a drawing removed.
    const body = bodyOf(change.product);
    body.images = [added, ...before.images.slice(1)];
    expect(ProductChange.parse(expectSuccess(await save(IDS.band, body))).product.images).toEqual(body.images);
    expect((await auditOf()).some((row) => row.action === 'product.image.upload' && row.entityID === String(IDS.band))).toBe(true);
  });

  it('refuses what is not a photo, a spoofed type, another field and a shopper; nothing is added', async () => {
    const before = await detailOf(IDS.band);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expectFailure(await upload(IDS.band, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml', filename: 'x.svg' }), 400, /image must be a JPEG, PNG or WebP photo/);
    expectFailure(await upload(IDS.band, { bytes: png, type: 'image/jpeg' }), 400, /image must be a JPEG, PNG or WebP/);
    expectFailure(await upload(IDS.band, { bytes: Buffer.concat([png.subarray(0, 20)]), type: 'image/png' }), 400, /image must be/);
    expectFailure(await upload(IDS.band, { bytes: png, field: 'photo' }), 400, /image is required/);
    expectFailure(await upload(IDS.band, { bytes: png, filename: '../../etc/passwd.png' }), 400, /plain file name/);
    expectFailure(await upload(IDS.band, { bytes: png }, shopper), 403, /Staff only/);
    expectFailure(await upload(9_999, { bytes: png }), 404, /Product 9999/);
    expect((await detailOf(IDS.band)).images).toEqual(before.images);
    expect((await t.app.inject({ method: 'GET', url: '/product-images/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/product-images/..%2F..%2Fsecret.png' })).statusCode).toBe(400);
  });
});
