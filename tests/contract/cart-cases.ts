import { Cart } from '@/shared/contracts/cart';
import { commerceOk, type ContractCase, refused } from './contract-case';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';
import { catalogueOf, plentifulOf, siteHeadersOf, stockLimitedOf, UNKNOWN_CART_ID, UNKNOWN_ID } from './known-data';

/** Single cart requests: a guest cart is created, and every kind of bad input is refused. */
export function cartCases(): ContractCase[] {
  const headers = siteHeadersOf('in-en');
  const { productID } = catalogueOf('in-en').products[0]!.detail;
  const limited = stockLimitedOf('in-en');
  const plentiful = plentifulOf('in-en');
  const post = (name: string, body: unknown, expected: Pick<ContractCase, 'status' | 'schema' | 'messageIncludes'>, requestHeaders = headers): ContractCase => ({
    name: `POST /api/cart/ ${name}`,
    method: 'POST',
    path: '/api/cart/',
    headers: requestHeaders,
    body,
    ...expected,
  });
  return [
    post('without cartID creates a guest cart', { productID, quantity: 1 }, { status: 200, schema: commerceOk(Cart) }),
    post('creates a guest cart in the UAE', { productID: catalogueOf('ae-ar').products[0]!.detail.productID, quantity: 2 }, { status: 200, schema: commerceOk(Cart) }, siteHeadersOf('ae-ar')),
    post('refuses quantity 0 with 400', { productID, quantity: 0 }, refused(400, 'quantity')),
    post('refuses a negative quantity with 400', { productID, quantity: -2 }, refused(400, 'quantity')),
    post('refuses a fractional quantity with 400', { productID, quantity: 1.5 }, refused(400, 'quantity')),
    post('refuses a missing productID with 400', { quantity: 1 }, refused(400, 'productID')),
    post('refuses a price sent by the client with 400', { productID, quantity: 1, price: 1 }, refused(400, 'price')),
    post('refuses a cartID that is not a uuid with 400', { cartID: 'cart-1', productID, quantity: 1 }, refused(400, 'cartID')),
    post('refuses a request without site headers with 400', { productID, quantity: 1 }, refused(400, 'Header websiteID is required'), {}),
    post('answers 404 for an unknown cart', { cartID: UNKNOWN_CART_ID, productID, quantity: 1 }, refused(404, UNKNOWN_CART_ID)),
    post('answers 404 for an unknown product', { productID: UNKNOWN_ID, quantity: 1 }, refused(404, String(UNKNOWN_ID))),
    post('refuses an option of another product with 400', { productID, productOptionID: UNKNOWN_ID, quantity: 1 }, refused(400, 'productOptionID')),
    post('refuses a cartItemID without its cartID with 400', { productID, cartItemID: 1, quantity: 1 }, refused(400, 'cartID')),
    post('refuses a body that is not JSON with 400', '{"productID":', refused(400, 'JSON')),
    post(
      'answers 409 for a quantity above the stock',
      { productID: limited.productID, productOptionID: limited.productOptionID, quantity: limited.stock + 1 },
      refused(409, 'left'),
    ),
    post(
      'answers 409 for more than one line may hold, in the shopper’s words',
      { ...plentiful, quantity: MAX_QUANTITY_PER_LINE + 1 },
      refused(409, `At most ${MAX_QUANTITY_PER_LINE} of one item per cart`),
    ),
    {
      name: 'GET /api/cart/{cartID}/cart_summary answers 404 for an unknown cart',
      method: 'GET',
      path: `/api/cart/${UNKNOWN_CART_ID}/cart_summary`,
      headers,
      ...refused(404, UNKNOWN_CART_ID),
    },
    { name: 'GET /api/cart/{cartID}/cart_summary refuses a cartID that is not a uuid with 400', method: 'GET', path: '/api/cart/abc/cart_summary', headers, ...refused(400, 'cartID') },
    {
      name: 'DELETE /api/cart/{cartID}/items/{cartItemID}/ answers 404 for an unknown cart',
      method: 'DELETE',
      path: `/api/cart/${UNKNOWN_CART_ID}/items/1/`,
      headers,
      ...refused(404, UNKNOWN_CART_ID),
    },
    {
      name: 'DELETE /api/cart/{cartID}/items/{cartItemID}/ refuses a non-numeric item id with 400',
      method: 'DELETE',
      path: `/api/cart/${UNKNOWN_CART_ID}/items/first/`,
      headers,
      ...refused(400, 'cartItemID'),
    },
  ];
}
