// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  cartItems,
  loadTagManager,
  productItem,
  trackAddPaymentInfo,
  trackAddShippingInfo,
  trackAddToCart,
  trackBeginCheckout,
  trackPurchase,
  trackViewItem,
} from '@/storefront/lib/analytics';
import { placedOrder, serverCart } from '../modules/checkout/checkout-fixtures';

afterEach(() => {
  window.dataLayer = [];
  window.sessionStorage.clear();
  document.getElementById('gtm-script')?.remove();
});

const events = () => (window.dataLayer ?? []).filter((entry) => 'event' in entry);

describe('GA4 e-commerce events', () => {
  it('clears the previous ecommerce object before every push, as GA4 asks', () => {
    trackViewItem({ currency: 'INR', item: { item_id: 'RG-LOT-22', item_name: 'Lotus Gold Ring', price: 24134, quantity: 1 } });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'INR', value: 24134, items: [{ item_id: 'RG-LOT-22', item_name: 'Lotus Gold Ring', price: 24134, quantity: 1 }] } },
    ]);
  });

  it('describes a product page’s piece with the chosen option’s price', () => {
    const product = { sku: 'RG-LOT-22', name: 'Lotus Gold Ring', categoryName: 'Rings', price: 24000 };
    expect(productItem(product)).toEqual({ item_id: 'RG-LOT-22', item_name: 'Lotus Gold Ring', item_category: 'Rings', price: 24000, quantity: 1 });
    expect(productItem(product, { label: 'Size 12', price: 24134 }, 2)).toEqual({
      item_id: 'RG-LOT-22', item_name: 'Lotus Gold Ring', item_variant: 'Size 12', item_category: 'Rings', price: 24134, quantity: 2,
    });
  });

  it('values add_to_cart at what the server added to the cart', () => {
    trackAddToCart({ currency: 'AED', item: { item_id: 'X', item_name: 'Chain', price: 1250.5, quantity: 2 }, value: 2501 });
    expect(events()[0]).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'AED', value: 2501 } });
  });

  it('describes the cart with the server’s prices, discounts and coupon', () => {
    const cart = serverCart({
      extra: { userShippingAddress: null, applied_promotions: { 3: { couponCode: 'WELCOME10', currencyCode: 'INR', name: 'Welcome', discount: 4827 } } },
      totals: { subtotal: 48268, discount: 4827, shipping: 0, tax: 1265, total: 43441, credit: 0, amountDue: 43441 },
    });
    cart.items[0]!.orderPromoDiscountAmount = 4827;
    cart.items[0]!.orderPromoCode = 'WELCOME10';
    trackBeginCheckout(cart);
    expect(events()[0]).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'INR', value: 43441, coupon: 'WELCOME10',
        items: [{ item_id: 'RG-LOT-22', item_name: 'Lotus Gold Ring', item_variant: 'Size 12', price: 24134, quantity: 2, discount: 4827, coupon: 'WELCOME10' }],
      },
    });
  });

  it("sends shipping_tier 'Ground' and the payment type", () => {
    trackAddShippingInfo(serverCart());
    trackAddPaymentInfo(serverCart(), 'cod');
    expect(events().map((entry) => [entry.event, (entry.ecommerce as Record<string, unknown>).shipping_tier ?? (entry.ecommerce as Record<string, unknown>).payment_type]))
      .toEqual([['add_shipping_info', 'Ground'], ['add_payment_info', 'cod']]);
  });

  it('pushes purchase once per order, even when the confirmation page is reloaded', () => {
    const order = placedOrder({ promotions: [{ promoID: 3, couponCode: 'WELCOME10', discount: 100 }] });
    expect(trackPurchase(order)).toBe(true);
    expect(trackPurchase(order)).toBe(false);
    expect(trackPurchase(placedOrder({ orderNumber: 'SLV-IN-100043' }))).toBe(true);
    const purchases = events().filter((entry) => entry.event === 'purchase');
    expect(purchases).toHaveLength(2);
    expect(purchases[0]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'SLV-IN-100042', value: 48268, tax: 1406, shipping: 0, currency: 'INR', coupon: 'WELCOME10',
        items: [{ item_id: 'RG-LOT-22', item_name: 'Lotus Gold Ring', item_variant: 'Size 12', price: 24134, quantity: 2 }],
      },
    });
  });

  it('maps cart lines without inventing empty fields', () => {
    const cart = serverCart();
    cart.items[0]!.itemDetails.productOptionName = '';
    expect(cartItems(cart)[0]).toEqual({ item_id: 'RG-LOT-22', item_name: 'Lotus Gold Ring', item_variant: undefined, price: 24134, quantity: 2 });
  });
});

describe('Google Tag Manager', () => {
  it('loads no third-party script without NEXT_PUBLIC_GTM_ID', () => {
    trackViewItem({ currency: 'INR', item: { item_id: 'A', item_name: 'A', price: 1, quantity: 1 } });
    expect(loadTagManager(undefined)).toBe(false);
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);
  });

  it('loads GTM once when an id is configured, and refuses a malformed id', () => {
    expect(loadTagManager('GTM-ABC123')).toBe(true);
    expect(loadTagManager('GTM-ABC123')).toBe(true);
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    document.getElementById('gtm-script')?.remove();
    expect(loadTagManager('"><script>')).toBe(false);
  });
});
