// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleSwitcher } from '@/storefront/modules/layout/locale-switcher';
import { renderWith, wrap } from '../../support/render';

afterEach(cleanup);

const LOCALES = ['in-en', 'in-hi', 'ae-en', 'ae-ar'];
const onOrderPage = { asPath: '/order-confirmation?orderID=7&key=abc', pathname: '/order-confirmation', isReady: true };

describe('locale switcher', () => {
  it('renders the bare path on the server, as a statically built page has no query (no hydration mismatch)', () => {
    const html = renderToString(wrap(<LocaleSwitcher locale="in-en" locales={LOCALES} />, { router: onOrderPage }));
    expect(html).toMatch(/href="[^"]*\/order-confirmation"/);
    expect(html).not.toContain('orderID');
  });

  it('keeps the query once the router is ready, so switching language stays on the same order', () => {
    renderWith(<LocaleSwitcher locale="in-en" locales={LOCALES} />, { router: onOrderPage });
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toMatch(/\/order-confirmation\?orderID=7&key=abc$/);
  });

  it('switches by a full navigation to the other locale’s URL (a plain link, never router.push), keeping path and query', () => {
    const push = vi.fn(async () => true);
    renderWith(<LocaleSwitcher locale="in-en" locales={LOCALES} />, { router: { ...onOrderPage, push } });
    const arabic = screen.getByRole('link', { name: 'العربية' });
    expect(arabic.getAttribute('href')).toBe('/ae-ar/order-confirmation?orderID=7&key=abc');
    expect(screen.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/in-hi/order-confirmation?orderID=7&key=abc');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    arabic.dispatchEvent(click);
    expect(push).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });

  it('links the default locale without a prefix, and keeps a search query and a product page’s query', () => {
    renderWith(<LocaleSwitcher locale="ae-ar" locales={LOCALES} />, { router: { asPath: '/search?q=ring', pathname: '/search', isReady: true } });
    const [indiaEnglish, uaeEnglish] = screen.getAllByRole('link', { name: 'English' });
    expect(indiaEnglish!.getAttribute('href')).toBe('/search?q=ring');
    expect(uaeEnglish!.getAttribute('href')).toBe('/ae-en/search?q=ring');
    cleanup();
    renderWith(<LocaleSwitcher locale="in-en" locales={LOCALES} />, { router: { asPath: '/lakshmi-temple-ring-22k?size=14', pathname: '/[...slug]', isReady: true } });
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('/ae-ar/lakshmi-temple-ring-22k?size=14');
  });
});
