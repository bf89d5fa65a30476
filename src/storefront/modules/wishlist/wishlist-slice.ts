import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/storefront/app/auth-slice';

/** SPEC §3/§4 wishlist state: a loading flag (false by default) and the wishlist data. */
export interface WishlistEntry {
  productID: number;
  [field: string]: unknown;
}

export interface WishlistState {
  loading: boolean;
  wishlistData: WishlistEntry[];
}

export const initialWishlistState: WishlistState = { loading: false, wishlistData: [] };

/** SPEC §9: the wishlist every entry is saved to. */
export const WISHLIST_NAME = 'New';

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** Sets the loader; without a payload it toggles it (SPEC: "set loader toggles it"). */
    loaderSet(state, action: PayloadAction<boolean | undefined>) {
      state.loading = action.payload ?? !state.loading;
    },
    updated(state, action: PayloadAction<WishlistEntry[]>) {
      state.wishlistData = action.payload;
      state.loading = false;
    },
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
export const selectWishlistCount = (state: { wishlist: WishlistState }) => state.wishlist.wishlistData.length;
