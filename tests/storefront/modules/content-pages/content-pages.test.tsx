// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_PAGE_PATHS } from '@/shared/content-pages';
import { makeStore } from '@/storefront/app/store';
import { loadContentPage } from '@/storefront/modules/content-pages/content-page-data';
import { ContentPageTemplate, type ContentPageProps } from '@/storefront/modules/content-pages/content-page-template';
import { loadHomePage } from '@/storefront/modules/home/home-page-data';
import { HomeTemplate } from '@/storefront/modules/home/home-template';
import type { HomePageProps } from '@/storefront/modules/home/home-types';
import { listLocaleUrls } from '@/storefront/modules/seo/sitemap';
import { contentEntries } from '@/tests/mocks/lib/fixtures';
import { useMockServer } from '@/tests/mocks/use-mock-server';
import { renderWith } from '../../support/render';

/** docs/content-pages.md: the footer's pages from the `pages` key, their figures from the settings. */

const server = useMockServer();
const SERVICES = 'http://services.test/';

beforeAll(() => {
  vi.stubEnv('STORE_API_URL', SERVICES);
  vi.stubEnv('COMMERCE_API_URL', SERVICES);
  vi.stubEnv('ACCOUNT_API_URL', `${SERVICES}account/`);
});
afterEach(cleanup);

/** The mocks' cart settings of a subsite with another return window, as an edited RETURN_WINDOW_DAYS would serve them. */
function returnWindowOf(days: number) {
  server.use(
    http.get('*/api/redis/productCartSettings_SLV_:store', ({ params }) => {
      const recorded = contentEntries()[`productCartSettings_SLV_${String(params.store)}`] as object;
      return Response.json({ meta: { responsecode: 200, status: 'Success', message: 'Success' }, data: { ...recorded, returnWindowDays: days } });
    }),
  );
}

async function propsOf<P>(result: Promise<unknown>): Promise<P> {
  const loaded = (await result) as { props?: P; revalidate?: number };
  expect(loaded.revalidate).toBe(60);
  if (!loaded.props || Object.keys(loaded.props).length === 0) throw new Error('expected a complete page');
  return loaded.props;
}

describe('content pages', () => {
  it('renders the Arabic return policy with the window from the settings, not a figure in the words', async () => {
    returnWindowOf(21);
    const props = await propsOf<ContentPageProps>(loadContentPage({ mode: 'static', locale: 'ae-ar', slug: 'returns' }));
    renderWith(<ContentPageTemplate {...props} />, { store: makeStore().store, locale: 'ae-ar', router: { asPath: '/return-policy' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('سياسة الإرجاع والاسترداد');
    const main = screen.getByRole('article');
    expect(main.textContent).toContain('خلال 21 يوماً');
    expect(main.textContent).not.toMatch(/\{\w+\}|\b15\b|\b30\b/);
  });

  it('shows the contact details from the site settings on the Contact page', async () => {
    const props = await propsOf<ContentPageProps>(loadContentPage({ mode: 'static', locale: 'in-hi', slug: 'contact' }));
    renderWith(<ContentPageTemplate {...props} />, { store: makeStore().store, locale: 'in-hi', router: { asPath: '/contact-us' } });
    const card = screen.getByRole('list', { name: 'संपर्क विवरण' });
    expect(within(card).getByRole('link', { name: props.siteSettings.supportPhone }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(within(card).getByRole('link', { name: props.siteSettings.supportEmail }).getAttribute('href')).toBe(`mailto:${props.siteSettings.supportEmail}`);
    expect(within(card).getByRole('link', { name: 'अपने पास का शोरूम खोजें' }).getAttribute('href')).toMatch(/^(\/in-hi)?\/stores$/);
  });

  it('fills the shipping threshold as the store’s money', async () => {
    const props = await propsOf<ContentPageProps>(loadContentPage({ mode: 'static', locale: 'ae-en', slug: 'shipping' }));
    renderWith(<ContentPageTemplate {...props} />, { store: makeStore().store, locale: 'ae-en', router: { asPath: '/shipping-policy' } });
    expect(screen.getByRole('article').textContent).toContain('orders above AED 500.');
  });

  it('lists every content page in each locale’s sitemap', async () => {
    const urls = await listLocaleUrls({ origin: 'https://shop.test', locale: 'ae-ar' });
    for (const path of Object.values(CONTENT_PAGE_PATHS)) expect(urls).toContain(`https://shop.test/ae-ar${path}`);
  });
});

describe('the home page’s promises (issue 11, finding 5)', () => {
  it('promise the return window the settings hold', async () => {
    returnWindowOf(15);
    const props = await propsOf<HomePageProps>(loadHomePage({ mode: 'static', locale: 'in-en' }));
    renderWith(<HomeTemplate {...props} />, { store: makeStore().store, locale: 'in-en', router: { asPath: '/' } });
    expect(screen.getByText('15-day returns')).toBeTruthy();
    expect(screen.getByText(/Return unworn pieces within 15 days of delivery/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/30 days|30-day/);
  });
});
