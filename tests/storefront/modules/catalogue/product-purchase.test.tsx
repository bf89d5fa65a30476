// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siteChanged } from '@/storefront/app/site-slice';
import { makeStore } from '@/storefront/app/store';
import { selectCart } from '@/storefront/modules/cart/cart-slice';
import { ProductPurchase } from '@/storefront/modules/catalogue/product-purchase';
import { notify } from '@/storefront/modules/common/notify';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';
import { layoutProps } from '../../support/page-props';
import { usePageTest } from '../../support/page-test';
import { renderWith } from '../../support/render';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { position: 'bottom-center', autoClose: 4000 } }));

// The cart calls' module, held back until the test lets it load: how a slow network delivers its chunk.
const cartCode = await vi.hoisted(async () => (await import('../../support/held-module')).heldModule());
vi.mock('@/storefront/modules/cart/cart-api', (importOriginal) => cartCode.load(importOriginal));

const server = usePageTest();
const posts: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/cart/')) posts.push(request.url);
  });
});

describe('product page: Add to cart', () => {
  it('loads the cart code on the first click, then adds: the click is not lost', async () => {
    const props = layoutProps('in-en');
    const { store } = makeStore();
    store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
    const product = catalogueFor('in-en')!.products.find((candidate) => candidate.detail.options.some((option) => option.stock >= 1))!.detail;
    renderWith(
      <SiteProvider site={props.site} locale="in-en">
        <ProductPurchase product={product} />
      </SiteProvider>,
      { store },
    );

    // The page as first loaded carries none of the cart's calls (RTK Query comes with them).
    expect(cartCode.imports).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartCode.imports).toBe(1));
    expect(posts).toHaveLength(0);

    cartCode.release();
    await waitFor(() => expect(selectCart(store.getState())?.orderQty).toBe(1));
    expect(posts).toHaveLength(1);
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Item added to cart');
    expect(selectCart(store.getState())?.items[0]?.productID).toBe(product.productID);
  });
});
