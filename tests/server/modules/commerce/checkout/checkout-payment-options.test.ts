import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { SignedIn } from '@/tests/server/helpers/auth';
import { siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../commerce-requests';
import { guestCart, ownedCart, ring14, startCheckoutApp } from './checkout-app';
import { IDS, PROMO_IDS } from './checkout-fixture';
import { addItem, getCartCall, indiaAddress, lastCodeSentTo, placeOk, postOrder, putCart, uaeAddress } from './checkout-requests';

/**
 * What a checkout may pay with: cash on delivery (its code and limit), promotions (`PUT`/`PATCH`
 * modes and the coupon list) and the payment gateways; the other modes are in checkout-modes.test.ts.
 */
let t: TestApp;
let shopper: SignedIn;
beforeAll(async () => ({ t, shopper } = await startCheckoutApp()), 120_000);
afterAll(async () => t?.close());

describe('cash on delivery', () => {
  it('is refused without an address and for 560001; sends and verifies a code for 400001; then the order is cod_due', async () => {
    const cartID = await guestCart(t);
    expectFailure(await putCart(t.app, { cartID, mode: 'send_cod_otp' }), 409, 'Add a delivery address first');
    expect(expectSuccess<{ available: boolean; reason: string }>(await getCartCall(t.app, cartID, 'cod_check'))).toMatchObject({ available: false, reason: 'Add a delivery address first' });

    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingZip: '560001', billingCity: 'Bengaluru', billingState: 'Karnataka' })));
    expect(expectSuccess(await getCartCall(t.app, cartID, 'cod_check'))).toEqual({
      available: false,
      pincode: '560001',
      reason: 'Cash on delivery is not available for 560001',
      limit: 200000,
      verified: false,
    });
    expectFailure(await putCart(t.app, { cartID, mode: 'send_cod_otp' }), 409, 'Cash on delivery is not available for 560001');
    expectFailure(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'cod' }), 409, 'Cash on delivery is not available for 560001');

    const phone = '+919800012345';
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingPhone: phone })));
    expect(expectSuccess(await getCartCall(t.app, cartID, 'cod_check'))).toMatchObject({ available: true, pincode: '400001', reason: null, verified: false });
    // Without a verified code, COD is refused at placement.
    expectFailure(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'cod' }), 409, 'Verify the code sent to your phone to pay on delivery');

    const sent = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'send_cod_otp' }), 'Code sent to +91•••••12345');
    expect(sent.checkout.cod).toEqual({ verified: false, codeSentTo: '+91•••••12345' });
    expectFailure(await putCart(t.app, { cartID, mode: 'send_cod_otp' }), 429, /Please wait \d+ seconds/);
    const code = await lastCodeSentTo(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expectFailure(await putCart(t.app, { cartID, mode: 'verify_cod_otp', otp: wrong }), 422, 'The code is wrong or has expired');
    expectFailure(await putCart(t.app, { cartID, mode: 'verify_cod_otp', otp: '12ab' }), 400, /otp/);
    const verified = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'verify_cod_otp', otp: code }), 'Code verified');
    expect(verified.checkout.cod.verified).toBe(true);
    // A code is spent once.
    expectFailure(await putCart(t.app, { cartID, mode: 'verify_cod_otp', otp: code }), 422, 'The code is wrong or has expired');

    const gateways = expectSuccess<{ paymentSettingsGroupKey: string; available: boolean }[]>(await getCartCall(t.app, cartID, 'payment_gateways/'));
    expect(gateways.map((gateway) => [gateway.paymentSettingsGroupKey, gateway.available])).toEqual([
      ['card', true],
      ['cod', true],
      ['free', false],
    ]);
    const placed = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'cod', expectedTotal: 49951 });
    expect(placed).toMatchObject({ status: 'placed', paymentStatus: 'cod_due', next: 'confirmation', amountDue: 49951 });
  });

  it('forgets the verification when the phone changes, and kills a code after five wrong guesses', async () => {
    const cartID = await guestCart(t);
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingPhone: '+919800054321' })));
    expectSuccess(await putCart(t.app, { cartID, mode: 'send_cod_otp' }));
    const code = await lastCodeSentTo(t.app, '+919800054321');
    expectSuccess(await putCart(t.app, { cartID, mode: 'verify_cod_otp', otp: code }));
    const moved = expectSuccess<Cart>(await putCart(t.app, indiaAddress(cartID, { billingPhone: '+919800099999' })));
    expect(moved.checkout.cod).toEqual({ verified: false, codeSentTo: null });

    const other = await guestCart(t);
    expectSuccess(await putCart(t.app, indiaAddress(other, { billingPhone: '+919800077777' })));
    expectSuccess(await putCart(t.app, { cartID: other, mode: 'send_cod_otp' }));
    const right = await lastCodeSentTo(t.app, '+919800077777');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expectFailure(await putCart(t.app, { cartID: other, mode: 'verify_cod_otp', otp: wrong }), 422, /wrong or has expired/);
    expectFailure(await putCart(t.app, { cartID: other, mode: 'verify_cod_otp', otp: right }), 422, /wrong or has expired/);
  });

  it('is refused above the limit (UAE: AED 10,000)', async () => {
    const cartID = (await addItem(t.app, { productID: IDS.band, productOptionID: IDS.bandStd, quantity: 2 }, { locale: 'ae-en' })).cartID;
    await addItem(t.app, { cartID, productID: IDS.ring, productOptionID: IDS.ringSize13, quantity: 3 }, { locale: 'ae-en' });
    expectSuccess(await putCart(t.app, uaeAddress(cartID), { locale: 'ae-en' }));
    // 2 × 3,024.00 + 3 × 2,069.38 = 12,256.14 > 10,000.00.
    expect(expectSuccess(await getCartCall(t.app, cartID, 'cod_check', { locale: 'ae-en' }))).toMatchObject({
      available: false,
      limit: 10000,
      reason: 'Cash on delivery is available for orders up to AED 10,000.00',
    });
  });
});

describe('promotions', () => {
  it('applies by PUT or PATCH, and refuses with a specific message per rule', async () => {
    const coinOnly = await guestCart(t, { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 });
    expectFailure(await putCart(t.app, { cartID: coinOnly, mode: 'apply_promotion', couponCode: 'NOPE' }), 404, 'Coupon NOPE is not valid');
    expectFailure(await putCart(t.app, { cartID: coinOnly, mode: 'apply_promotion', couponCode: 'OLD5' }), 422, 'Coupon OLD5 has expired');
    expectFailure(await putCart(t.app, { cartID: coinOnly, mode: 'apply_promotion', couponCode: 'SOON5' }), 422, 'Coupon SOON5 is not active yet');
    expectFailure(await putCart(t.app, { cartID: coinOnly, mode: 'apply_promotion', couponCode: 'WELCOME10' }), 422, 'Coupon WELCOME10 needs a subtotal of ₹10,000');
    expectFailure(await putCart(t.app, { cartID: coinOnly, mode: 'apply_promotion', couponCode: 'RINGS5' }), 422, 'Coupon RINGS5 does not apply to any item in your cart');
    expectFailure(await putCart(t.app, { cartID: coinOnly, mode: 'apply_promotion', couponCode: '' }), 400, /couponCode/);
    expectFailure(await putCart(t.app, { cartID: coinOnly, mode: 'gift_buy', recipientName: 'A' }, {}, 'PATCH'), 400, /mode/);

    const cartID = await guestCart(t);
    const applied = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' }, {}, 'PATCH'), 'Promotion WELCOME10 applied');
    // 10 % of ₹49,951 = 4995.1 → 4995 (under the ₹5,000 cap).
    expect(applied.totals).toMatchObject({ subtotal: 49951, discount: 4995, total: 44956 });
    expect(applied.promoID).toBe(PROMO_IDS.WELCOME10);
    expectFailure(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' }), 409, 'Coupon WELCOME10 is already applied');
    expectFailure(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'FLAT1000' }), 409, 'Coupon FLAT1000 cannot be combined with WELCOME10; remove WELCOME10 first');
    expectFailure(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'RINGS5' }), 409, /cannot be combined with WELCOME10/);

    expectFailure(await putCart(t.app, { cartID, mode: 'remove_promotion', promoID: PROMO_IDS.FLAT1000 }), 404, /not found/);
    const removed = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'remove_promotion', promoID: PROMO_IDS.WELCOME10 }, {}, 'PATCH'), 'Promotion removed');
    expect(removed.totals).toMatchObject({ discount: 0, total: 49951 });
    expect(removed.promoID).toBeNull();
    expect(removed.extra.applied_promotions).toEqual({});
  });

  it('lists the live coupons with whether this cart may use each', async () => {
    const cartID = await guestCart(t);
    expectSuccess(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'RINGS5' }));
    const list = expectSuccess<{ couponCode: string; applied: boolean; applicable: boolean; reason: string | null; value: number }[]>(await getCartCall(t.app, cartID, 'promotions_list/'));
    const byCode = Object.fromEntries(list.map((row) => [row.couponCode, row]));
    expect(Object.keys(byCode).sort()).toEqual(['ALL3', 'FLAT1000', 'PEND7', 'RINGS5', 'WELCOME10']);
    expect(byCode.RINGS5).toMatchObject({ applied: true, applicable: true, reason: null, value: 5 });
    expect(byCode.ALL3).toMatchObject({ applied: false, applicable: true, reason: null });
    expect(byCode.WELCOME10).toMatchObject({ applicable: false, reason: 'Coupon WELCOME10 cannot be combined with RINGS5; remove RINGS5 first' });
    expect(byCode.PEND7).toMatchObject({ applicable: false, reason: 'Coupon PEND7 does not apply to any item in your cart' });
  });

  it('refuses a once-per-customer coupon the customer already used, and drops one that stopped applying', async () => {
    const first = await ownedCart(t, shopper);
    const as = { auth: shopper.headers };
    expectSuccess(await putCart(t.app, indiaAddress(first), as));
    expectSuccess(await putCart(t.app, { cartID: first, mode: 'apply_promotion', couponCode: 'WELCOME10' }, as));
    await placeOk(t.app, first, { paymentSettingsGroupKey: 'card' }, as);

    const again = await ownedCart(t, shopper);
    expectFailure(await putCart(t.app, { cartID: again, mode: 'apply_promotion', couponCode: 'WELCOME10' }, as), 409, 'You have already used coupon WELCOME10');
    // A guest known by the same e-mail is the same customer.
    const guest = await guestCart(t);
    expectSuccess(await putCart(t.app, indiaAddress(guest)));
    expectFailure(await putCart(t.app, { cartID: guest, mode: 'apply_promotion', couponCode: 'WELCOME10' }), 409, 'You have already used coupon WELCOME10');

    // FLAT1000 needs ₹25,000: removing the ring leaves a ₹1,082 coin, and the coupon drops off with a notice.
    const cart = await addItem(t.app, { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 });
    await addItem(t.app, { cartID: cart.cartID, ...ring14 });
    const withCoupon = expectSuccess<Cart>(await putCart(t.app, { cartID: cart.cartID, mode: 'apply_promotion', couponCode: 'FLAT1000' }));
    expect(withCoupon.totals.discount).toBe(1000);
    const ringLine = withCoupon.items.find((item) => item.productOptionID === IDS.ringSize14)!;
    const after = expectSuccess<Cart>(await t.app.inject({ method: 'DELETE', url: `/api/cart/${cart.cartID}/items/${ringLine.cartItemID}/`, headers: siteHeaders('in-en') }));
    expect(after.totals).toMatchObject({ subtotal: 1082, discount: 0, total: 1082 });
    expect(after.notices).toContainEqual({ cartItemID: 0, code: 'promotion_removed', message: 'Coupon FLAT1000 was removed from your cart: Coupon FLAT1000 needs a subtotal of ₹25,000' });
  });
});

describe('payment gateways', () => {
  it('offers free only when nothing is due, card only when something is', async () => {
    const cartID = await ownedCart(t, shopper, { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 });
    const as = { auth: shopper.headers };
    expectSuccess(await putCart(t.app, indiaAddress(cartID), as));
    expectSuccess(await putCart(t.app, { cartID, mode: 'apply_usercredit' }, as));
    const gateways = expectSuccess<{ paymentSettingsGroupKey: string; available: boolean; reason: string | null }[]>(await getCartCall(t.app, cartID, 'payment_gateways/', as));
    expect(gateways).toEqual([
      expect.objectContaining({ paymentSettingsGroupKey: 'card', available: false, reason: 'Nothing to pay: your store credit covers this order' }),
      expect.objectContaining({ paymentSettingsGroupKey: 'cod', available: false, reason: 'Nothing to pay: your store credit covers this order' }),
      expect.objectContaining({ paymentSettingsGroupKey: 'free', available: true, reason: null }),
    ]);
  });
});
