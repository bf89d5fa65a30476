import { resetAccountState } from './account-store';
import { resetAfterSalesState } from './after-sales-store';
import { resetMockState as resetCarts } from './cart-store';
import { resetCheckoutState } from './checkout-store';
import { resetContentEditingState } from './content-editing-store';
import { resetOrderLifeState } from './order-life-store';

/** Forgets every cart, order and account change (call after each test, with `server.resetHandlers()`). */
export function resetMockState(): void {
  resetCarts();
  resetAccountState();
  resetCheckoutState();
  resetAfterSalesState();
  resetOrderLifeState();
  resetContentEditingState();
}
