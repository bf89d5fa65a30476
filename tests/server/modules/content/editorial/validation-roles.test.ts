import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@/shared/contracts/content-editing';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { type Banner, editorCalls, HERO_HI, modulesWith, recordingRevalidator } from './editorial-fixture';

let test: TestApp;
let editor: Record<string, string>;
let heroBanners: Banner[];
const calls = editorCalls(() => test, () => editor);

beforeAll(async () => {
  test = await createTestApp({ modules: modulesWith(recordingRevalidator()) });
  editor = (await signInAs(test.app, 'editor')).headers;
  heroBanners = (expectSuccess<ContentItem>(await calls.item(HERO_HI)).published as { banners: Banner[] }).banners;
});
afterAll(async () => {
  await test?.close();
});

const withFirst = (change: Partial<Banner>) => ({ banners: heroBanners.map((banner, index) => (index === 0 ? { ...banner, ...change } : banner)) });

describe('a draft that breaks a rule is refused whole, naming the field', () => {
  it.each([
    ['a banner without an image', { image: '' }, /payload\.banners\[0\]\.image is required/],
    ['a link to a page that does not exist', { href: '/no-such-page' }, /payload\.banners\[0\]\.href links to \/no-such-page, a page that does not exist/],
    ['an outside link', { href: 'https://evil.example/' }, /payload\.banners\[0\]\.href must be a path of this store/],
    ['a title longer than the hero holds', { title: 'अ'.repeat(61) }, /payload\.banners\[0\]\.title is 61 characters; the layout holds at most 60/],
    ['an image that is not the store\'s', { image: '/images/banners/nope.svg' }, /payload\.banners\[0\]\.image must be one of the store's images/],
    ['a field of the wrong type', { title: 5 as unknown as string }, /payload\.banners\[0\]\.title/],
  ])('%s', async (_what, change, message) => {
    const body = expectFailure(await calls.save(HERO_HI, withFirst(change)), 400, message);
    expect(body.data.fields[0].field).toMatch(/^payload\.banners\[0\]\./);
    expect(expectSuccess<ContentItem>(await calls.item(HERO_HI)).draft).toBeNull();
  });

  it('refuses a return promise that writes the number of days instead of {returnWindowDays}', async () => {
    const block = expectSuccess<ContentItem>(await calls.item('block_SLV_in_en')).published as { promises: { title: string }[] };
    const promises = block.promises.map((promise, index) => (index === 0 ? { ...promise, title: '30-day returns' } : promise));
    const body = expectFailure(await calls.save('block_SLV_in_en', { ...block, promises }), 400, /write \{returnWindowDays\}/);
    expect(body.data.fields[0].field).toBe('payload.promises[0].title');
  });

  it('refuses a content page the store has no path for, naming its slug, and saves nothing', async () => {
    const pages = expectSuccess<ContentItem>(await calls.item('pages_SLV_ae_ar')).published as { pages: { slug: string }[] };
    const body = expectFailure(await calls.save('pages_SLV_ae_ar', { pages: [...pages.pages, { ...pages.pages[0]!, slug: 'careers' }] }), 400, /payload\.pages\[6\]\.slug "careers" is not a page of the store/);
    expect(body.data.fields[0].field).toBe('payload.pages[6].slug');
    expect(expectSuccess<ContentItem>(await calls.item('pages_SLV_ae_ar')).draft).toBeNull();
  });

  it('keeps the figures the settings own: the return window is RETURN_WINDOW_DAYS whatever the draft says', async () => {
    const settings = expectSuccess<ContentItem>(await calls.item('productCartSettings_SLV_in')).published as Record<string, number>;
    const draft = expectSuccess<{ payload: Record<string, number> }>(await calls.save('productCartSettings_SLV_in', { ...settings, returnWindowDays: 30, giftWrapPrice: 199 }));
    expect(draft.payload).toMatchObject({ returnWindowDays: test.env.RETURN_WINDOW_DAYS, giftWrapPrice: 199 });
  });

  it('refuses keys that are not editable content', async () => {
    expectFailure(await calls.item('metalPrice_SLV_in'), 400, /key: metalPrice is not edited here/);
    expectFailure(await calls.item('nonsense'), 400, /key: "nonsense" is not a content key/);
  });
});

describe('roles', () => {
  it('lets editors and admins in; staff, shoppers and guests out', async () => {
    const staff = (await signInAs(test.app, 'staff')).headers;
    const shopper = (await signInAs(test.app, 'shopper')).headers;
    const admin = (await signInAs(test.app, 'admin')).headers;
    expectFailure(await calls.item(HERO_HI, {}), 401, 'Invalid User');
    expectFailure(await calls.item(HERO_HI, shopper), 403, /[Ee]ditors/);
    expectFailure(await calls.item(HERO_HI, staff), 403, /[Ee]ditors/);
    expectFailure(await calls.save(HERO_HI, withFirst({ title: 'x' }), staff), 403, /[Ee]ditors/);
    expectSuccess(await calls.item(HERO_HI, admin));
    // An editor may not do operations.
    expectFailure(await test.app.inject({ method: 'GET', url: '/admin/metal-rates', headers: editor }), 403, /Staff only/);
  });
});

describe('banner image upload', () => {
  const upload = (bytes: Buffer, type: string, name = 'banner.png') => {
    const boundary = '----edit';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return test.app.inject({ method: 'POST', url: `/admin/content/images?key=${HERO_HI}`, headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };

  it('refuses a file that is not an image, whatever it claims', async () => {
    expectFailure(await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png'), 400, /image must be a JPEG, PNG or WebP/);
    expect(expectSuccess<ContentItem>(await calls.item(HERO_HI)).images.some((path) => path.includes('content-images/'))).toBe(false);
  });

  it('re-encodes a real image, serves it, and lets a banner use it', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#7a1f2b' } }).png().withMetadata({ exif: { IFD0: { Copyright: 'secret' } } }).toBuffer();
    const image = expectSuccess<{ path: string; size: number }>(await upload(png, 'image/png'), 'Image uploaded');
    expect(image.path).toMatch(/^\/api\/content-images\/[0-9a-f-]{36}\.png$/);
    const served = await test.app.inject({ method: 'GET', url: image.path.replace('/api/', '/') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expectSuccess(await calls.save(HERO_HI, withFirst({ image: image.path })), 'Draft saved');
  });
});
