import { resetAccountState } from './account-store';
import { resetMockState as resetCarts } from './cart-store';

/** Forgets every cart and every account change (call after each test, with `server.resetHandlers()`). */
export function resetMockState(): void {
  resetCarts();
  resetAccountState();
}
