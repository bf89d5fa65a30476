import { describe, expect, it } from 'vitest';
import { checkContentRules, linkPath, listLinkPaths } from '@/shared/content-rules';
import { instantToStoreTime, storeTimeToInstant, storeTimeZone } from '@/shared/store-time';

const banner = { id: 'a', title: 'Dhanteras', subtitle: 'Gold for the night', cta: 'Shop', href: '/rings?metal=gold', image: '/images/banners/a.svg', imageAlt: 'Rings' };
const context = { images: new Set(['/images/banners/a.svg']), pageExists: (path: string) => ['/rings', '/'].includes(path) };

describe('the editors\' content rules', () => {
  it('passes a banner that keeps every rule', () => {
    expect(checkContentRules('homeBanners', { banners: [banner] }, context)).toEqual([]);
  });

  it('names each broken field: no image, a missing page, too long, an image not of the store, an outside link', () => {
    const problems = checkContentRules(
      'homeBanners',
      { banners: [{ ...banner, image: '' }, { ...banner, id: 'b', href: '/nope', title: 'x'.repeat(61) }, { ...banner, id: 'c', image: '/x.png', href: '//evil.example' }] },
      context,
    );
    expect(problems.map((problem) => problem.field)).toEqual(['banners[0].image', 'banners[1].title', 'banners[1].href', 'banners[2].href', 'banners[2].image']);
    expect(problems[1]!.message).toBe('banners[1].title is 61 characters; the layout holds at most 60');
  });

  it('takes each content page once, and only pages the store has a path for', () => {
    const page = (slug: string) => ({ slug, title: 'T', summary: 'S', sections: [{ heading: 'H', paragraphs: ['P'] }] });
    expect(checkContentRules('pages', { pages: [page('about'), page('shipping')] }, context)).toEqual([]);
    const problems = checkContentRules('pages', { pages: [page('about'), page('careers'), page('about')] }, context);
    expect(problems.map((problem) => problem.field)).toEqual(['pages[1].slug', 'pages[2].slug']);
    expect(problems[0]!.message).toMatch(/^pages\[1\]\.slug "careers" is not a page of the store: one of about, contact/);
    expect(problems[1]!.message).toBe('pages[2].slug "about" is used twice');
  });

  it('counts characters, not UTF-16 units, so Hindi and Arabic get their full length', () => {
    expect(checkContentRules('homeBanners', { banners: [{ ...banner, title: 'धनतेरस'.repeat(10) }] }, context)).toEqual([]);
  });

  it('refuses a literal number of return days in any language', () => {
    const block = (title: string) => ({ promises: [{ icon: 'returns', title, text: '' }], footerColumns: [], about: '', copyright: '' });
    expect(checkContentRules('block', block('30-day returns'), context)[0]!.field).toBe('promises[0].title');
    expect(checkContentRules('block', block('30 दिन में वापसी'), context)).toHaveLength(1);
    expect(checkContentRules('block', block('{returnWindowDays}-day returns'), context)).toEqual([]);
  });

  it('lists link paths without query, fragment or trailing slash', () => {
    expect(linkPath('/Rings/?metal=gold#top')).toBe('/rings');
    expect(listLinkPaths({ items: [{ href: '/a?x=1', children: [{ href: '/b/' }] }, { href: 'https://x' }] })).toEqual(['/a', '/b']);
  });
});

describe('store time for scheduled publishing', () => {
  it('reads midnight in Mumbai and in Dubai as the right instants and back', () => {
    expect(storeTimeToInstant('2026-11-27T00:00', storeTimeZone('in'))!.toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(storeTimeToInstant('2026-11-27T00:00', storeTimeZone('ae'))!.toISOString()).toBe('2026-11-26T20:00:00.000Z');
    expect(instantToStoreTime(new Date('2026-11-26T20:00:00Z'), 'Asia/Dubai')).toBe('2026-11-27T00:00');
  });

  it('refuses what is not a wall-clock time', () => {
    expect(storeTimeToInstant('2026-02-30T00:00', 'Asia/Kolkata')).toBeNull();
    expect(storeTimeToInstant('tomorrow', 'Asia/Kolkata')).toBeNull();
  });
});
