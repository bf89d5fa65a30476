import { describe, expect, it } from 'vitest';
import { cartErrorMessage } from '@/storefront/modules/common/error-message';

const texts = { fallback: 'Unable to update the quantity', exception: 'Something went wrong!' };

describe('cartErrorMessage (docs/requirements/messages.md#cart-messages)', () => {
  it('shows the server meta.message when the server gave one', () => {
    const error = { status: 409, data: { meta: { responsecode: 409, status: 'Failure', message: 'Only 2 left in size 12' }, data: null } };
    expect(cartErrorMessage(error, texts)).toBe('Only 2 left in size 12');
  });

  it('never shows a developer’s field prefix in front of the server’s message', () => {
    const error = { status: 400, data: { meta: { responsecode: 400, status: 'Failure', message: 'body.recipientName: is required for a gift' }, data: null } };
    expect(cartErrorMessage(error, texts)).toBe('Is required for a gift');
  });

  it('falls back to the call’s own text when the server gave none', () => {
    expect(cartErrorMessage({ status: 500, data: null }, texts)).toBe('Unable to update the quantity');
    expect(cartErrorMessage({ status: 400, data: { meta: { message: '  ' } } }, texts)).toBe('Unable to update the quantity');
    expect(cartErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }, texts)).toBe('Unable to update the quantity');
  });

  it("says 'Something went wrong!' when there was no answer", () => {
    expect(cartErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }, texts)).toBe('Something went wrong!');
    expect(cartErrorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' }, texts)).toBe('Something went wrong!');
    expect(cartErrorMessage(new Error('boom'), texts)).toBe('Something went wrong!');
    expect(cartErrorMessage(undefined, texts)).toBe('Something went wrong!');
  });
});

describe('cart item images', () => {
  it('are named relative to the cart’s view_image_path', async () => {
    const { cartImageSrc } = await import('@/storefront/modules/common/cart-image');
    expect(cartImageSrc('ring-1.svg', '/images/products/')).toBe('/images/products/ring-1.svg');
    expect(cartImageSrc('ring-1.svg', '/images/products')).toBe('/images/products/ring-1.svg');
    expect(cartImageSrc('/images/products/ring-1.svg', '/images/products/')).toBe('/images/products/ring-1.svg');
    expect(cartImageSrc('https://cdn.example.com/r.svg', '/images/products/')).toBe('https://cdn.example.com/r.svg');
  });
});
