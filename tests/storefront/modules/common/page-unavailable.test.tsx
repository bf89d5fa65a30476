// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/storefront/app/store';
import { CartTemplate } from '@/storefront/modules/cart/cart-template';
import { CatalogueTemplate } from '@/storefront/modules/catalogue/catalogue-template';
import { SearchTemplate } from '@/storefront/modules/catalogue/search-template';
import { HomeTemplate } from '@/storefront/modules/home/home-template';
import { NotFoundTemplate } from '@/storefront/modules/layout/not-found-template';
import { renderWith } from '../../support/render';

afterEach(cleanup);

describe('a page given the empty props of an incomplete result (docs/requirements/pages.md#page-data)', () => {
  it.each([
    ['home', HomeTemplate],
    ['catalogue', CatalogueTemplate],
    ['cart', CartTemplate],
    ['search', SearchTemplate],
    ['404', NotFoundTemplate],
  ])('%s shows "could not load" with a retry, inside a minimal header', async (_name, Template) => {
    const { store } = makeStore();
    renderWith(<Template />, { store, router: { asPath: '/rings?metal=gold' } });
    // Its words load with the page that shows them (next/dynamic).
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/rings?metal=gold');
    expect(screen.getByRole('banner').textContent).toContain('SLV Jewellers');
  });

  it('speaks the page’s language', async () => {
    const { store } = makeStore();
    renderWith(<HomeTemplate />, { store, locale: 'ae-ar', router: { asPath: '/' } });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('تعذّر تحميل هذه الصفحة');
    expect(screen.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/ae-ar');
  });
});
