import type { ProductOption } from '@/shared/contracts/catalogue';
import type { Cart, CartItem } from '@/shared/contracts/cart';
import { decimalToMinor, minorToDecimal } from '@/shared/money';
import type { MockCart, MockCartLine } from '../state/cart-store';
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

export interface CartLineView {
  item: CartItem;
  totalMinor: number;
}

function toCartItem(line: MockCartLine, product: RecordedProduct, option: ProductOption, decimalPlaces: number): CartLineView {
  const { detail } = product;
  const priceMinor = decimalToMinor(option.price, decimalPlaces);
  const item: CartItem = {
    cartItemID: line.cartItemID,
    productID: line.productID,
    productOptionID: line.productOptionID,
    orderItemQuantity: line.quantity,
    orderItemPrice: option.price,
    orderPromoDiscountAmount: 0,
    orderPromoCode: null,
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
      stock: option.stock,
      addedPrice: minorToDecimal(line.addedPriceMinor, decimalPlaces),
    },
  };
  return { item, totalMinor: priceMinor * line.quantity };
}

/**
 * The wire cart of a mock cart in the request's language. Money is summed in integer minor
 * units from the recorded option prices and turned into decimals once, at the edge. Recorded
 * prices never move, so no line carries a price notice.
 */
export function toCart(cart: MockCart, site: MockSite, findProduct: (productID: number) => RecordedProduct): Cart {
  const { currencyCode, decimalPlaces } = currencyOf(site);
  const lines = cart.lines.map((line) => {
    const product = findProduct(line.productID);
    const option = product.detail.options.find((candidate) => candidate.productOptionID === line.productOptionID);
    if (!option) throw new Error(`Mock cart line ${line.cartItemID} holds option ${line.productOptionID}, which is not recorded`);
    return toCartItem(line, product, option, decimalPlaces);
  });
  const items = lines.map((line) => line.item);
  return {
    cartID: cart.cartID,
    items,
    orderQty: items.reduce((sum, item) => sum + item.orderItemQuantity, 0),
    orderSubtotal: minorToDecimal(lines.reduce((sum, line) => sum + line.totalMinor, 0), decimalPlaces),
    promoID: null,
    view_image_path: VIEW_IMAGE_PATH,
    currencyCode,
    decimalPlaces,
    extra: { userShippingAddress: null, applied_promotions: {} },
    notices: [],
  };
}
