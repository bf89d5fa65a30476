import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { SignedIn } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../commerce-requests';
import { guestCart, ownedCart, ring14, startCheckoutApp } from './checkout-app';
import { getCartCall, indiaAddress, putCart } from './checkout-requests';

/**
 * The checkout's own `PUT /api/cart/` modes (gift, addresses, store credit), with each refusal's
 * status and message; cash on delivery, promotions and gateways are in checkout-payment-options.test.ts.
 */
let t: TestApp;
let shopper: SignedIn;
let rohan: SignedIn;
beforeAll(async () => ({ t, shopper, rohan } = await startCheckoutApp()), 120_000);
afterAll(async () => t?.close());

describe('gift_buy', () => {
  it('adds and removes gift details', async () => {
    const cartID = await guestCart(t);
    const cart = expectSuccess<Cart>(
      await putCart(t.app, { cartID, mode: 'gift_buy', recipientName: 'Asha', giftMessage: 'Happy birthday', giftWrap: true }),
      'Gift details added',
    );
    expect(cart.checkout.gift).toEqual({ recipientName: 'Asha', giftMessage: 'Happy birthday', giftWrap: true });
    const removed = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'gift_buy', isGift: 'No' }), 'Gift details removed');
    expect(removed.checkout.gift).toBeNull();
  });

  it('refuses a gift without a recipient, a message over 250 characters, and an unknown mode, naming the field', async () => {
    const cartID = await guestCart(t);
    expectFailure(await putCart(t.app, { cartID, mode: 'gift_buy' }), 400, /recipientName/);
    expectFailure(await putCart(t.app, { cartID, mode: 'gift_buy', recipientName: 'A', giftMessage: 'x'.repeat(251) }), 400, /giftMessage/);
    expectFailure(await putCart(t.app, { cartID, mode: 'teleport' }), 400, /mode/);
    expectFailure(await putCart(t.app, { mode: 'gift_buy', recipientName: 'A' }), 400, /cartID/);
    expectFailure(await putCart(t.app, { cartID: '00000000-0000-4000-8000-000000000000', mode: 'gift_buy', recipientName: 'A' }), 404, /not found/);
  });
});

describe('add_address', () => {
  it('stores billing as shipping when billingAddressDifferent is No', async () => {
    const cartID = await guestCart(t);
    const cart = expectSuccess<Cart>(await putCart(t.app, indiaAddress(cartID)), 'Address added');
    expect(cart.checkout).toMatchObject({
      billingEmail: 'priya@example.com',
      billingAddressDifferent: 'No',
      shippingAddress: { firstName: 'Priya', zip: '400001', city: 'Mumbai', phone: '+919876543210' },
    });
    expect(cart.extra.userShippingAddress).toMatchObject({ zip: '400001' });
  });

  it('needs the shipping fields when billing is different: 400 naming the first missing one', async () => {
    const cartID = await guestCart(t);
    expectFailure(await putCart(t.app, indiaAddress(cartID, { billingAddressDifferent: 'Yes' })), 400, 'body.shippingFirstName: is required when billingAddressDifferent is Yes');
    expectFailure(
      await putCart(t.app, indiaAddress(cartID, { billingAddressDifferent: 'Yes', shippingFirstName: 'A', shippingLastName: 'B', shippingAddress1: 'x', shippingCity: 'Pune' })),
      400,
      /body\.shippingZip/,
    );
    const cart = expectSuccess<Cart>(
      await putCart(
        t.app,
        indiaAddress(cartID, {
          billingAddressDifferent: 'Yes',
          shippingFirstName: 'Meera',
          shippingLastName: 'Rao',
          shippingAddress1: '5 MG Road',
          shippingCity: 'Bengaluru',
          shippingZip: '560001',
          shippingCountry: 'India',
          shippingPhone: '+919800000001',
        }),
      ),
    );
    expect(cart.checkout.shippingAddress).toMatchObject({ firstName: 'Meera', zip: '560001' });
    expect(cart.checkout.billingAddress).toMatchObject({ firstName: 'Priya', zip: '400001' });
  });

  it('refuses a missing or malformed field (400 naming it) and a pincode not served (409)', async () => {
    const cartID = await guestCart(t);
    const { billingZip: _zip, ...withoutZip } = indiaAddress(cartID);
    expectFailure(await putCart(t.app, withoutZip), 400, /billingZip/);
    expectFailure(await putCart(t.app, indiaAddress(cartID, { billingEmail: 'not-an-email' })), 400, /billingEmail/);
    expectFailure(await putCart(t.app, indiaAddress(cartID, { billingZip: 'DXB-01' })), 400, /body\.billingZip: must be a 6-digit PIN code/);
    expectFailure(await putCart(t.app, indiaAddress(cartID, { billingZip: '999999', billingState: '' })), 409, 'We do not deliver to 999999 yet');
    expectFailure(await putCart(t.app, indiaAddress(cartID, { billingZip: '123456', billingState: 'Haryana' })), 409, 'We do not deliver to 123456 yet');
  });

  it('refuses a PIN code outside the chosen state (422 naming the field, in the shopper\'s language), billing first, then shipping', async () => {
    const cartID = await guestCart(t);
    expectFailure(
      await putCart(t.app, indiaAddress(cartID, { billingCity: 'Bengaluru', billingState: 'Karnataka' })),
      422,
      'PIN code 400001 is not in Karnataka: check the PIN code or the state',
    );
    const refused = await putCart(t.app, indiaAddress(cartID, { billingCity: 'Bengaluru', billingState: 'Karnataka' }));
    expect(refused.json().data).toEqual({ field: 'body.billingZip' });
    const shipping = await putCart(
      t.app,
      indiaAddress(cartID, {
        billingAddressDifferent: 'Yes',
        shippingFirstName: 'Meera', shippingLastName: 'Rao', shippingAddress1: '5 MG Road', shippingCity: 'Bengaluru',
        shippingZip: '400001', shippingState: 'Karnataka', shippingCountry: 'India', shippingPhone: '+919800000001',
      }),
    );
    expectFailure(shipping, 422, 'PIN code 400001 is not in Karnataka: check the PIN code or the state');
    expect(shipping.json().data).toEqual({ field: 'body.shippingZip' });
    const hindiCart = await guestCart(t, ring14, 'in-hi');
    expectFailure(
      await putCart(t.app, indiaAddress(hindiCart, { billingState: 'Karnataka' }), { locale: 'in-hi' }),
      422,
      'पिन कोड 400001 कर्नाटक में नहीं है: पिन कोड या राज्य जाँच लें',
    );
    // Nothing was stored: the cart still has no address.
    expect(expectSuccess<Cart>(await putCart(t.app, indiaAddress(cartID, { billingCity: 'Bengaluru', billingState: 'Karnataka', billingZip: '560001' }))).checkout.shippingAddress).toMatchObject({ zip: '560001' });
  });

  it("saves to a signed-in shopper's list (once), fills shipping from a saved address, and refuses someone else's", async () => {
    const cartID = await ownedCart(t, rohan);
    const as = { auth: rohan.headers };
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { shippingSaveToList: 'yes' }), as));
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { shippingSaveToList: 'yes' }), as));
    const list = expectSuccess<{ addresses: { addressID: number; zipcode: string }[]; selectedShippingID: number | null }>(await getCartCall(t.app, cartID, 'address_list/', as));
    expect(list.addresses.map((address) => address.zipcode)).toEqual(['400001']);
    const savedID = list.addresses[0]!.addressID;

    const cart = expectSuccess<Cart>(await putCart(t.app, indiaAddress(cartID, { shippingID: savedID, billingFirstName: 'Other' }), as));
    expect(cart.checkout.shippingAddress).toMatchObject({ firstName: 'Priya', zip: '400001' });
    expect((await getCartCall(t.app, cartID, 'address_list/', as)).json().data.selectedShippingID).toBe(savedID);

    // The shopper's cart cannot use Rohan's address; a guest's request to save is ignored.
    const other = await ownedCart(t, shopper);
    expectFailure(await putCart(t.app, indiaAddress(other, { shippingID: savedID }), { auth: shopper.headers }), 404, /Address/);
    const guest = await guestCart(t);
    expectSuccess(await putCart(t.app, indiaAddress(guest, { shippingSaveToList: 'yes' })));
    expect(expectSuccess<{ addresses: unknown[] }>(await getCartCall(t.app, guest, 'address_list/')).addresses).toEqual([]);
  });

  it("answers an owned cart only to its owner's token", async () => {
    const cartID = await ownedCart(t, rohan);
    expectFailure(await putCart(t.app, indiaAddress(cartID)), 404, /not found/);
    expectFailure(await putCart(t.app, indiaAddress(cartID), { auth: shopper.headers }), 404, /not found/);
    expectFailure(await getCartCall(t.app, cartID, 'address_list/'), 404, /not found/);
  });
});

describe('apply_usercredit', () => {
  it("needs the owner's token, applies all or part up to the lesser of balance and total, and takes it off with amount 0", async () => {
    const guest = await guestCart(t);
    expectFailure(await putCart(t.app, { cartID: guest, mode: 'apply_usercredit' }), 401, 'Invalid User');
    expectFailure(await putCart(t.app, { cartID: guest, mode: 'apply_usercredit' }, { auth: shopper.headers }), 401, 'Invalid User');

    const cartID = await ownedCart(t, shopper);
    const as = { auth: shopper.headers };
    // Ring size 14 costs ₹49,951; the balance ₹25,000: any whole amount up to the lesser of the two, nothing above, no paise.
    expectFailure(await putCart(t.app, { cartID, mode: 'apply_usercredit', amount: 25001 }, as), 422, 'Enter a store credit amount up to ₹25,000');
    expectFailure(await putCart(t.app, { cartID, mode: 'apply_usercredit', amount: 1000.4 }, as), 422, 'Enter a store credit amount up to ₹25,000');
    const full = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_usercredit' }, as), 'Store credit applied');
    expect(full.totals).toMatchObject({ total: 49951, credit: 25000, amountDue: 24951 });
    const some = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_usercredit', amount: 1000 }, as));
    expect(some.totals).toMatchObject({ credit: 1000, amountDue: 48951 });
    expect(some.checkout.storeCredit).toEqual({ balance: 25000, applied: 1000 });
    const none = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_usercredit', amount: 0 }, as), 'Store credit removed');
    expect(none.totals).toMatchObject({ credit: 0, amountDue: 49951 });
    expect(none.checkout.storeCredit).toEqual({ balance: 25000, applied: 0 });
    expectFailure(await putCart(t.app, { cartID, mode: 'apply_usercredit', amount: -1 }, as), 400, /amount/);

    const rohanCart = await ownedCart(t, rohan);
    expectFailure(await putCart(t.app, { cartID: rohanCart, mode: 'apply_usercredit' }, { auth: rohan.headers }), 409, 'You have no store credit to apply');
  });
});
