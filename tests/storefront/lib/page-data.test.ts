import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_PHASE } from '@/storefront/lib/config';
import { isEmptyContent, loadPageData, PageNotFoundError, REVALIDATE_SECONDS } from '@/storefront/lib/page-data';

const ok = <T>(value: T) => () => Promise.resolve(value);
const fail = (message = 'service down') => () => Promise.reject(new Error(message));

describe('isEmptyContent', () => {
  it.each([null, undefined, '', [], {}])('treats %j as empty', (value) => {
    expect(isEmptyContent(value)).toBe(true);
  });

  it.each([0, false, 'x', [0], { items: [] }, { a: 1 }])('treats %j as content', (value) => {
    expect(isEmptyContent(value)).toBe(false);
  });
});

describe('loadPageData (docs/requirements/pages.md#page-data page-data rule)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('static mode, complete: props with revalidation after 60 seconds', async () => {
    const result = await loadPageData({
      mode: 'static',
      page: 'home',
      items: { menu: ok({ items: [1] }), banners: ok([1, 2]) },
      required: ['menu', 'banners'],
    });
    expect(result).toEqual({ props: { menu: { items: [1] }, banners: [1, 2] }, revalidate: 60 });
    expect(REVALIDATE_SECONDS).toBe(60);
  });

  it('static mode, incomplete: empty props with revalidation after 60 seconds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await loadPageData({
      mode: 'static',
      page: 'home',
      items: { menu: ok({ items: [1] }), banners: ok([]) },
      required: ['menu', 'banners'],
    });
    expect(result).toEqual({ props: {}, revalidate: 60 });
  });

  it('server mode, complete: props only', async () => {
    const result = await loadPageData({ mode: 'server', page: 'home', items: { menu: ok({ a: 1 }) }, required: ['menu'] });
    expect(result).toEqual({ props: { menu: { a: 1 } } });
  });

  it('server mode, incomplete: empty props with notFound false', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await loadPageData({ mode: 'server', page: 'home', items: { menu: fail() }, required: ['menu'] });
    expect(result).toEqual({ props: {}, notFound: false });
  });

  it('gives null for an optional item that fails, and keeps the page complete', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await loadPageData({
      mode: 'server',
      page: 'product',
      items: { product: ok({ id: 1 }), breadcrumb: fail() },
      required: ['product'],
    });
    expect(result).toEqual({ props: { product: { id: 1 }, breadcrumb: null } });
  });

  it('keeps empty optional items as they are', async () => {
    const result = await loadPageData({ mode: 'server', page: 'search', items: { results: ok([]), none: ok(undefined) }, required: [] });
    expect(result).toEqual({ props: { results: [], none: null } });
  });

  it('is incomplete when a required item fails (null), whatever the others hold', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await loadPageData({
      mode: 'static',
      page: 'home',
      items: { menu: ok({ a: 1 }), block: fail(), widget: ok({ b: 2 }) },
      required: ['menu', 'block', 'widget'],
    });
    expect(result).toEqual({ props: {}, revalidate: 60 });
  });

  it.each([null, undefined, '', [], {}])('is incomplete when a required item is %j', async (value) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await loadPageData({ mode: 'server', page: 'home', items: { menu: ok(value) }, required: ['menu'] });
    expect(result).toEqual({ props: {}, notFound: false });
  });

  it('loads every item in parallel', async () => {
    const started: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = (name: string) => async () => {
      started.push(name);
      await gate;
      return { name };
    };
    const pending = loadPageData({ mode: 'server', page: 'home', items: { a: slow('a'), b: slow('b'), c: slow('c') }, required: ['a'] });
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    release();
    await expect(pending).resolves.toEqual({ props: { a: { name: 'a' }, b: { name: 'b' }, c: { name: 'c' } } });
  });

  it('adds the extra props only to a complete page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const extra = vi.fn(async () => ({ site: { id: 1 } }));
    const complete = await loadPageData({ mode: 'server', page: 'p', items: { menu: ok({ a: 1 }) }, required: ['menu'], extra });
    expect(complete).toEqual({ props: { menu: { a: 1 }, site: { id: 1 } } });
    const incomplete = await loadPageData({ mode: 'server', page: 'p', items: { menu: fail() }, required: ['menu'], extra });
    expect(incomplete).toEqual({ props: {}, notFound: false });
    expect(extra).toHaveBeenCalledTimes(1);
  });

  it('answers 404 when a loader says the page does not exist', async () => {
    const items = { menu: ok({ a: 1 }), view: () => Promise.reject(new PageNotFoundError('/nope')) };
    await expect(loadPageData({ mode: 'static', page: 'p', items, required: ['view'] })).resolves.toEqual({ notFound: true, revalidate: 60 });
    await expect(loadPageData({ mode: 'server', page: 'p', items, required: ['view'] })).resolves.toEqual({ notFound: true });
  });

  describe('during next build', () => {
    it('throws on an incomplete page, naming the page and the missing items', async () => {
      vi.stubEnv('NEXT_PHASE', BUILD_PHASE);
      const promise = loadPageData({
        mode: 'static',
        page: 'home',
        items: { menu: fail('connect ECONNREFUSED'), block: ok({}) },
        required: ['menu', 'block'],
      });
      await expect(promise).rejects.toThrow(/page "home" is incomplete: menu, block empty or failed \(menu: connect ECONNREFUSED\)/);
      await expect(promise).rejects.toThrow(/API_MOCKING=enabled/);
    });

    it('builds a complete page as usual', async () => {
      vi.stubEnv('NEXT_PHASE', BUILD_PHASE);
      await expect(loadPageData({ mode: 'static', page: 'home', items: { menu: ok({ a: 1 }) }, required: ['menu'] })).resolves.toEqual({
        props: { menu: { a: 1 } },
        revalidate: 60,
      });
    });

    it('does not throw outside the build phase', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubEnv('NEXT_PHASE', 'phase-production-server');
      await expect(loadPageData({ mode: 'static', page: 'home', items: { menu: fail() }, required: ['menu'] })).resolves.toEqual({
        props: {},
        revalidate: 60,
      });
    });
  });
});
