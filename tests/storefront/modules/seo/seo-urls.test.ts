import { describe, expect, it, vi } from 'vitest';
import { serverSettings } from '@/storefront/lib/config';
import { expandLocalePaths } from '@/storefront/modules/seo/locale-paths';
import { robotsTxt } from '@/storefront/modules/seo/robots';
import { canonicalPath, listAlternates, localisedPath, siteOrigin } from '@/storefront/modules/seo/seo-urls';
import { sitemapIndexXml, urlSetXml } from '@/storefront/modules/seo/sitemap';

describe('canonical and hreflang URLs', () => {
  it('prefixes every locale but the default one', () => {
    expect(localisedPath('in-en', '/rings')).toBe('/rings');
    expect(localisedPath('in-hi', '/rings')).toBe('/in-hi/rings');
    expect(localisedPath('ae-ar', '/')).toBe('/ae-ar');
  });

  it('lists one alternate per locale as a BCP 47 tag, plus x-default', () => {
    expect(listAlternates({ origin: 'https://shop.example', path: '/rings', locales: ['in-en', 'ae-ar'] })).toEqual([
      { hrefLang: 'en-IN', href: 'https://shop.example/rings' },
      { hrefLang: 'ar-AE', href: 'https://shop.example/ae-ar/rings' },
      { hrefLang: 'x-default', href: 'https://shop.example/rings' },
    ]);
  });

  it('drops filters, sort and tracking from the canonical URL but keeps the page and the search', () => {
    expect(canonicalPath('/rings?metal=gold&sort=price_asc&page=3&utm_source=x#reviews')).toBe('/rings?page=3');
    expect(canonicalPath('/rings?page=1')).toBe('/rings');
    expect(canonicalPath('/search?q=chain&metal=gold')).toBe('/search?q=chain');
  });

  it('takes the public origin from SITE_URL, else the storefront port', () => {
    expect(serverSettings({ SITE_URL: 'https://www.example.com/' }).siteOrigin).toBe('https://www.example.com');
    expect(serverSettings({ PORT: '3500' }).siteOrigin).toBe('http://localhost:3500');
    vi.stubEnv('SITE_URL', 'https://shop.example.in');
    expect(siteOrigin()).toBe('https://shop.example.in');
    vi.unstubAllEnvs();
  });
});

describe('on-demand revalidation paths', () => {
  it('regenerates a path without locale in every locale, the default one with its prefix', () => {
    expect(expandLocalePaths('/rings')).toEqual(['/in-en/rings', '/in-hi/rings', '/ae-en/rings', '/ae-ar/rings']);
    expect(expandLocalePaths('/')).toEqual(['/in-en', '/in-hi', '/ae-en', '/ae-ar']);
    expect(expandLocalePaths('/in-hi/rings')).toEqual(['/in-hi/rings']);
  });
});

describe('robots.txt and sitemaps', () => {
  it('disallows everything outside production', () => {
    expect(robotsTxt({ appEnv: 'staging', origin: 'https://x.example' })).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt({ appEnv: undefined, origin: 'https://x.example' })).toContain('Disallow: /\n');
  });

  it('opens the store in production, keeps private pages out and names the sitemap', () => {
    const robots = robotsTxt({ appEnv: 'production', origin: 'https://x.example' });
    expect(robots).toContain('Allow: /');
    expect(robots).toContain('Disallow: /cart');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /*/admin\n');
    expect(robots).toContain('Sitemap: https://x.example/sitemap.xml');
  });

  it('writes a sitemap index and a URL set, escaping XML', () => {
    expect(sitemapIndexXml(['https://x.example/sitemap-pages.xml'])).toContain('<sitemap><loc>https://x.example/sitemap-pages.xml</loc></sitemap>');
    expect(urlSetXml(['https://x.example/search?q=a&b'])).toContain('<loc>https://x.example/search?q=a&#38;b</loc>');
  });
});
