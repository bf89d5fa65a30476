import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@/shared/contracts/cart';
import { addedValue } from '@/storefront/modules/cart/use-cart-actions';

const line = (productID: number, productOptionID: number, orderItemSubtotal: number) => ({ productID, productOptionID, orderItemSubtotal }) as CartItem;
const cart = (decimalPlaces: number, ...items: CartItem[]) => ({ decimalPlaces, items }) as Cart;

describe('addedValue: what an add put in the cart, from the server’s line subtotals', () => {
  it('is the whole line for a piece that was not in the cart', () => {
    expect(addedValue(null, cart(0, line(7, 70, 48268)), { productID: 7, productOptionID: 70, quantity: 2 })).toEqual({ value: 48268 });
  });

  it('is the growth of the line when the piece was already there', () => {
    const before = cart(2, line(7, 70, 1250.5), line(8, 80, 99));
    const after = cart(2, line(7, 70, 3751.5), line(8, 80, 99));
    expect(addedValue(before, after, { productID: 7, productOptionID: 70, quantity: 2 })).toEqual({ value: 2501 });
  });

  it('rounds to the currency’s places, so fils do not drift (0.3 − 0.1, not 0.19999…)', () => {
    expect(addedValue(cart(2, line(7, 70, 0.1)), cart(2, line(7, 70, 0.3)), { productID: 7, productOptionID: 70, quantity: 2 })).toEqual({ value: 0.2 });
  });

  it('tells options of one piece apart', () => {
    const before = cart(0, line(7, 70, 100), line(7, 71, 500));
    const after = cart(0, line(7, 70, 100), line(7, 71, 1000));
    expect(addedValue(before, after, { productID: 7, productOptionID: 71, quantity: 1 })).toEqual({ value: 500 });
  });
});
