import type { RenderMode } from '@/storefront/lib/page-data';
import { loadStorePage } from '@/storefront/lib/store-page-data';

export type CheckoutPage = 'checkout' | 'checkout-thankyou' | 'order-confirmation' | 'payment-return';

/**
 * Checkout and order pages: the layout and texts only (no ISR data of their own). The cart and
 * the order are the shopper's, read in the browser behind the saved-state gate.
 */
export function loadCheckoutPage({ mode, locale, page }: { mode: RenderMode; locale: string | undefined; page: CheckoutPage }) {
  return loadStorePage({ mode, page, locale, namespaces: ['checkout'], items: () => ({}), required: [] });
}
