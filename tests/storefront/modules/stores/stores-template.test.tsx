// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteChanged } from '@/storefront/app/site-slice';
import { makeStore } from '@/storefront/app/store';
import { StoresTemplate } from '@/storefront/modules/stores/stores-template';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';
import { installAppConfig } from '../../support/app-config';
import { layoutProps } from '../../support/page-props';
import { wrap } from '../../support/render';

beforeAll(() => installAppConfig());
afterEach(() => cleanup());

/** The store locator as a client navigation reaches it: the router already holds `?city=`. */
function storesAt(city: string) {
  const props = { ...layoutProps('in-en'), stores: catalogueFor('in-en')!.stores };
  const { store } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
  const replace = vi.fn(async () => true);
  render(wrap(<StoresTemplate {...props} />, { store, router: { pathname: '/stores', query: { city }, isReady: true, replace } }));
  return { replace, all: props.stores.length, cities: [...new Set(props.stores.map((entry) => entry.city))] };
}

describe('store locator: the city in the address', () => {
  it('a city the list does not have shows every store and leaves the address alone', () => {
    const { replace, all } = storesAt('Atlantis');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toContain(`${all} stores`);
    expect(replace).not.toHaveBeenCalled();
  });

  it('a known city filters the list, and choosing another puts it in the address', () => {
    const probe = storesAt('Atlantis');
    cleanup();
    const [first, second] = probe.cities;
    const { replace, all } = storesAt(first!);
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe(first);
    expect(screen.getByRole('status').textContent).not.toContain(`${all} stores`);
    expect(replace).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: second } });
    expect(replace).toHaveBeenCalledWith({ pathname: '/stores', query: { city: second } }, undefined, { shallow: true, scroll: false });
  });
});
