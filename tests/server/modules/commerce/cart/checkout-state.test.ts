import { describe, expect, it } from 'vitest';
import { placedCheckoutExtra, readCheckoutState, restoredCheckoutExtra } from '@/server/modules/commerce/cart';

const address = { firstName: 'Meera', lastName: 'Iyer', address1: '21 Marine Drive', address2: '', city: 'Mumbai', state: 'Maharashtra', country: 'India', zip: '400001', phone: '+919876501234' };
const chosen = readCheckoutState({
  checkout: {
    gift: { recipientName: 'Asha', giftMessage: 'Happy birthday', giftWrap: true },
    billingAddress: address,
    shippingAddress: address,
    billingEmail: 'meera@example.com',
    shippingID: 12,
    promotionIds: [3, 9],
    credit: { requestedMinor: 50_000 },
  },
});

describe('the checkout a card order was placed with', () => {
  it('is kept beside the fresh checkout and given back after its payment failed: coupons, addresses, saved address, gift, store credit', () => {
    expect(chosen.shippingAddress).toEqual(address);
    const placed = placedCheckoutExtra({ other: 1 }, chosen, 42);
    expect(readCheckoutState(placed)).toMatchObject({ gift: null, shippingAddress: null, promotionIds: [], credit: null, billingEmail: 'meera@example.com' });
    const restored = restoredCheckoutExtra(placed, 42)!;
    expect(restored.state).toEqual(chosen);
    expect(readCheckoutState(restored.extra)).toEqual(chosen);
    expect(restored.extra).toMatchObject({ other: 1 });
    expect(restored.extra).not.toHaveProperty('placedCheckout');
  });

  it('is not given back for another order, nor over a checkout the shopper has started again', () => {
    const placed = placedCheckoutExtra({}, chosen, 42);
    expect(restoredCheckoutExtra(placed, 43)).toBeNull();
    const started = { ...placed, checkout: { ...readCheckoutState(placed), promotionIds: [5] } };
    expect(restoredCheckoutExtra(started, 42)!.state.promotionIds).toEqual([5]);
    expect(restoredCheckoutExtra({}, 42)).toBeNull();
  });
});
