import { Cart, MappedCart } from '@/shared/contracts/cart';
import { getRecordedProduct } from '../handlers/catalogue';
import { findMockCart, type MockCart, saveMockCart } from '../state/cart-store';
import { userOfBearer } from './account-session';
import { toCart } from './cart-view';
import { type MockCartPricing, priceMockCart } from './checkout-pricing';
import { commerceOk, notFound } from './respond';
import type { MockSite } from './site';

/**
 * How every cart call reaches a cart, as the services' owner guard does
 * (src/server/modules/commerce/cart/cart-owner-guard.ts): another subsite's cart is as
 * unknown as a made-up id; a cart linked to a user answers only that user's token (404 without
 * it, 401 for a stale one, so the storefront refreshes); a guest cart stays open by its id.
 */
export function getCartOfSite(cartID: string, site: MockSite, request?: Request): MockCart {
  const cart = findMockCart(cartID);
  if (!cart || cart.retired || cart.subsiteId !== site.subsiteId) throw notFound(`Cart ${cartID}`);
  if (cart.ownerUserID != null && request) {
    const caller = userOfBearer(request, { optional: true });
    if (caller?.user.userID !== cart.ownerUserID) throw notFound(`Cart ${cartID}`);
  }
  return cart;
}

export const findProductOf = (site: MockSite) => (productID: number) => getRecordedProduct(site, productID);

export function priceCartOf(cart: MockCart, site: MockSite, checkout = cart.checkout): MockCartPricing {
  return priceMockCart({ cart, site, findProduct: findProductOf(site), checkout });
}

/** The wire cart (a 409's data carries it: "the total changed", with the new cart). */
export function answerCartData(cart: MockCart, site: MockSite, pricing = priceCartOf(cart, site)): Cart {
  return toCart(cart, site, findProductOf(site), pricing);
}

/**
 * The whole cart in the commerce envelope. A promotion that no longer applies drops off the
 * cart here (and says so once, in `notices`), as in the services.
 */
export function answerCart(cart: MockCart, site: MockSite, message: string, pricing = priceCartOf(cart, site)) {
  return commerceOk(Cart, answeredCart(cart, site, pricing), { message });
}

/** `mapUserCart`'s answer: the whole cart and what the user's earlier cart brought into it. */
export function answerMappedCart(cart: MockCart, site: MockSite, message: string, merged: MappedCart['merged']) {
  return commerceOk(MappedCart, { ...answeredCart(cart, site, priceCartOf(cart, site)), merged }, { message });
}

function answeredCart(cart: MockCart, site: MockSite, pricing: MockCartPricing): Cart {
  const wire = toCart(cart, site, findProductOf(site), pricing);
  if (pricing.dropped.length > 0 && cart.checkout) {
    const gone = new Set(pricing.dropped.map(({ promotion }) => promotion.promoID));
    saveMockCart({ ...cart, checkout: { ...cart.checkout, promoIDs: cart.checkout.promoIDs.filter((id) => !gone.has(id)) } });
  }
  return wire;
}
