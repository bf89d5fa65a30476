import { type ContractCase, refused } from './contract-case';
import { siteHeadersOf, UNKNOWN_CART_ID, UNKNOWN_ID } from './known-data';

/**
 * Checkout requests that need no state: every new call refuses bad input with a 400 naming the
 * field, an unknown cart or order with a 404, a forged payment result with a 400. The stateful
 * journeys are checkout-sequence.ts.
 */
export function checkoutCases(): ContractCase[] {
  const headers = siteHeadersOf('in-en');
  const put = (name: string, body: unknown, expected: Pick<ContractCase, 'status' | 'schema' | 'messageIncludes'>, method: ContractCase['method'] = 'PUT'): ContractCase => ({
    name: `${method} /api/cart/ ${name}`,
    method,
    path: '/api/cart/',
    headers,
    body,
    ...expected,
  });
  const get = (path: string, name: string, expected: Pick<ContractCase, 'status' | 'schema' | 'messageIncludes'>, requestHeaders = headers): ContractCase => ({ name: `GET ${path} ${name}`, method: 'GET', path, headers: requestHeaders, ...expected });
  const address = { cartID: UNKNOWN_CART_ID, mode: 'add_address', billingFirstName: 'A', billingLastName: 'B', billingAddress1: '1 Road', billingCity: 'Mumbai', billingZip: '400001', billingCountry: 'India', billingPhone: '+919876543210', billingEmail: 'a@example.com', billingAddressDifferent: 'No' };
  return [
    put('refuses an unknown mode with 400', { cartID: UNKNOWN_CART_ID, mode: 'make_it_free' }, refused(400, 'mode')),
    put('refuses a body without a mode with 400', { cartID: UNKNOWN_CART_ID }, refused(400, 'mode')),
    put('refuses a cartID that is not a uuid with 400', { cartID: 'cart-1', mode: 'send_cod_otp' }, refused(400, 'cartID')),
    put('refuses an address without a phone with 400', { ...address, billingPhone: undefined }, refused(400, 'billingPhone')),
    put('refuses an address with a bad e-mail with 400', { ...address, billingEmail: 'not-an-email' }, refused(400, 'billingEmail')),
    put('refuses a gift message over 250 characters with 400', { cartID: UNKNOWN_CART_ID, mode: 'gift_buy', recipientName: 'Asha', giftMessage: 'x'.repeat(251) }, refused(400, 'giftMessage')),
    put('refuses a code that is not 6 digits with 400', { cartID: UNKNOWN_CART_ID, mode: 'verify_cod_otp', otp: '12' }, refused(400, 'otp')),
    put('refuses a negative credit with 400', { cartID: UNKNOWN_CART_ID, mode: 'apply_usercredit', amount: -1 }, refused(400, 'amount')),
    put('refuses an empty coupon with 400', { cartID: UNKNOWN_CART_ID, mode: 'apply_promotion', couponCode: ' ' }, refused(400, 'couponCode')),
    put('answers 404 for an unknown cart', address, refused(404, UNKNOWN_CART_ID)),
    put('answers 404 for an unknown cart (promotion)', { cartID: UNKNOWN_CART_ID, mode: 'apply_promotion', couponCode: 'WELCOME10' }, refused(404, UNKNOWN_CART_ID), 'PATCH'),
    put('refuses a mode other than the promotions with 400', { cartID: UNKNOWN_CART_ID, mode: 'gift_buy', recipientName: 'Asha' }, refused(400, 'mode'), 'PATCH'),
    { ...put('refuses a request without site headers with 400', { cartID: UNKNOWN_CART_ID, mode: 'send_cod_otp' }, refused(400, 'Header websiteID is required')), headers: {} },
    get(`/api/cart/${UNKNOWN_CART_ID}/promotions_list/`, 'answers 404 for an unknown cart', refused(404, UNKNOWN_CART_ID)),
    get('/api/cart/abc/promotions_list/', 'refuses a cartID that is not a uuid with 400', refused(400, 'cartID')),
    get(`/api/cart/${UNKNOWN_CART_ID}/address_list/`, 'answers 404 for an unknown cart', refused(404, UNKNOWN_CART_ID)),
    get(`/api/cart/${UNKNOWN_CART_ID}/cod_check`, 'answers 404 for an unknown cart', refused(404, UNKNOWN_CART_ID)),
    get(`/api/cart/${UNKNOWN_CART_ID}/payment_gateways/`, 'answers 404 for an unknown cart', refused(404, UNKNOWN_CART_ID)),
    get(`/api/cart/${UNKNOWN_CART_ID}/payment_gateways/`, 'refuses a request without site headers with 400', refused(400, 'Header websiteID is required'), {}),
    {
      name: 'POST /api/cart/postorders/{cartID}/ refuses a request without an Idempotency-Key with 400',
      method: 'POST',
      path: `/api/cart/postorders/${UNKNOWN_CART_ID}/`,
      headers,
      body: { paymentSettingsGroupKey: 'card' },
      ...refused(400, 'Idempotency-Key'),
    },
    {
      name: 'POST /api/cart/postorders/{cartID}/ refuses an unknown payment method with 400',
      method: 'POST',
      path: `/api/cart/postorders/${UNKNOWN_CART_ID}/`,
      headers: { ...headers, 'Idempotency-Key': 'contract-case-1' },
      body: { paymentSettingsGroupKey: 'cheque' },
      ...refused(400, 'paymentSettingsGroupKey'),
    },
    {
      name: 'POST /api/cart/postorders/{cartID}/ answers 404 for an unknown cart',
      method: 'POST',
      path: `/api/cart/postorders/${UNKNOWN_CART_ID}/`,
      headers: { ...headers, 'Idempotency-Key': 'contract-case-2' },
      body: { paymentSettingsGroupKey: 'card' },
      ...refused(404, UNKNOWN_CART_ID),
    },
    get(`/api/cart/orders/${UNKNOWN_ID}/`, 'answers 404 for an unknown order', refused(404, `Order ${UNKNOWN_ID} not found`)),
    get(`/api/cart/orders/${UNKNOWN_ID}/?key=guess`, 'answers 404 for an unknown order with a key', refused(404, `Order ${UNKNOWN_ID} not found`)),
    get('/api/cart/orders/first/', 'refuses an order id that is not a number with 400', refused(400, 'orderID')),
    {
      name: 'POST /api/cart/handlePaymnt/ refuses a forged result with 400',
      method: 'POST',
      path: '/api/cart/handlePaymnt/',
      headers,
      body: { orderID: 1, paymentID: 'pay_forged', status: 'succeeded', signature: 'not-a-signature' },
      ...refused(400, 'Payment signature is not valid'),
    },
    {
      name: 'POST /api/cart/handlePaymnt/ refuses an unknown status with 400',
      method: 'POST',
      path: '/api/cart/handlePaymnt/',
      headers,
      body: { orderID: 1, paymentID: 'pay_x', status: 'maybe', signature: 'x' },
      ...refused(400, 'status'),
    },
  ];
}

