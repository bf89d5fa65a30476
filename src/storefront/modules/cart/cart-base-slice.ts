import type { Cart } from '@/shared/contracts/cart';
import type { AuthState } from '@/storefront/app/auth-state';
import { siteChanged } from '@/storefront/app/site-slice';

// The cart slice's state, selectors and its answer to a change of site, without Redux Toolkit:
// what the header and the shell read before RTK loads (app/shell-store.ts, docs/page-speed.md).
// The reducers of the cart calls are in cart-slice.ts.

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

/**
 * What a tab takes of the cart another tab of the browser saved (app/persist.ts): every subsite's
 * cart id, and the cart itself only when it is of this tab's subsite. A tab of another country
 * keeps its own cart (the saved one would not be shown there, and the count would fall to 0).
 */
export function cartFromOtherTab(saved: Partial<Pick<CartState, (typeof PERSISTED_CART_FIELDS)[number]>>, current: CartState): Partial<CartState> {
  return saved.cartSubsiteId === current.subsiteId || !saved.cartIds ? saved : { cartIds: saved.cartIds };
}

/** The cart follows the site's subsite (its ids are kept per subsite); the one rule both stores apply. */
export function cartSiteReducer(state: CartState = initialCartState, action: { type: string }): CartState {
  if (!siteChanged.match(action)) return state;
  const { subsiteId } = action.payload.settings;
  return state.subsiteId === subsiteId ? state : { ...state, subsiteId };
}

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
