// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteChanged } from '@/storefront/app/site-slice';
import { makeStore } from '@/storefront/app/store';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { moveChoice } from '@/storefront/modules/wishlist/use-wishlist-product';
import { WishlistRow } from '@/storefront/modules/wishlist/wishlist-row';
import { guestEntry, updated } from '@/storefront/modules/wishlist/wishlist-slice';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';
import { usePageTest } from '../../support/page-test';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { autoClose: 4000, limit: 1 } }));

usePageTest();

const products = catalogueFor('in-en')!.products.map((product) => product.detail);
const inStock = (product: (typeof products)[number]) => product.options.filter((option) => option.stock > 0);

function savedRow(productID: number) {
  const props = layoutProps('in-en');
  const { store } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
  const entry = guestEntry(productID);
  store.dispatch(updated([entry]));
  renderWith(
    <SiteProvider site={props.site} locale="in-en">
      <ul>
        <WishlistRow entry={entry} />
      </ul>
    </SiteProvider>,
    { store },
  );
  return store;
}

/**
 * A button of the row once it can be pressed. The row is busy (its buttons disabled) while it
 * loads the piece's options, and the chooser can show a moment before that ends on a loaded
 * machine: a press in that moment does nothing, as it would for a shopper.
 */
async function enabledButton(name: string): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe('wishlist: move to cart', () => {
  it('asks for the size of a piece sold in several, and adds the one the shopper chose', async () => {
    const ring = products.find((product) => product.options[0]?.kind === 'ring_size' && inStock(product).length > 1)!;
    const wanted = inStock(ring)[1]!;
    const store = savedRow(ring.productID);
    fireEvent.click(await enabledButton('Move to cart'));

    // Nothing goes to the cart yet: the sizes are offered, none of them chosen.
    const group = await screen.findByRole('group', { name: 'Ring size' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(ring.options.length);
    expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(document.activeElement).toBe(radios.find((radio) => !(radio as HTMLInputElement).disabled));
    expect(store.getState().cart.cart).toBeNull();

    // "Add to cart" without a choice says what is missing and still adds nothing.
    const add = await enabledButton('Add to cart');
    fireEvent.click(add);
    expect(await screen.findByText('Choose one first.')).toBeTruthy();
    expect(store.getState().cart.cart).toBeNull();

    fireEvent.click(within(group).getByRole('radio', { name: wanted.label }));
    fireEvent.click(await enabledButton('Add to cart'));
    await waitFor(() => expect(store.getState().cart.cart?.items).toHaveLength(1));
    expect(store.getState().cart.cart!.items[0]!.productOptionID).toBe(wanted.productOptionID);
    await waitFor(() => expect(store.getState().wishlist.wishlistData).toEqual([]));
  });

  it('moves a piece with one option straight to the cart', async () => {
    const coin = products.find((product) => product.options.length === 1 && product.options[0]!.stock > 0)!;
    const store = savedRow(coin.productID);
    fireEvent.click(await enabledButton('Move to cart'));
    await waitFor(() => expect(store.getState().cart.cart?.items).toHaveLength(1));
    expect(store.getState().cart.cart!.items[0]!.productOptionID).toBe(coin.options[0]!.productOptionID);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('cancelling the chooser adds nothing and gives focus back to "Move to cart"', async () => {
    const ring = products.find((product) => product.options.length > 1 && inStock(product).length > 0)!;
    const store = savedRow(ring.productID);
    fireEvent.click(await enabledButton('Move to cart'));
    fireEvent.click(await enabledButton('Cancel'));
    const move = await screen.findByRole('button', { name: 'Move to cart' });
    await waitFor(() => expect(document.activeElement).toBe(move));
    expect(store.getState().cart.cart).toBeNull();
  });

  it('chooses only between several options', () => {
    expect(moveChoice({ options: [] })).toEqual({ kind: 'direct' });
    expect(moveChoice({ options: [{ productOptionID: 4 }] as never })).toEqual({ kind: 'direct', productOptionID: 4 });
    expect(moveChoice({ options: [{ productOptionID: 4 }, { productOptionID: 5 }] as never })).toEqual({ kind: 'choose' });
  });
});
