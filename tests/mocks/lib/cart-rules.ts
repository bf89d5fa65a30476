import type { ProductOption } from '@/shared/contracts/catalogue';
import type { CartItemBody } from '@/shared/contracts/cart';
import { decimalToMinor } from '@/shared/money';
import { type MockCart, nextCartItemID } from '../state/cart-store';
import { CART_SUCCESS, cartWords, stockMessage } from '@/shared/commerce/cart-messages';
import { currencyOf } from './cart-view';
import { availableOf } from './checkout-pricing';
import type { RecordedProduct } from './fixtures';
import { MockHttpError, notFound } from './respond';
import type { MockSite } from './site';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';

/**
 * 409 "Only 2 left in size 12" when a line would hold more than the option's stock (less what orders
 * took), then "At most 10 of one item per cart" above the line limit: the services' order and words.
 */
function assertInStock(option: ProductOption, quantity: number, site: MockSite): void {
  const stock = availableOf(option);
  const details = { productOptionID: option.productOptionID, available: Math.min(stock, MAX_QUANTITY_PER_LINE) };
  if (quantity > stock) {
    const optionLabel = option.kind === 'one_size' ? undefined : option.label;
    throw new MockHttpError(409, stockMessage({ languageCode: site.languageCode, available: stock, optionLabel }), details);
  }
  if (quantity > MAX_QUANTITY_PER_LINE) throw new MockHttpError(409, cartWords(site.languageCode).atMostPerLine(MAX_QUANTITY_PER_LINE), details);
}

/** Without an id the first option in stock (409 when none is); an id of another product is a 400. */
function pickOption(product: RecordedProduct, productOptionID: number | undefined, site: MockSite): ProductOption {
  const { options, productID } = product.detail;
  if (productOptionID === undefined) {
    const inStock = options.find((option) => availableOf(option) > 0);
    if (!inStock) throw new MockHttpError(409, stockMessage({ languageCode: site.languageCode, available: 0 }));
    return inStock;
  }
  const option = options.find((candidate) => candidate.productOptionID === productOptionID);
  if (!option) throw new MockHttpError(400, `body.productOptionID: ${productOptionID} is not an option of product ${productID}`);
  return option;
}

export interface ApplyCartItemOptions {
  cart: MockCart;
  product: RecordedProduct;
  body: CartItemBody;
  site: MockSite;
}

/**
 * `POST /api/cart/` on a copy of the cart, with the services' rules: with cartItemID the line's
 * quantity is set; otherwise the item is added and quantities add up on a line of the same
 * option. Throws before changing anything, so a refused request leaves the cart as it was.
 * Returns the success message.
 */
export function applyCartItem({ cart, product, body, site }: ApplyCartItemOptions): string {
  if (body.cartItemID !== undefined) {
    const line = cart.lines.find((candidate) => candidate.cartItemID === body.cartItemID);
    if (!line) throw notFound(`Cart item ${body.cartItemID}`);
    if (line.productID !== body.productID) throw new MockHttpError(400, `body.productID: cart item ${line.cartItemID} holds product ${line.productID}`);
    if (body.productOptionID !== undefined && body.productOptionID !== line.productOptionID) {
      throw new MockHttpError(400, `body.productOptionID: cart item ${line.cartItemID} holds option ${line.productOptionID}`);
    }
    const option = product.detail.options.find((candidate) => candidate.productOptionID === line.productOptionID)!;
    assertInStock(option, body.quantity, site);
    line.quantity = body.quantity;
    return CART_SUCCESS.updated;
  }
  const option = pickOption(product, body.productOptionID, site);
  const existing = cart.lines.find((line) => line.productOptionID === option.productOptionID);
  const quantity = (existing?.quantity ?? 0) + body.quantity;
  assertInStock(option, quantity, site);
  // The shopper adds at today's price, which becomes the line's reference price.
  const addedPriceMinor = decimalToMinor(option.price, currencyOf(site).decimalPlaces);
  if (existing) Object.assign(existing, { quantity, addedPriceMinor });
  else {
    const line = { cartItemID: 0, productID: product.detail.productID, productOptionID: option.productOptionID, quantity, addedPriceMinor };
    cart.lines.push({ ...line, cartItemID: nextCartItemID() });
  }
  return CART_SUCCESS.added;
}
