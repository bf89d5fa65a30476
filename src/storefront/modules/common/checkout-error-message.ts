import { cartErrorMessage } from '@/storefront/modules/common/error-message';

/**
 * docs/requirements/messages.md#checkout-messages for the checkout calls: the server's `meta.message` when it sent one, else the call's
 * own text ('Unable to add the address', 'Unknown error' for COD and promotions, …); for an
 * exception (no answer at all) the call's text too, except where docs/requirements/messages.md#the-rule names 'Something went wrong!'.
 */
export function checkoutErrorMessage(error: unknown, fallback: string, exception: string = fallback): string {
  return cartErrorMessage(error, { fallback, exception });
}

/** The HTTP status of an RTK Query error, or null for a network failure, timeout or exception. */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}
