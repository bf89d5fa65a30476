import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_PHASE } from '@/storefront/lib/config';
import { loadCataloguePage, loadSearchPage } from '@/storefront/modules/catalogue/catalogue-page-data';
import { loadHomePage } from '@/storefront/modules/home/home-page-data';
import { loadNotFoundPage } from '@/storefront/modules/layout/not-found-page-data';
import { useMockServer } from '@/tests/mocks/use-mock-server';

const server = useMockServer();
const SERVICES = 'http://services.test/';

function stubServices() {
  vi.stubEnv('STORE_API_URL', SERVICES);
  vi.stubEnv('COMMERCE_API_URL', SERVICES);
  vi.stubEnv('ACCOUNT_API_URL', `${SERVICES}account/`);
}

beforeAll(stubServices);
afterEach(() => {
  vi.unstubAllEnvs();
  stubServices();
  vi.restoreAllMocks();
});

describe('page loaders over the mocks', () => {
  it('loads the home page with layout, content, site settings and Hindi translations', async () => {
    const result = await loadHomePage({ mode: 'static', locale: 'in-hi' });
    expect(result).toMatchObject({ revalidate: 60 });
    if (!('props' in result)) throw new Error('expected props');
    const props = result.props as unknown as Record<string, unknown> & { _nextI18Next: { initialLocale: string; ns: string[] } };
    expect(Object.keys(props)).toEqual(
      expect.arrayContaining(['menu', 'metalPrice', 'block', 'siteSettings', 'homeBanners', 'widget', 'site', 'locale', 'locales']),
    );
    expect(props.locale).toBe('in-hi');
    expect(props.locales).toEqual(['in-en', 'in-hi', 'ae-en', 'ae-ar']);
    expect(props._nextI18Next.initialLocale).toBe('hi-IN');
    expect(props._nextI18Next.ns).toEqual(['common', 'home']);
    expect((props.widget as { products: unknown[] }).products.length).toBeGreaterThan(0);
  });

  it('answers 404 for a locale the website does not serve', async () => {
    await expect(loadHomePage({ mode: 'static', locale: 'ae-hi' })).resolves.toEqual({ notFound: true, revalidate: 60 });
    await expect(loadHomePage({ mode: 'server', locale: 'ae-hi' })).resolves.toEqual({ notFound: true });
  });

  it('gives empty props when the website-store list fails (static and server)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/redis/websiteStores', () => HttpResponse.json({}, { status: 500 })));
    await expect(loadHomePage({ mode: 'static', locale: 'in-en' })).resolves.toEqual({ props: {}, revalidate: 60 });
    await expect(loadHomePage({ mode: 'server', locale: 'in-en' })).resolves.toEqual({ props: {}, notFound: false });
  });

  it('gives empty props when a layout item fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/redis/menu_SLV_in_en', () => HttpResponse.error()));
    await expect(loadHomePage({ mode: 'server', locale: 'in-en' })).resolves.toEqual({ props: {}, notFound: false });
  });

  it('refuses to build a page without its content', async () => {
    vi.stubEnv('NEXT_PHASE', BUILD_PHASE);
    server.use(http.get('*/api/redis/homeBanners_SLV_in_en', () => HttpResponse.json({}, { status: 503 })));
    await expect(loadHomePage({ mode: 'static', locale: 'in-en' })).rejects.toThrow(/page "home" is incomplete: homeBanners/);
  });

  it('resolves a category path to a listing with the filters of the URL (server mode)', async () => {
    const result = await loadCataloguePage({ mode: 'server', locale: 'in-en', slug: ['rings'], query: { metal: 'gold' } });
    if (!('props' in result)) throw new Error('expected props');
    const view = (result.props as { view: { kind: string; filters: unknown; listing: { items: { metal: string }[] } } }).view;
    expect(view.kind).toBe('category');
    expect(view.filters).toEqual({ metal: 'gold', sort: 'popularity', page: 1 });
    expect(view.listing.items.length).toBeGreaterThan(0);
    expect(view.listing.items.every((item) => item.metal === 'gold')).toBe(true);
  });

  it('resolves a product path to a product with its breadcrumb', async () => {
    const result = await loadCataloguePage({ mode: 'static', locale: 'ae-ar', slug: ['jhumka-drop-earrings-22k'] });
    if (!('props' in result)) throw new Error('expected props');
    const view = (result.props as { view: { kind: string; product: { slug: string }; breadcrumb: unknown[] | null } }).view;
    expect(view.kind).toBe('product');
    expect(view.product.slug).toBe('jhumka-drop-earrings-22k');
    expect(view.breadcrumb?.length).toBeGreaterThan(1);
  });

  it('answers 404 for a path that shows nothing', async () => {
    await expect(loadCataloguePage({ mode: 'static', locale: 'in-en', slug: ['no-such-piece'] })).resolves.toEqual({ notFound: true, revalidate: 60 });
  });

  it('renders search results on the server only in server mode', async () => {
    const rendered = await loadSearchPage({ mode: 'server', locale: 'in-en', query: { q: 'ring' } });
    if (!('props' in rendered)) throw new Error('expected props');
    expect((rendered.props as { results: { total: number } }).results.total).toBeGreaterThan(0);
    const statik = await loadSearchPage({ mode: 'static', locale: 'in-en' });
    if (!('props' in statik)) throw new Error('expected props');
    expect(statik.props).toMatchObject({ results: null, filters: null });
  });

  it('builds the 404 page with the layout', async () => {
    const result = await loadNotFoundPage({ locale: 'ae-ar' });
    expect(result).toMatchObject({ revalidate: 60, props: { locale: 'ae-ar' } });
  });
});
