import { describe, expect, it } from 'vitest';
import { loggedOut } from '@/storefront/app/auth-slice';
import { initialWishlistState, loaderSet, reset, updated, WISHLIST_NAME, wishlistSlice } from '@/storefront/modules/wishlist/wishlist-slice';

const reduce = wishlistSlice.reducer;

describe('wishlist slice (docs/requirements/entities.md#wishlist-entry and docs/requirements/states.md#wishlist-state)', () => {
  it('is not loading by default', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ loading: false, wishlistData: [] });
  });

  it('sets the loader, or toggles it without a payload', () => {
    expect(reduce(initialWishlistState, loaderSet(true)).loading).toBe(true);
    expect(reduce({ ...initialWishlistState, loading: true }, loaderSet(false)).loading).toBe(false);
    expect(reduce(initialWishlistState, loaderSet(undefined)).loading).toBe(true);
    expect(reduce({ ...initialWishlistState, loading: true }, loaderSet(undefined)).loading).toBe(false);
  });

  it('stores data and ends loading on update', () => {
    const state = reduce({ loading: true, wishlistData: [] }, updated([{ productID: 4 }]));
    expect(state).toEqual({ loading: false, wishlistData: [{ productID: 4 }] });
  });

  it('empties data and ends loading on reset', () => {
    expect(reduce({ loading: true, wishlistData: [{ productID: 4 }] }, reset())).toEqual({ loading: false, wishlistData: [] });
  });

  it('empties on logout only when carts are cleared on logout', () => {
    const full = { loading: false, wishlistData: [{ productID: 4 }] };
    expect(reduce(full, loggedOut({ clearCart: false }))).toEqual(full);
    expect(reduce(full, loggedOut({ clearCart: true })).wishlistData).toEqual([]);
  });

  it("names the wishlist 'New' (docs/requirements/constants.md#fixed-request-values)", () => {
    expect(WISHLIST_NAME).toBe('New');
  });
});
