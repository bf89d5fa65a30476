// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@/shared/contracts/catalogue';
import { makeShellStore } from '@/storefront/app/shell-store';
import { siteChanged } from '@/storefront/app/site-slice';
import { parseListingQuery } from '@/storefront/modules/catalogue/listing-filters';
import { useListing } from '@/storefront/modules/catalogue/use-listing';
import { useMockServer } from '@/tests/mocks/use-mock-server';
import { installAppConfig } from '../../support/app-config';
import { layoutProps } from '../../support/page-props';
import { wrap } from '../../support/render';

const server = useMockServer();
beforeAll(() => installAppConfig());
afterEach(() => cleanup());

const serverListing = { items: [], total: 0, page: 1, pageSize: 24, sort: 'popularity', facets: {} } as unknown as ProductPage;

function Listing() {
  const { listing, loading, failed, retry } = useListing({ serverFilters: parseListingQuery({}), serverListing, category: 'rings' });
  return (
    <div>
      <p>{loading ? 'loading' : failed ? 'failed' : `total ${listing?.total ?? 'none'}`}</p>
      <button type="button" onClick={retry}>
        retry
      </button>
    </div>
  );
}

/** The page as a shopper's browser has it: the shell store (no Redux Toolkit yet) and a URL query. */
function renderListing(query: Record<string, string>, ui: ReactNode = <Listing />) {
  const { store } = makeShellStore({ loadFull: () => import('@/storefront/app/store') });
  store.dispatch(siteChanged({ settings: layoutProps('in-en').site, locale: 'in-en' }));
  return render(wrap(ui, { store, router: { query, asPath: '/rings', pathname: '/[...slug]' } }));
}

describe('useListing (the listing for the URL’s filters)', () => {
  it('shows the listing the page was rendered with and asks the services nothing', async () => {
    let asked = 0;
    server.use(http.get('*/api/products/', () => {
      asked += 1;
      return HttpResponse.json({}, { status: 500 });
    }));
    renderListing({});
    expect(screen.getByText('total 0')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
  });

  it('reads another listing when the URL asks for other filters, loading its call’s code then', async () => {
    let asked = '';
    server.use(
      http.get('*/api/products/', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ meta: { responsecode: 200, status: 'Success', message: 'Success' }, data: { ...serverListing, total: 5 } });
      }),
    );
    renderListing({ metal: 'gold' });
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('total 5')).toBeTruthy());
    expect(asked).toContain('metal=gold');
    expect(asked).toContain('category=rings');
  });

  it('says it failed, and reads again on retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/products/', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ meta: { responsecode: 400, status: 'Failure', message: 'Refused' } }, { status: 400 })
          : HttpResponse.json({ meta: { responsecode: 200, status: 'Success', message: 'Success' }, data: { ...serverListing, total: 3 } });
      }),
    );
    renderListing({ metal: 'gold' });
    await waitFor(() => expect(screen.getByText('failed')).toBeTruthy(), { timeout: 5_000 });
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    await waitFor(() => expect(screen.getByText('total 3')).toBeTruthy());
    expect(calls).toBe(2);
  });
});
