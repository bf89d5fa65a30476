import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS } from '@/shared/content-pages';
import { Banners, Block, ContentPages, Menu, ProductCartSettings, SiteSettingsContent, Widget } from '@/shared/contracts/content';
import { ART_MAX_BYTES } from '@/server/db/seed/art/index';
import { categories } from '@/server/db/seed/data/categories';
import { seedPieces } from '@/server/db/seed/data/hallmark';
import { content, productCartSettings } from '@/server/db/seed/data/content';
import { countries } from '@/server/db/seed/data/countries';
import { metalRates } from '@/server/db/seed/data/metal-rates';
import { pincodes } from '@/server/db/seed/data/pincodes';
import { products } from '@/server/db/seed/data/products';
import { promotions } from '@/server/db/seed/data/promotions';
import { stores } from '@/server/db/seed/data/stores';
import { users } from '@/server/db/seed/data/users';
import { languages, websites } from '@/server/db/seed/data/websites';
import type { Localised } from '@/server/db/seed/types';

const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;
const publicFile = (path: string) => join(process.cwd(), 'public', path);

/** Every Localised value in a product, category, store or promotion, with where it came from. */
function localisedTexts(): [string, Localised][] {
  return [
    ...products.flatMap((p): [string, Localised][] => [
      [`${p.sku} name`, p.name],
      [`${p.sku} description`, p.description],
      ...p.options.map((o): [string, Localised] => [`${p.sku} ${o.code}`, o.label]),
    ]),
    ...categories.flatMap((c): [string, Localised][] => [
      [`${c.slug} name`, c.name],
      [`${c.slug} description`, c.description],
    ]),
    ...stores.flatMap((s): [string, Localised][] => [
      [`${s.name.en} name`, s.name],
      [`${s.name.en} address`, s.address],
      [`${s.name.en} city`, s.city],
      [`${s.name.en} hours`, s.hours],
    ]),
    ...promotions.map((p): [string, Localised] => [`${p.code} name`, p.name]),
    ...countries.flatMap((c) => [[c.code, c.name] as [string, Localised], ...c.states.map((s): [string, Localised] => [`${c.code}-${s.code}`, s.name])]),
  ];
}

describe('demo catalogue', () => {
  it('has at least 60 products across all seven categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    const used = new Set(products.map((p) => p.categorySlug));
    expect([...used].sort()).toEqual(categories.map((c) => c.slug).sort());
    expect(categories).toHaveLength(7);
  });

  it('sells gold 22K and 18K, platinum and silver, in every colour of gold', () => {
    const kinds = new Set(products.map((p) => `${p.metal}:${p.purity}`));
    for (const kind of ['gold:22K', 'gold:18K', 'gold:24K', 'platinum:PT950', 'silver:925', 'silver:999']) expect(kinds).toContain(kind);
    const golds = new Set(products.filter((p) => p.metal === 'gold').map((p) => p.colour));
    expect([...golds].sort()).toEqual(['rose', 'white', 'yellow']);
  });

  it('has unique SKUs and slugs, and readable lower-case slugs', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(products.map((p) => p.sku))).toBe(true);
    expect(unique(products.map((p) => p.slug))).toBe(true);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps weights, money and rates in plausible integer units', () => {
    for (const p of products) {
      expect(p.netWeightMg, p.sku).toBeGreaterThan(0);
      expect(p.netWeightMg, p.sku).toBeLessThanOrEqual(p.grossWeightMg);
      expect(Number.isInteger(p.grossWeightMg) && Number.isInteger(p.netWeightMg), p.sku).toBe(true);
      expect(p.wastageBp, p.sku).toBeGreaterThanOrEqual(0);
      expect(p.wastageBp, p.sku).toBeLessThanOrEqual(1200);
      expect(p.popularity).toBeGreaterThanOrEqual(0);
      expect(p.popularity).toBeLessThanOrEqual(1000);
      for (const stone of p.stones) {
        expect(Number.isInteger(stone.charge.in) && Number.isInteger(stone.charge.ae), p.sku).toBe(true);
        // AED has two decimal places; the seed prices UAE stones in whole dirhams.
        expect(stone.charge.ae % 100, p.sku).toBe(0);
      }
    }
  });

  it('gives coins an exact weight of 1, 2, 5, 8 or 10 g at 24K or 999', () => {
    for (const coin of products.filter((p) => p.categorySlug === 'coins')) {
      expect([1000, 2000, 5000, 8000, 10_000]).toContain(coin.netWeightMg);
      expect(['24K', '999']).toContain(coin.purity);
    }
  });

  it('hallmarks gold and silver sold in India, and no platinum', () => {
    for (const p of products) expect(p.hallmarked === true, p.sku).toBe(p.subsites.includes('in') && p.metal !== 'platinum');
  });

  it('makes a piece per unit in stock, each Indian hallmarked piece with its own HUID of six upper-case alphanumerics', () => {
    const pieces = seedPieces(products);
    for (const p of products) {
      for (const o of p.options) {
        for (const subsite of ['in', 'ae'] as const) {
          const own = pieces.filter((piece) => piece.sku === p.sku && piece.optionCode === o.code && piece.subsite === subsite);
          expect(own, `${p.sku} ${o.code} ${subsite}`).toHaveLength(o.stock[subsite]);
          for (const piece of own) {
            if (p.hallmarked && subsite === 'in') expect(piece.huid, p.sku).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
            else expect(piece.huid, p.sku).toBeNull();
          }
        }
      }
    }
    const huids = pieces.flatMap((piece) => (piece.huid ? [piece.huid] : []));
    expect(huids.length).toBeGreaterThan(100);
    expect(new Set(huids).size).toBe(huids.length);
    // Seeding twice gives the same HUIDs.
    expect(seedPieces(products).map((piece) => piece.huid)).toEqual(pieces.map((piece) => piece.huid));
  });

  it('gives every product options with unique codes and stock where it is sold', () => {
    for (const p of products) {
      expect(p.options.length, p.sku).toBeGreaterThan(0);
      expect(new Set(p.options.map((o) => o.code)).size, p.sku).toBe(p.options.length);
      for (const subsite of ['in', 'ae'] as const) {
        const stock = p.options.reduce((sum, o) => sum + o.stock[subsite], 0);
        if (p.subsites.includes(subsite)) expect(stock, `${p.sku} ${subsite}`).toBeGreaterThan(0);
        else expect(stock, `${p.sku} ${subsite}`).toBe(0);
      }
    }
  });

  it('names every product, category, store, promotion and state in English, Hindi and Arabic', () => {
    for (const [where, text] of localisedTexts()) {
      expect(text.en.trim(), where).not.toBe('');
      expect(text.hi, where).toMatch(DEVANAGARI);
      expect(text.ar, where).toMatch(ARABIC);
    }
  });

  it('has an artwork file under public/ for every image the data names', () => {
    const paths = [
      ...products.flatMap((p) => p.images),
      ...categories.map((c) => c.image),
      ...Object.values(content).flatMap((c) => [
        ...[c.homeBanners, c.menuBanners, c.adBanners].flatMap((group) => group.banners.map((b) => b.image)),
        ...c.widget.categoryTiles.map((tile) => tile.image),
      ]),
    ];
    for (const path of new Set(paths)) {
      expect(existsSync(publicFile(path)), `${path} (run: node --import tsx scripts/generate-art.ts)`).toBe(true);
      const svg = readFileSync(publicFile(path), 'utf8');
      expect(svg.startsWith('<svg'), path).toBe(true);
      expect(Buffer.byteLength(svg), path).toBeLessThanOrEqual(ART_MAX_BYTES);
    }
    for (const p of products) expect(p.images.length, p.sku).toBeGreaterThanOrEqual(2);
  });
});

describe('demo store settings', () => {
  it('pins the three contract pincodes', () => {
    const pin = (code: string) => pincodes.find((p) => p.subsite === 'in' && p.pincode === code);
    expect(pin('400001')).toMatchObject({ serviceable: true, cod: true });
    expect(pin('560001')).toMatchObject({ serviceable: true, cod: false });
    expect(pin('999999')).toMatchObject({ serviceable: false });
  });

  it('keeps 30 days of history for every metal rate', () => {
    for (const rate of metalRates) {
      expect(rate.history, `${rate.subsite} ${rate.purity}`).toHaveLength(30);
      expect(rate.history.every((value) => Number.isInteger(value) && value > 0)).toBe(true);
    }
    for (const subsite of ['in', 'ae'] as const) {
      const purities = metalRates.filter((r) => r.subsite === subsite).map((r) => r.purity);
      expect(purities.sort()).toEqual(['18K', '22K', '24K', '925', '999', 'PT950']);
    }
  });

  it('lists SLV with India and the UAE, behind a second website that sorts first', () => {
    const sorted = [...websites].sort((a, b) => a.sort - b.sort);
    expect(sorted[0]?.code).not.toBe('SLV');
    const slv = websites.find((w) => w.code === 'SLV');
    expect(slv?.subsites.map((s) => [s.code, s.currencyCode, s.phoneCode, s.decimalPlaces])).toEqual([
      ['in', 'INR', '+91', 0],
      ['ae', 'AED', '+971', 2],
    ]);
    const byId = new Map(languages.map((l) => [l.id, l.code]));
    expect(slv?.subsites.map((s) => s.languageIds.map((id) => byId.get(id)))).toEqual([
      ['en', 'hi'],
      ['en', 'ar'],
    ]);
  });

  it('has content for every locale whose widget names products sold in both subsites', () => {
    expect(Object.keys(content).sort()).toEqual(['ae-ar', 'ae-en', 'in-en', 'in-hi']);
    const bySku = new Map(products.map((p) => [p.sku, p]));
    for (const [locale, entry] of Object.entries(content)) {
      expect(entry.widget.productSkus, locale).toHaveLength(8);
      for (const sku of entry.widget.productSkus) expect(bySku.get(sku)?.subsites, `${locale} ${sku}`).toEqual(['in', 'ae']);
      expect(entry.block.promises, locale).toHaveLength(4);
      expect(entry.menu.items.length, locale).toBeGreaterThan(7);
    }
    for (const entry of Object.values(content)) {
      // The same schemas the content service answers with must accept the seed as it is.
      Menu.parse(entry.menu);
      for (const group of [entry.homeBanners, entry.menuBanners, entry.adBanners]) Banners.parse(group);
      Block.parse(entry.block);
      SiteSettingsContent.parse(entry.siteSettings);
      const { productSkus, ...widget } = entry.widget;
      Widget.parse({ ...widget, productIDs: productSkus.map((_, i) => i + 1) });
    }
    // The return window and the quantity limit are the services' own figures, added when served: never stored here.
    for (const settings of Object.values(productCartSettings)) ProductCartSettings.omit({ returnWindowDays: true, maxQuantityPerItem: true }).strict().parse(settings);
    expect(content['in-hi'].block.about).toMatch(DEVANAGARI);
    expect(content['ae-ar'].block.about).toMatch(ARABIC);
    expect(productCartSettings.in.freeShippingAbove).toBeGreaterThan(0);
  });

  it('has promotions that only name known categories and products', () => {
    const skus = new Set(products.map((p) => p.sku));
    const slugs = new Set(categories.map((c) => c.slug));
    expect(new Set(promotions.map((p) => p.code)).size).toBe(promotions.length);
    for (const promotion of promotions) {
      expect(promotion.code).toMatch(/^[A-Z0-9]+$/);
      for (const slug of promotion.categorySlugs) expect(slugs, promotion.code).toContain(slug);
      for (const sku of promotion.productSkus) expect(skus, promotion.code).toContain(sku);
    }
    expect(promotions.some((p) => p.endsInDays < 0)).toBe(true);
    expect(promotions.some((p) => p.stackable)).toBe(true);
  });

  it('has the demo logins the README gives', () => {
    expect(users.find((u) => u.email === 'shopper@example.com')).toMatchObject({ password: 'Shopper#2026', phone: '+919876543210', role: 'customer', subsite: 'in' });
    expect(users.find((u) => u.email === 'staff@example.com')).toMatchObject({ role: 'staff' });
    expect(stores.filter((s) => s.subsite === 'in').length).toBeGreaterThanOrEqual(7);
    expect(stores.filter((s) => s.subsite === 'ae').length).toBeGreaterThanOrEqual(4);
  });
});

describe('content pages (docs/content-pages.md)', () => {
  const SCRIPT: Record<string, RegExp | null> = { 'in-en': null, 'in-hi': DEVANAGARI, 'ae-en': null, 'ae-ar': ARABIC };
  const texts = (pages: ContentPages) =>
    pages.pages.flatMap((page) => [page.title, page.summary, ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs])]);

  it.each(Object.keys(SCRIPT) as (keyof typeof content)[])('%s has every page, written in its own script', (locale) => {
    const pages = ContentPages.parse(content[locale].pages);
    expect(pages.pages.map((page) => page.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    const script = SCRIPT[locale];
    if (script) for (const text of texts(pages).filter((line) => !/^\{\w+\}$/.test(line))) expect(text).toMatch(script);
  });

  it.each(Object.keys(SCRIPT) as (keyof typeof content)[])('%s writes no return window or shipping threshold as a number, only as a placeholder', (locale) => {
    const words = [...texts(content[locale].pages), ...content[locale].block.promises.flatMap((promise) => [promise.title, promise.text])];
    const returns = content[locale].pages.pages.find((page) => page.slug === 'returns')!;
    expect(returns.summary).toContain('{returnWindowDays}');
    expect(content[locale].block.promises.some((promise) => promise.text.includes('{returnWindowDays}'))).toBe(true);
    for (const text of words) {
      expect(text).not.toMatch(/\b(30|15)[- ]?(day|days|दिन|يوم|يوماً|أيام)/);
      expect(text).not.toMatch(/(₹|AED ?)\d|\d+ درهم/);
    }
  });
});
