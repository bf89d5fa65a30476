// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
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
});
