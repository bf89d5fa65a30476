import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/storefront/app/auth-slice';
import { initialWishlistState, type WishlistEntry } from './wishlist-base-slice';

export * from './wishlist-base-slice';

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** Sets the loader; without a payload it toggles it (docs/requirements/states.md#wishlist-state: "set loader toggles it"). */
    loaderSet(state, action: PayloadAction<boolean | undefined>) {
      state.loading = action.payload ?? !state.loading;
    },
    /** docs/requirements/states.md#wishlist-state "update stores data and ends loading". */
    updated(state, action: PayloadAction<WishlistEntry[]>) {
      state.wishlistData = action.payload;
      state.loading = false;
    },
    /** docs/requirements/states.md#wishlist-state "reset empties data and ends loading". */
    reset(state) {
      state.wishlistData = [];
      state.loading = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state, action) => {
      if (action.payload.clearCart) {
        state.wishlistData = [];
        state.loading = false;
      }
    });
  },
});

export const { loaderSet, updated, reset } = wishlistSlice.actions;
