import type { Cart, CartItem } from '@/shared/contracts/cart';
import { maskPhone, totalsOnWire } from '@/shared/commerce/wire-shaping';
import { minorToDecimal } from '@/shared/money';
import type { MockCart } from '../state/cart-store';
import { stockMessage } from '@/shared/commerce/cart-messages';
import { type MockCartPricing, type PricedLine, priceMockCart } from './checkout-pricing';
import type { RecordedProduct } from './fixtures';
import { MockHttpError } from './respond';
import type { MockSite } from './site';

/** As the services name the seller and the folder of item images (cart-view.ts there). */
import { BUSINESS_NAME, VIEW_IMAGE_PATH } from '@/shared/constants';

/** The subsite's currency, as the recorded price breakups state it. */
export function currencyOf(site: MockSite): { currencyCode: string; decimalPlaces: number } {
  const breakup = site.catalogue.products[0]?.detail.priceBreakup;
  if (!breakup) throw new MockHttpError(404, `The mocks have no recorded products for ${site.locale}`);
  return { currencyCode: breakup.currencyCode, decimalPlaces: breakup.decimalPlaces };
}

function toCartItem(priced: PricedLine, decimalPlaces: number): CartItem {
  const { line, product, option } = priced;
  const { detail } = product;
  const money = (minor: number) => minorToDecimal(minor, decimalPlaces);
  return {
    cartItemID: line.cartItemID,
    productID: line.productID,
    productOptionID: line.productOptionID,
    orderItemQuantity: line.quantity,
    orderItemPrice: option.price,
    orderItemSubtotal: money(priced.subtotalMinor),
    orderPromoDiscountAmount: money(priced.discountMinor),
    orderPromoCode: priced.promoCodes.length ? priced.promoCodes.join(', ') : null,
    businessName: BUSINESS_NAME,
    isLoading: false,
    itemDetails: {
      productOptionName: option.label,
      offer_price: option.price,
      actualPrice: option.actualPrice,
      name: detail.name,
      slug: detail.slug,
      sku: detail.sku,
      image: detail.image.startsWith(VIEW_IMAGE_PATH) ? detail.image.slice(VIEW_IMAGE_PATH.length) : detail.image,
      metal: detail.metal,
      purity: detail.purity,
      stock: priced.available,
      addedPrice: money(line.addedPriceMinor),
    },
  };
}

/**
 * The wire cart of a mock cart in the request's language, priced by `priceMockCart` (the
 * services' rules: promotions, tax, store credit) and turned into decimals once, at the edge.
 * Recorded prices never move, so no line carries a price notice; a promotion that no longer
 * applies carries the services' `promotion_removed` notice.
 */
export function toCart(cart: MockCart, site: MockSite, findProduct: (productID: number) => RecordedProduct, pricing?: MockCartPricing): Cart {
  const { currencyCode, decimalPlaces } = currencyOf(site);
  const priced = pricing ?? priceMockCart({ cart, site, findProduct });
  const money = (minor: number) => minorToDecimal(minor, decimalPlaces);
  const items = priced.lines.map((line) => toCartItem(line, decimalPlaces));
  const { checkout } = priced;
  const shipping = checkout.shippingAddress;
  const verified = Boolean(checkout.cod.verifiedPhone && checkout.cod.verifiedPhone === checkout.billingAddress?.phone);
  return {
    cartID: cart.cartID,
    items,
    orderQty: items.reduce((sum, item) => sum + item.orderItemQuantity, 0),
    orderSubtotal: money(priced.subtotalMinor),
    promoID: priced.promotions[0]?.promotion.promoID ?? null,
    view_image_path: VIEW_IMAGE_PATH,
    currencyCode,
    decimalPlaces,
    extra: {
      userShippingAddress: shipping ? { ...shipping, shippingID: checkout.shippingID } : null,
      applied_promotions: Object.fromEntries(
        priced.promotions.map(({ promotion, discountMinor }) => [
          String(promotion.promoID),
          { couponCode: promotion.code, currencyCode, name: promotion.names[site.languageCode] ?? promotion.names.en ?? promotion.code, discount: money(discountMinor) },
        ]),
      ),
    },
    totals: totalsOnWire(priced, decimalPlaces),
    checkout: {
      gift: checkout.gift,
      billingAddress: checkout.billingAddress,
      billingEmail: checkout.billingEmail,
      shippingAddress: checkout.shippingAddress,
      billingAddressDifferent: checkout.billingAddressDifferent,
      storeCredit: priced.creditBalanceMinor === null ? null : { balance: money(priced.creditBalanceMinor), applied: money(priced.creditMinor) },
      cod: { verified, codeSentTo: checkout.cod.codeSentTo ? maskPhone(checkout.cod.codeSentTo) : null },
    },
    notices: [
      // A line above what is left (another order took the units) gets the services' stock notice.
      ...priced.lines
        .filter((line) => line.line.quantity > line.available)
        .map((line) => ({
          cartItemID: line.line.cartItemID,
          code: 'stock',
          message: stockMessage({ languageCode: site.languageCode, available: line.available, optionLabel: line.option.kind === 'one_size' ? undefined : line.option.label }),
        })),
      ...priced.dropped.map(({ message }) => ({ cartItemID: 0, code: 'promotion_removed', message })),
    ],
  };
}
