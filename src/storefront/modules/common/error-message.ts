import { withoutFieldPrefix } from '@/storefront/modules/common/account-failure';

/**
 * docs/requirements/messages.md#cart-messages's rule for cart error toasts: the server's `meta.message` when it answered with one,
 * else the call's own text ('Unable to update the quantity', …); 'Something went wrong!' when
 * there was no answer to speak of (network failure, timeout, a thrown exception).
 */
export interface CartErrorTexts {
  /** 'Unable to add item to cart', 'Unable to update the quantity' or 'Unable to remove the item'. */
  fallback: string;
  /** 'Something went wrong!' */
  exception: string;
}

function serverMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const message = (data as { meta?: { message?: unknown } }).meta?.message;
  // Never a developer's field prefix ("body.recipientName: …") in front of the shopper.
  return typeof message === 'string' && message.trim() !== '' ? withoutFieldPrefix(message) : undefined;
}

export function cartErrorMessage(error: unknown, { fallback, exception }: CartErrorTexts): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, data } = error as { status: unknown; data?: unknown };
    if (typeof status === 'number' || status === 'PARSING_ERROR') return serverMessage(data) ?? fallback;
  }
  return exception;
}
