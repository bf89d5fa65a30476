import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, urlRewrites } from '@/server/db/schema';
import { normaliseRewritePath } from '@/server/modules/content';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

let t: TestApp;
let product: { id: number; slug: string };
let rings: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  [product] = (await t.db.select({ id: products.id, slug: products.slug }).from(products).orderBy(products.id).limit(1)) as [typeof product];
  [rings] = (await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'rings'))) as [typeof rings];
});
afterAll(async () => {
  await t?.close();
});

const rewrite = (query: string) => t.app.inject({ method: 'GET', url: `/api/url-rewrite?${query}` });

describe('GET /api/url-rewrite', () => {
  it('resolves a category path', async () => {
    const response = await rewrite('url=/rings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      meta: { responsecode: 200, status: 'Success', message: 'Success' },
      data: { type: 'category', id: rings.id, slug: 'rings', canonicalPath: '/rings' },
    });
  });

  it('resolves a product path', async () => {
    const response = await rewrite(`url=/${product.slug}`);
    expect(response.json().data).toEqual({ type: 'product', id: product.id, slug: product.slug, canonicalPath: `/${product.slug}` });
  });

  it('ignores the locale, the query string, a trailing slash and the case', async () => {
    const response = await rewrite(`url=${encodeURIComponent('/ae-ar/RINGS/?metal=gold&purity=22K')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.slug).toBe('rings');
  });

  it('ignores the other query parameters passed through', async () => {
    const response = await rewrite('url=/rings&locale=in-en&utm_source=mail');
    expect(response.statusCode).toBe(200);
  });

  it('finds a path whose first segment only looks like a locale', async () => {
    await t.db.insert(urlRewrites).values({ requestPath: '/tea-set', entityType: 'category', entityId: rings.id });
    for (const url of ['/tea-set', '/in-en/tea-set']) {
      expect((await rewrite(`url=${url}`)).json().data).toMatchObject({ type: 'category', canonicalPath: '/rings' });
    }
  });

  it('refuses a request without url with 400 naming url', async () => {
    const response = await rewrite('locale=in-en');
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.message).toMatch(/^querystring\.url: /);
  });

  it('answers a path that shows nothing with 404', async () => {
    const response = await rewrite('url=/in-en/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ meta: { responsecode: 404, status: 'Failure', message: 'No page at /no-such-thing' }, data: null });
  });
});

describe('normaliseRewritePath', () => {
  it.each([
    ['/rings', '/rings'],
    ['rings', '/rings'],
    ['/in-en/rings', '/rings'],
    ['/in-hi/Rings/', '/rings'],
    ['/rings?metal=gold#top', '/rings'],
    ['http://localhost:3000/ae-en/rings/', '/rings'],
    ['//rings//', '/rings'],
    ['/in-en', '/'],
    ['/gold%20rings', '/gold rings'],
    ['/100%', '/100%'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseRewritePath(input)).toBe(expected);
  });
});
