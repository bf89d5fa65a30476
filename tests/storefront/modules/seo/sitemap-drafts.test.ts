import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withDraftMode } from '@/storefront/lib/draft-mode';
import { listLocaleUrls } from '@/storefront/modules/seo/sitemap';
import { useMockServer } from '@/tests/mocks/use-mock-server';

/**
 * The sitemap lists only what is published (docs/content-editing.md#preview): a content page an
 * editor drafts or drafts away changes nothing until it is published, also when the sitemap is read
 * in a Draft Mode render. Against the mocks, which keep drafts and versions like the services.
 */
useMockServer();
const SERVICES = 'http://services.test/';
const ORIGIN = 'https://shop.example';
const KEY = 'pages_SLV_in_hi';

beforeAll(() => {
  vi.stubEnv('STORE_API_URL', SERVICES);
  vi.stubEnv('COMMERCE_API_URL', SERVICES);
  vi.stubEnv('ACCOUNT_API_URL', `${SERVICES}account/`);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

async function editor() {
  const answer = await fetch(`${SERVICES}account/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'editor@example.com', password: 'Editor#2026!', reCaptchaToken: 'x' }) });
  const headers = { authorization: `Bearer ${(await answer.json()).responseBody.tokens.accessToken}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${SERVICES}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    expect(response.status, `${method} ${path}`).toBe(200);
    return (await response.json()).data;
  };
  return call;
}

const sitemap = () => listLocaleUrls({ origin: ORIGIN, locale: 'in-hi' });
/** The same, read inside a Draft Mode render (a preview browser), where editable content shows drafts. */
const sitemapInPreview = async () => (await withDraftMode(async () => ({ props: { urls: await sitemap() } }))({ draftMode: true })).props.urls;

describe('the sitemap and drafts', () => {
  it('lists a content page while only a draft removes it, and drops it once published', async () => {
    const call = await editor();
    const item = await call('GET', `admin/content/items/${KEY}`);
    const withoutShipping = { pages: item.published.pages.filter((page: { slug: string }) => page.slug !== 'shipping') };
    await call('PUT', `admin/content/items/${KEY}/draft`, { payload: withoutShipping });
    // The preview's own content read does see the draft: the draft session works, and still the sitemap does not use it.
    expect((await call('GET', `admin/content/preview/${KEY}`)).payload.pages.map((page: { slug: string }) => page.slug)).not.toContain('shipping');

    for (const urls of [await sitemap(), await sitemapInPreview()]) {
      expect(urls).toContain(`${ORIGIN}/in-hi/shipping-policy`);
      expect(urls).toContain(`${ORIGIN}/in-hi/about-us`);
    }
    await call('POST', `admin/content/items/${KEY}/publish`, { scope: 'locale' });
    const published = await sitemap();
    expect(published).not.toContain(`${ORIGIN}/in-hi/shipping-policy`);
    expect(published).toContain(`${ORIGIN}/in-hi/about-us`);
  });

  it('does not list a page that a draft adds until it is published', async () => {
    const call = await editor();
    const item = await call('GET', `admin/content/items/${KEY}`);
    const shipping = item.published.pages.find((page: { slug: string }) => page.slug === 'shipping');
    await call('PUT', `admin/content/items/${KEY}/draft`, { payload: { pages: item.published.pages.filter((page: { slug: string }) => page.slug !== 'shipping') } });
    await call('POST', `admin/content/items/${KEY}/publish`, { scope: 'locale' });
    await call('PUT', `admin/content/items/${KEY}/draft`, { payload: { pages: [...(await call('GET', `admin/content/items/${KEY}`)).published.pages, shipping] } });
    expect(await sitemapInPreview()).not.toContain(`${ORIGIN}/in-hi/shipping-policy`);
    await call('POST', `admin/content/items/${KEY}/publish`, { scope: 'locale' });
    expect(await sitemap()).toContain(`${ORIGIN}/in-hi/shipping-policy`);
  });
});
