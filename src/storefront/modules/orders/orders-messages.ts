import { checkoutErrorMessage, statusOf } from '@/storefront/modules/common/checkout-error-message';

export { statusOf };

/**
 * docs/requirements/messages.md#after-sales-messages for the after-sales calls: the server's `meta.message` when it sent one (a refused
 * upload says why), else the call's own text ('Unable to get order details', …); 'Something
 * went wrong' when no answer came back at all.
 */
export function afterSalesError(error: unknown, fallback: string, exception: string): string {
  return checkoutErrorMessage(error, fallback, exception);
}

/** A 404 (another shopper's order, or an id that does not exist) is "not found", not a failure to retry. */
export const isNotFound = (error: unknown) => statusOf(error) === 404;
