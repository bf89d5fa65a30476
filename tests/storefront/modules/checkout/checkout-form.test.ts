import { describe, expect, it } from 'vitest';
import { emptyAddress, toAddressArgs, validateAddress, validateEmail } from '@/storefront/modules/checkout/checkout-form';
import { readPaymentReturn } from '@/storefront/modules/shell/payment-return';
import { ADDRESS, CART_ID } from './checkout-fixtures';

describe('checkout address form', () => {
  it('names every missing required field, and nothing optional', () => {
    expect(validateAddress(emptyAddress(''), 'in')).toEqual({
      firstName: 'required', lastName: 'required', address1: 'required', city: 'required', zip: 'required', country: 'required', phone: 'required',
    });
  });

  it('takes India’s 6-digit PIN codes only in India, the area codes elsewhere', () => {
    expect(validateAddress({ ...ADDRESS, zip: '40001' }, 'in')).toEqual({ zip: 'zip' });
    expect(validateAddress({ ...ADDRESS, zip: 'DXB-01' }, 'in')).toEqual({ zip: 'zip' });
    expect(validateAddress({ ...ADDRESS, zip: 'DXB-01' }, 'ae')).toEqual({});
    expect(validateAddress({ ...ADDRESS, zip: '-' }, 'ae')).toEqual({ zip: 'zip' });
  });

  it('refuses an Indian PIN code outside the state chosen (Karnataka with 400001), and checks nothing without a state or outside India', () => {
    expect(validateAddress({ ...ADDRESS, city: 'Bengaluru', state: 'Karnataka' }, 'in')).toEqual({ zip: 'pinState' });
    expect(validateAddress({ ...ADDRESS, city: 'Bengaluru', state: 'Karnataka', zip: '560001' }, 'in')).toEqual({});
    expect(validateAddress({ ...ADDRESS, state: '' }, 'in')).toEqual({});
    expect(validateAddress({ ...ADDRESS, country: 'United Arab Emirates', state: 'Dubai', zip: 'DXB-01' }, 'ae')).toEqual({});
  });

  it('refuses a phone that is not 6 to 15 digits and text past the services’ limits', () => {
    expect(validateAddress({ ...ADDRESS, phone: '12345' }, 'in')).toEqual({ phone: 'phone' });
    expect(validateAddress({ ...ADDRESS, city: 'x'.repeat(101) }, 'in')).toEqual({ city: 'tooLong' });
    expect(validateAddress({ ...ADDRESS, phone: '98765 43210' }, 'in')).toEqual({});
  });

  it('checks the e-mail', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('asha@')).toBe('email');
    expect(validateEmail(' asha@example.com ')).toBeUndefined();
  });

  it('sends the billing address alone when delivery goes there, with the phone in full and the placeholder coordinates', () => {
    const args = toAddressArgs({ cartID: CART_ID, email: ' Asha@Example.com ', billing: { ...ADDRESS, phone: '98765 43210', zip: ' 400001 ' }, shipping: null, saveToList: false, phoneCode: '+91' });
    expect(args).toEqual({
      cartID: CART_ID, billingFirstName: 'Asha', billingLastName: 'Rao', billingAddress1: '12 Marine Drive', billingAddress2: '', billingCity: 'Mumbai',
      billingZip: '400001', billingState: 'Maharashtra', billingCountry: 'India', billingPhone: '+919876543210', billingEmail: 'asha@example.com',
      billingAddressDifferent: 'No', shippingSaveToList: 'no', latitude: 'latitude', longitude: 'longitude',
    });
  });

  it('sends the shipping fields, the saved address id and "save to list" when they apply', () => {
    const args = toAddressArgs({ cartID: CART_ID, email: 'a@b.co', billing: ADDRESS, shipping: { ...ADDRESS, firstName: 'Ravi', city: 'Pune', zip: '411001' }, shippingID: 9, saveToList: true, phoneCode: '+91' });
    expect(args).toMatchObject({ billingAddressDifferent: 'Yes', shippingID: 9, shippingSaveToList: 'yes', shippingFirstName: 'Ravi', shippingCity: 'Pune', shippingZip: '411001', billingCity: 'Mumbai' });
  });
});

describe('payment return query', () => {
  it('reads the signed result as handlePaymnt/ takes it', () => {
    expect(readPaymentReturn({ orderID: '42', paymentID: 'pay_1', status: 'failed', reason: 'Card declined', signature: 'sig' }))
      .toEqual({ orderID: 42, paymentID: 'pay_1', status: 'failed', reason: 'Card declined', signature: 'sig' });
    expect(readPaymentReturn({ orderID: '42', paymentID: 'pay_1', status: 'succeeded', signature: 'sig' })).toEqual({ orderID: 42, paymentID: 'pay_1', status: 'succeeded', signature: 'sig' });
  });

  it('sends nothing for a partial or malformed query', () => {
    expect(readPaymentReturn({ orderID: '42', paymentID: 'pay_1', status: 'succeeded' })).toBeNull();
    expect(readPaymentReturn({ orderID: 'x', paymentID: 'pay_1', status: 'succeeded', signature: 's' })).toBeNull();
    expect(readPaymentReturn({ orderID: '42', paymentID: 'pay_1', status: 'paid', signature: 's' })).toBeNull();
    expect(readPaymentReturn({ orderID: ['42', '43'], paymentID: 'pay_1', status: 'succeeded', signature: 's' })).toBeNull();
  });
});
