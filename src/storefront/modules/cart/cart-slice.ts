import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart } from '@/shared/contracts/cart';
import { loggedOut } from '@/storefront/app/auth-slice';
import { siteChanged } from '@/storefront/app/site-slice';
import { type EndpointPhase, endpointMatcher } from '@/storefront/api/endpoint-actions';
import { cartSiteReducer, initialCartState } from './cart-base-slice';

export * from './cart-base-slice';

// The calls of cart-api.ts whose answers carry the cart, matched by name: the shell's cart slice
// must not bring RTK Query along (docs/page-speed.md).
const CART_CALLS = { getCartSummary: 'query', addCartItem: 'mutation', updateCartItem: 'mutation', removeCartItem: 'mutation' } as const;
const cartCall = <Args = unknown>(name: keyof typeof CART_CALLS, phase: EndpointPhase) => endpointMatcher<Args, Cart>(CART_CALLS[name], name, phase);
type ItemArgs = { cartItemID: number };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The server no longer knows the stored cart id (404 on load): forget it. */
    accountCartLoading(state, action: PayloadAction<{ key: string }>) {
      state.accountCart = { key: action.payload.key, status: 'loading' };
    },
    accountCartLoaded(state, action: PayloadAction<{ key: string }>) {
      if (state.accountCart?.key === action.payload.key) state.accountCart.status = 'loaded';
    },
    /** A mapping's `merged`: told when the earlier cart brought anything (or stock limited it). */
    cartMerged(state, action: PayloadAction<{ pieces: number; limitedByStock: boolean } | undefined>) {
      const merged = action.payload;
      if (merged && (merged.pieces > 0 || merged.limitedByStock)) state.mergeNotice = merged;
    },
    mergeNoticeDismissed(state) {
      state.mergeNotice = null;
    },
    cartIdDropped(state, action: PayloadAction<{ cartID: string }>) {
      for (const [subsite, id] of Object.entries(state.cartIds)) {
        if (id === action.payload.cartID) delete state.cartIds[subsite];
      }
      if (state.cart?.cartID === action.payload.cartID) {
        state.cart = null;
        state.cartSubsiteId = null;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(siteChanged, cartSiteReducer)
      .addCase(loggedOut, (state, action) => {
        if (action.payload.clearCart) return { ...initialCartState, subsiteId: state.subsiteId };
        state.accountCart = null;
        state.mergeNotice = null;
      })
      .addMatcher(isAnyOf(cartCall('getCartSummary', 'pending'), cartCall('addCartItem', 'pending')), (state) => {
        state.isLoading = true;
      })
      .addMatcher(isAnyOf(cartCall<ItemArgs>('updateCartItem', 'pending'), cartCall<ItemArgs>('removeCartItem', 'pending')), (state, action) => {
        state.loadingItems[String(action.meta.arg.originalArgs.cartItemID)] = true;
      })
      .addMatcher(isAnyOf(cartCall<ItemArgs>('updateCartItem', 'rejected'), cartCall<ItemArgs>('removeCartItem', 'rejected')), (state, action) => {
        delete state.loadingItems[String(action.meta.arg.originalArgs.cartItemID)];
      })
      .addMatcher(isAnyOf(cartCall('getCartSummary', 'rejected'), cartCall('addCartItem', 'rejected')), (state) => {
        state.isLoading = false;
      })
      .addMatcher(
        isAnyOf(cartCall('getCartSummary', 'fulfilled'), cartCall('addCartItem', 'fulfilled'), cartCall('updateCartItem', 'fulfilled'), cartCall('removeCartItem', 'fulfilled')),
        (state, action) => {
          state.cart = action.payload;
          state.cartSubsiteId = state.subsiteId;
          if (state.subsiteId !== null) state.cartIds[String(state.subsiteId)] = action.payload.cartID;
          state.isLoading = false;
          const arg = action.meta.arg.originalArgs as { cartItemID?: number } | string;
          if (typeof arg === 'object' && arg.cartItemID !== undefined) delete state.loadingItems[String(arg.cartItemID)];
        },
      );
  },
});

export const { cartIdDropped, accountCartLoading, accountCartLoaded, cartMerged, mergeNoticeDismissed } = cartSlice.actions;
