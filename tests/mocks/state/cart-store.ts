import type { MockCartCheckout } from './checkout-store';
import { keptStorage, loadKept, reloadWhenAnotherTabSaves } from './kept';

/**
 * The mocks' carts: guest carts. Module-level, so every handler sees the same
 * carts; `resetMockState()` empties it between tests. In the browser it is also kept in
 * localStorage, because the storefront keeps its cartID across page loads and a worker's module
 * state does not survive a reload.
 */
export interface MockCartLine {
  cartItemID: number;
  productID: number;
  productOptionID: number;
  quantity: number;
  /** Unit price when the line was added, integer minor units of the cart's subsite. */
  addedPriceMinor: number;
}

export interface MockCart {
  cartID: string;
  /** A cart belongs to one subsite (its currency); other subsites cannot see it. */
  subsiteId: number;
  lines: MockCartLine[];
  /** Set when mapUserCart linked it to a user (or a signed-in shopper created it): then only that user's token opens it. */
  ownerUserID?: number | null;
  /** When it last changed (ms; the services' updated_at): a user's newest live cart is their cart. */
  updatedAt?: number;
  /** Merged into another cart at sign-in (the services end it): unknown to every call from then on. */
  retired?: boolean;
  /** Gift, addresses, promotions, credit and the cash-on-delivery code (checkout-store.ts). */
  checkout?: MockCartCheckout;
  /** A card order's checkout as it was placed, given back if its payment fails (the services' placedCheckoutExtra). */
  placedCheckout?: { orderID: number; checkout: MockCartCheckout };
}

interface MockState {
  carts: Record<string, MockCart>;
  nextCartItemID: number;
}

const STORAGE_KEY = 'aurum:msw-mock-state';
const emptyState = (): MockState => ({ carts: {}, nextCartItemID: 1 });

let state: MockState = loadKept(STORAGE_KEY, emptyState);
reloadWhenAnotherTabSaves(STORAGE_KEY, () => {
  state = loadKept(STORAGE_KEY, emptyState);
});

function persist(): void {
  keptStorage()?.setItem(STORAGE_KEY, JSON.stringify(state));
}

/** Forgets every cart (call after each test, with `server.resetHandlers()`). */
export function resetMockState(): void {
  state = emptyState();
  keptStorage()?.removeItem(STORAGE_KEY);
}

export function findMockCart(cartID: string): MockCart | undefined {
  const cart = state.carts[cartID];
  // A copy: handlers change it and save it only when the whole request succeeded.
  return cart && (JSON.parse(JSON.stringify(cart)) as MockCart);
}

export function newMockCart(subsiteId: number): MockCart {
  return { cartID: crypto.randomUUID(), subsiteId, lines: [] };
}

export function nextCartItemID(): number {
  return state.nextCartItemID++;
}

export function saveMockCart(cart: MockCart): void {
  state.carts[cart.cartID] = { ...cart, updatedAt: Math.max(Date.now(), (state.carts[cart.cartID]?.updatedAt ?? 0) + 1) };
  persist();
}

/** A user's newest live cart in a subsite (other than `except`), as the services' findUserCart picks it. */
export function findMockUserCart(userID: number, subsiteId: number, except?: string): MockCart | undefined {
  const theirs = Object.values(state.carts)
    .filter((cart) => cart.ownerUserID === userID && cart.subsiteId === subsiteId && !cart.retired && cart.cartID !== except)
    .sort((a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0));
  return theirs[0] && findMockCart(theirs[0].cartID);
}
