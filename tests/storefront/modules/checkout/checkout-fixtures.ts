import type { Cart } from '@/shared/contracts/cart';
import type { Order } from '@/shared/contracts/order-placement';

/** A server cart as the services answer it (India, whole rupees), for the checkout's component tests. */
export const CART_ID = '3f1c2a9e-6a59-4a9e-9d0c-2f1f0a7b5c11';

export function serverCart(overrides: Partial<Cart> = {}): Cart {
  return {
    cartID: CART_ID,
    items: [
      {
        cartItemID: 11,
        productID: 101,
        productOptionID: 1001,
        orderItemQuantity: 2,
        orderItemPrice: 24134,
        orderItemSubtotal: 48268,
        orderPromoDiscountAmount: 0,
        orderPromoCode: null,
        businessName: 'SLV Jewellers',
        isLoading: false,
        itemDetails: {
          productOptionName: 'Size 12',
          offer_price: 24134,
          actualPrice: 25000,
          name: 'Lotus Gold Ring',
          slug: 'lotus-gold-ring',
          sku: 'RG-LOT-22',
          image: 'lotus-ring.svg',
          metal: 'gold',
          purity: '22K',
          stock: 5,
          addedPrice: 24134,
        },
      },
    ],
    orderQty: 2,
    orderSubtotal: 48268,
    promoID: null,
    view_image_path: '/images/products/',
    currencyCode: 'INR',
    decimalPlaces: 0,
    extra: { userShippingAddress: null, applied_promotions: {} },
    totals: { subtotal: 48268, discount: 0, shipping: 0, tax: 1406, total: 48268, credit: 0, amountDue: 48268 },
    checkout: {
      gift: null,
      billingAddress: null,
      billingEmail: null,
      shippingAddress: null,
      billingAddressDifferent: 'No',
      storeCredit: null,
      cod: { verified: false, codeSentTo: null },
    },
    notices: [],
    ...overrides,
  };
}

export const ADDRESS = {
  firstName: 'Asha', lastName: 'Rao', address1: '12 Marine Drive', address2: '', city: 'Mumbai', zip: '400001', state: 'Maharashtra', country: 'India', phone: '+919876543210',
};

/** The cart once the shopper's address is on it. */
export function cartWithAddress(overrides: Partial<Cart> = {}): Cart {
  const base = serverCart();
  return serverCart({
    checkout: { ...base.checkout, billingAddress: ADDRESS, shippingAddress: ADDRESS, billingEmail: 'asha@example.com' },
    ...overrides,
  });
}

export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderID: 42,
    orderNumber: 'SLV-IN-100042',
    status: 'placed',
    paymentMethod: 'cod',
    paymentStatus: 'cod_due',
    currencyCode: 'INR',
    decimalPlaces: 0,
    placedAt: '2026-11-22T10:30:00.000Z',
    email: 'asha@example.com',
    phone: '+919876543210',
    items: [
      {
        orderLineID: 1, productID: 101, productOptionID: 1001, name: 'Lotus Gold Ring', optionLabel: 'Size 12', sku: 'RG-LOT-22', image: 'lotus-ring.svg',
        metal: 'gold', purity: '22K', quantity: 2, unitPrice: 24134, lineSubtotal: 48268, discount: 0, tax: 1406, lineTotal: 48268, status: 'placed',
      },
    ],
    totals: { subtotal: 48268, discount: 0, shipping: 0, tax: 1406, total: 48268, credit: 0, amountDue: 48268, excess: 0 },
    billingAddress: ADDRESS,
    shippingAddress: ADDRESS,
    gift: null,
    promotions: [],
    events: [{ status: 'placed', note: '', at: '2026-11-22T10:30:00.000Z' }],
    payment: null,
    ...overrides,
  };
}
