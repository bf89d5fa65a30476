import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart } from '@/shared/contracts/cart';
import { loggedOut } from '@/storefront/app/auth-slice';
import { siteChanged } from '@/storefront/app/site-slice';
import { cartApi } from './cart-api';

/**
 * The cart as the server last answered it (SPEC §4): replaced after every cart call. Cart ids
 * are kept per subsite, so switching country keeps each country's cart. `cart` belongs to
 * `cartSubsiteId`; selectors show it only on that subsite.
 */
export interface CartState {
  cart: Cart | null;
  cartSubsiteId: number | null;
  cartIds: Record<string, string>;
  /** The current subsite (from the site settings; not persisted). */
  subsiteId: number | null;
  isLoading: boolean;
  /** Per-item loading flags, by cartItemID. */
  loadingItems: Record<string, boolean>;
}

export const initialCartState: CartState = {
  cart: null,
  cartSubsiteId: null,
  cartIds: {},
  subsiteId: null,
  isLoading: false,
  loadingItems: {},
};

/** What redux-persist keeps of the cart; the rest starts fresh on every visit. */
export const PERSISTED_CART_FIELDS = ['cart', 'cartSubsiteId', 'cartIds'] as const;

const { getCartSummary, addCartItem, updateCartItem, removeCartItem } = cartApi.endpoints;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The server no longer knows the stored cart id (404 on load): forget it. */
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
      .addCase(siteChanged, (state, action) => {
        state.subsiteId = action.payload.settings.subsiteId;
      })
      .addCase(loggedOut, (state, action) => {
        if (action.payload.clearCart) return { ...initialCartState, subsiteId: state.subsiteId };
      })
      .addMatcher(isAnyOf(getCartSummary.matchPending, addCartItem.matchPending), (state) => {
        state.isLoading = true;
      })
      .addMatcher(isAnyOf(updateCartItem.matchPending, removeCartItem.matchPending), (state, action) => {
        state.loadingItems[String(action.meta.arg.originalArgs.cartItemID)] = true;
      })
      .addMatcher(isAnyOf(updateCartItem.matchRejected, removeCartItem.matchRejected), (state, action) => {
        delete state.loadingItems[String(action.meta.arg.originalArgs.cartItemID)];
      })
      .addMatcher(isAnyOf(getCartSummary.matchRejected, addCartItem.matchRejected), (state) => {
        state.isLoading = false;
      })
      .addMatcher(
        isAnyOf(getCartSummary.matchFulfilled, addCartItem.matchFulfilled, updateCartItem.matchFulfilled, removeCartItem.matchFulfilled),
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

export const { cartIdDropped } = cartSlice.actions;

interface WithCart {
  cart: CartState;
}

/** The cart of the current subsite, or null. */
export const selectCart = ({ cart }: WithCart): Cart | null =>
  cart.cart && cart.cartSubsiteId === cart.subsiteId ? cart.cart : null;
export const selectCartId = ({ cart }: WithCart): string | undefined =>
  cart.subsiteId === null ? undefined : cart.cartIds[String(cart.subsiteId)];
export const selectCartCount = (state: WithCart): number => selectCart(state)?.orderQty ?? 0;
export const selectCartLoading = ({ cart }: WithCart): boolean => cart.isLoading;
export const selectItemLoading = ({ cart }: WithCart, cartItemID: number): boolean => cart.loadingItems[String(cartItemID)] === true;
