import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart } from '@/shared/contracts/cart';
import { type AuthState, loggedOut } from '@/storefront/app/auth-slice';
import { siteChanged } from '@/storefront/app/site-slice';
import { type EndpointPhase, endpointMatcher } from '@/storefront/api/endpoint-actions';

/**
 * The cart as the server last answered it (docs/requirements/states.md#cart-state): replaced after every cart call. Cart ids
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
  /**
   * A signed-in shopper's cart is the server's: which account and subsite (`userID:subsiteId`)
   * it is being loaded for, or was loaded for. Until it is loaded the count is not shown.
   */
  accountCart: { key: string; status: 'loading' | 'loaded' } | null;
  /** What signing in merged from the account's earlier cart, told on the cart page until dismissed. */
  mergeNotice: { pieces: number; limitedByStock: boolean } | null;
}

export const initialCartState: CartState = {
  cart: null,
  cartSubsiteId: null,
  cartIds: {},
  subsiteId: null,
  isLoading: false,
  loadingItems: {},
  accountCart: null,
  mergeNotice: null,
};

/** What saved state keeps of the cart (app/persist.ts); the rest starts fresh on every visit. */
export const PERSISTED_CART_FIELDS = ['cart', 'cartSubsiteId', 'cartIds'] as const;

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
      .addCase(siteChanged, (state, action) => {
        state.subsiteId = action.payload.settings.subsiteId;
      })
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

interface WithCart {
  cart: CartState;
}

interface WithSession extends WithCart {
  auth: AuthState;
  /** Saved state's own key on the root state (app/persist.ts). */
  _persist?: { rehydrated?: boolean };
}

/** The account and subsite a signed-in shopper's cart is for, or null for a guest (or before the site is known). */
export const accountCartKey = ({ auth, cart }: Pick<WithSession, 'auth' | 'cart'>): string | null =>
  auth.isLoggedIn && auth.user && cart.subsiteId !== null ? `${auth.user.userID}:${cart.subsiteId}` : null;

/**
 * True while the count would be a guess: saved state not yet restored, or a signed-in shopper
 * whose cart for this subsite the server has not answered yet (another browser may have filled it).
 */
export const selectCartPending = (state: WithSession): boolean => {
  if (state._persist && !state._persist.rehydrated) return true;
  if (!state.auth.isLoggedIn) return false;
  const key = accountCartKey(state);
  return key === null || state.cart.accountCart?.key !== key || state.cart.accountCart.status !== 'loaded';
};
export const selectMergeNotice = ({ cart }: WithCart) => cart.mergeNotice;

/** The cart of the current subsite, or null. */
export const selectCart = ({ cart }: WithCart): Cart | null =>
  cart.cart && cart.cartSubsiteId === cart.subsiteId ? cart.cart : null;
export const selectCartId = ({ cart }: WithCart): string | undefined =>
  cart.subsiteId === null ? undefined : cart.cartIds[String(cart.subsiteId)];
export const selectCartCount = (state: WithCart): number => selectCart(state)?.orderQty ?? 0;
export const selectCartLoading = ({ cart }: WithCart): boolean => cart.isLoading;
export const selectItemLoading = ({ cart }: WithCart, cartItemID: number): boolean => cart.loadingItems[String(cartItemID)] === true;
