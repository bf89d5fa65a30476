import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_KINDS, contentKey, type ContentKind } from '@/shared/content-keys';
import { CONTENT_PAGE_PATHS, CONTENT_PAGE_SLUGS, contentFigures, fillPlaceholders } from '@/shared/content-pages';
import { ContentPages, WebsiteStores } from '@/shared/contracts/content';
import { deriveSiteSettings } from '@/shared/site-settings';
import { contentEntries, metalRates, products } from '@/server/db/schema';
import { content as seedContent } from '@/server/db/seed/data/content';
import { invalidateContent } from '@/server/modules/content';
import { PAYLOAD_SCHEMAS } from '@/server/modules/content/cached-content/content-schemas';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LOCALES = ['in-en', 'in-hi', 'ae-en', 'ae-ar'] as const;
const get = (key: string) => t.app.inject({ method: 'GET', url: `/api/redis/${key}` });
const keyFor = (kind: ContentKind, locale: string) => {
  const [storeCode, language] = locale.split('-');
  return contentKey({ kind, websiteCode: 'SLV', storeCode, language });
};

describe('GET /api/redis/:key', () => {
  describe.each(LOCALES)('for %s', (locale) => {
    it.each(CONTENT_KINDS.filter((kind) => kind !== 'websiteStores'))('answers %s in its schema', async (kind) => {
      const response = await get(keyFor(kind, locale));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ responsecode: 200, status: 'Success', message: 'Success' });
      const parsed = PAYLOAD_SCHEMAS[kind].safeParse(body.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(JSON.stringify(body.data).length).toBeGreaterThan(20);
    });
  });

  it('serves each language its own words', async () => {
    const english = (await get('menu_SLV_in_en')).json().data;
    const hindi = (await get('menu_SLV_in_hi')).json().data;
    expect(english.items[0].href).toBe(hindi.items[0].href);
    expect(hindi.items[0].label).not.toBe(english.items[0].label);
    expect(hindi.items[0].label).toMatch(/[\u0900-\u097F]/);
    const arabicStores = (await get('stores_SLV_ae_ar')).json().data;
    expect(arabicStores[0].name).toMatch(/[\u0600-\u06FF]/);
    const arabicCountries = (await get('countries_SLV_ae_ar')).json().data;
    expect(arabicCountries.find((country: { code: string }) => country.code === 'IN').name).toMatch(/[\u0600-\u06FF]/);
  });

  it('serves the seeded content for the locale', async () => {
    const block = (await get('block_SLV_ae_ar')).json().data;
    expect(block.about).toBe(seedContent['ae-ar'].block.about);
  });

  it('lists the widget products by their ids', async () => {
    const widget = (await get('widget_SLV_in_en')).json().data;
    const skus = seedContent['in-en'].widget.productSkus;
    const rows = await t.db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus));
    const idBySku = new Map(rows.map((row) => [row.sku, row.id]));
    expect(widget.productIDs).toEqual(skus.map((sku) => idBySku.get(sku)));
  });

  it('answers metalPrice with today\'s rate and its change, in decimals of the subsite', async () => {
    for (const [storeCode, subsiteId, decimalPlaces, symbol] of [
      ['in', 1, 0, '₹'],
      ['ae', 2, 2, 'AED '],
    ] as const) {
      const data = (await get(`metalPrice_SLV_${storeCode}`)).json().data;
      expect(data).toMatchObject({ decimalPlaces, currencySymbol: symbol });
      const gold22 = data.rates.find((rate: { label: string }) => rate.label === 'Gold 22K');
      const rows = await t.db
        .select({ minor: metalRates.ratePerGramMinor })
        .from(metalRates)
        .where(and(eq(metalRates.subsiteId, subsiteId), eq(metalRates.metal, 'gold'), eq(metalRates.purity, '22K')))
        .orderBy(sql`${metalRates.effectiveAt} desc`)
        .limit(2);
      const scale = 10 ** decimalPlaces;
      expect(gold22.ratePerGram).toBeCloseTo(rows[0]!.minor / scale, 6);
      expect(gold22.change).toBeCloseTo((rows[0]!.minor - rows[1]!.minor) / scale, 6);
    }
  });

  it('answers websiteStores with both websites, from which SLV is picked', async () => {
    const response = await get('websiteStores');
    expect(response.statusCode).toBe(200);
    const websites = WebsiteStores.parse(response.json().data);
    expect(websites.map((website) => website.code)).toEqual(['SLVB', 'SLV']);
    const slv = websites[1]!;
    expect(slv).toMatchObject({ website_id: 1, clear_cart_logout: expect.stringMatching(/^(Yes|No)$/) });
    expect(slv.subsite.map((subsite) => [subsite.store_code, subsite.store_currency_decimalplaces])).toEqual([
      ['in', 0],
      ['ae', 2],
    ]);
    for (const locale of LOCALES) {
      const settings = deriveSiteSettings({ websites, locale });
      expect(settings?.websiteCode).toBe('SLV');
      const headers = siteHeaders(locale);
      expect([settings?.websiteId, settings?.subsiteId, settings?.languageId].map(String)).toEqual([
        headers.websiteID,
        headers.subsiteID,
        headers.languageID,
      ]);
    }
  });

  it.each([
    ['an unknown kind', 'colours_SLV_in_en'],
    ['a lower-case website code', 'menu_slv_in_en'],
    ['a missing language', 'menu_SLV_in'],
    ['a language on a language-free kind', 'metalPrice_SLV_in_en'],
    ['extra parts', 'menu_SLV_in_en_x'],
  ])('refuses %s with 400 naming key', async (_case, key) => {
    const response = await get(key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ meta: { responsecode: 400, status: 'Failure' }, data: null });
    expect(response.json().meta.message).toMatch(/^params\.key: /);
  });

  it.each([
    ['a website that does not exist', 'menu_XYZ_in_en'],
    ['a store of another website', 'menu_SLVB_in_en'],
    ['a language the store does not have', 'menu_SLV_in_ar'],
    ['a store that does not exist', 'metalPrice_SLV_uk'],
  ])('answers %s with 404', async (_case, key) => {
    const response = await get(key);
    expect(response.statusCode).toBe(404);
    expect(response.json().meta).toMatchObject({ responsecode: 404, status: 'Failure' });
  });
});

describe('GET /api/redis/:key read through the cache', () => {
  const setAbout = (about: string) =>
    t.db
      .update(contentEntries)
      .set({ payload: sql`jsonb_set(${contentEntries.payload}, '{about}', to_jsonb(${about}::text))` })
      .where(and(eq(contentEntries.kind, 'block'), eq(contentEntries.subsiteId, 1), eq(contentEntries.languageCode, 'en')));

  it('keeps answering the cached value after the database changes, until invalidated', async () => {
    const before = (await get('block_SLV_in_en')).json().data.about;
    await setAbout('Edited by staff');
    expect((await get('block_SLV_in_en')).json().data.about).toBe(before);
    await invalidateContent({ cache: t.cache, kind: 'block' });
    expect((await get('block_SLV_in_en')).json().data.about).toBe('Edited by staff');
  });

  it('caches for CONTENT_CACHE_TTL seconds', async () => {
    const set = vi.spyOn(t.cache, 'set');
    await invalidateContent({ cache: t.cache });
    await get('menu_SLV_ae_en');
    expect(set).toHaveBeenCalledWith('content:menu_SLV_ae_en', expect.anything(), t.env.CONTENT_CACHE_TTL);
    set.mockRestore();
  });

  it('invalidates one kind without dropping a kind whose name starts the same', async () => {
    await get('menu_SLV_in_en');
    await get('menuBanners_SLV_in_en');
    await invalidateContent({ cache: t.cache, kind: 'menu' });
    expect(await t.cache.get('content:menu_SLV_in_en')).toBeUndefined();
    expect(await t.cache.get('content:menuBanners_SLV_in_en')).toBeDefined();
  });

  it('still answers from the database when the cache fails', async () => {
    const cacheGet = vi.spyOn(t.cache, 'get').mockRejectedValue(new Error('cache down'));
    const cacheSet = vi.spyOn(t.cache, 'set').mockRejectedValue(new Error('cache down'));
    const response = await get('siteSettings_SLV_in_hi');
    expect(response.statusCode).toBe(200);
    cacheGet.mockRestore();
    cacheSet.mockRestore();
  });

  it('falls back to English when an entry is missing in the language', async () => {
    await t.db
      .delete(contentEntries)
      .where(and(eq(contentEntries.kind, 'adBanners'), eq(contentEntries.subsiteId, 1), eq(contentEntries.languageCode, 'hi')));
    await invalidateContent({ cache: t.cache, kind: 'adBanners' });
    const hindi = (await get('adBanners_SLV_in_hi')).json();
    expect(hindi.data).toEqual((await get('adBanners_SLV_in_en')).json().data);
  });
});

describe('content pages and the settings their figures come from (docs/content-pages.md)', () => {
  it('serves the return window of RETURN_WINDOW_DAYS in productCartSettings, not a stored copy', async () => {
    const served = (await get('productCartSettings_SLV_in')).json().data;
    expect(served.returnWindowDays).toBe(15);
    // The limit the cart enforces, so "up to {maxQuantityPerItem} of a piece" never promises more or less.
    expect(served.maxQuantityPerItem).toBe(MAX_QUANTITY_PER_LINE);
    const other = await createTestApp({ env: { RETURN_WINDOW_DAYS: '21' } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/redis/productCartSettings_SLV_ae' });
      expect(response.json().data.returnWindowDays).toBe(21);
    } finally {
      await other.close();
    }
  });

  it.each(LOCALES)('serves every content page of %s with the figures as placeholders', async (locale) => {
    const response = await get(keyFor('pages', locale));
    expect(response.statusCode).toBe(200);
    const { pages } = ContentPages.parse(response.json().data);
    expect(pages.map((page) => page.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    const returns = pages.find((page) => page.slug === 'returns')!;
    expect(JSON.stringify(returns)).toContain('{returnWindowDays}');
  });

  it('links every content page from the footer, at its storefront path', async () => {
    for (const locale of LOCALES) {
      const block = (await get(keyFor('block', locale))).json().data as { footerColumns: { links: { href: string }[] }[] };
      const hrefs = block.footerColumns.flatMap((column) => column.links.map((link) => link.href));
      expect(hrefs).toEqual(expect.arrayContaining(Object.values(CONTENT_PAGE_PATHS)));
    }
  });

  it('fills the placeholders from the settings: 15 days and ₹5,000 in India, AED 500 in the UAE', async () => {
    const block = (await get('block_SLV_in_en')).json().data as { promises: { title: string; text: string }[] };
    const cart = (await get('productCartSettings_SLV_in')).json().data;
    const settings = (await get('siteSettings_SLV_in_en')).json().data;
    const figures = contentFigures({ cart, settings, currencySymbol: '₹', decimalPlaces: 0, languageTag: 'en-IN' });
    const filled = block.promises.map((promise) => fillPlaceholders(`${promise.title} ${promise.text}`, figures)).join(' ');
    expect(filled).toContain('15-day returns');
    expect(filled).toContain('within 15 days');
    expect(filled).toContain('₹5,000');
    expect(filled).not.toMatch(/\{\w+\}/);
    const uae = contentFigures({
      cart: (await get('productCartSettings_SLV_ae')).json().data,
      settings: (await get('siteSettings_SLV_ae_ar')).json().data,
      currencySymbol: 'AED ',
      decimalPlaces: 2,
      languageTag: 'ar-AE',
    });
    expect(fillPlaceholders('{freeShippingAbove} · {returnWindowDays} · {unknown}', uae)).toBe('AED 500 · 15 · {unknown}');
  });
});
