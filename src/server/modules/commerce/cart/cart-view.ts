import type { Cart, CartItem } from '@/shared/contracts/cart';
import { formatMoney, minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { loadSellableProducts, type SellableProduct } from '../catalogue';
import { cartWords, stockMessage } from './cart-messages';
import { listCartItemRows, type CartItemRow, type CartRow } from './cart-repository';

import { BUSINESS_NAME, VIEW_IMAGE_PATH } from '@/shared/constants';

type Notice = Cart['notices'][number];

export interface BuildCartOptions {
  db: Executor;
  site: SiteContext;
  cart: CartRow;
}

/**
 * The whole wire cart, every line repriced with today's rates through the pricing engine.
 * Totals are summed in integer minor units and converted once; a line whose price moved since
 * it was added carries a `price_changed` notice, one no longer sold is left out with an
 * `unavailable` notice, one above today's stock gets a `stock` notice.
 */
export async function buildCart({ db, site, cart }: BuildCartOptions): Promise<Cart> {
  const rows = await listCartItemRows(db, cart.id);
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const products = productIds.length ? await loadSellableProducts({ db, site, filters: { productIds } }) : [];
  const byId = new Map(products.map((product) => [product.row.product.id, product]));

  const items: CartItem[] = [];
  const notices: Notice[] = [];
  let subtotalMinor = 0;
  for (const row of rows) {
    const line = toCartLine({ row, product: byId.get(row.productId), site });
    notices.push(...line.notices);
    if (!line.item) continue;
    items.push(line.item);
    subtotalMinor += line.lineTotalMinor;
  }
  return {
    cartID: cart.id,
    items,
    orderQty: items.reduce((sum, item) => sum + item.orderItemQuantity, 0),
    orderSubtotal: minorToDecimal(subtotalMinor, site.decimalPlaces),
    promoID: null,
    view_image_path: VIEW_IMAGE_PATH,
    currencyCode: site.currencyCode,
    decimalPlaces: site.decimalPlaces,
    extra: { userShippingAddress: null, applied_promotions: {} },
    notices,
  };
}

interface ToCartLineOptions {
  row: CartItemRow;
  product: SellableProduct | undefined;
  site: SiteContext;
}

function toCartLine({ row, product, site }: ToCartLineOptions) {
  const words = cartWords(site.languageCode);
  const option = product?.options.find((candidate) => candidate.productOptionId === row.optionId);
  if (!product || !option) {
    const notice = { cartItemID: row.id, code: 'unavailable', message: words.unavailable(product?.row.name ?? `#${row.productId}`) };
    return { item: null, notices: [notice], lineTotalMinor: 0 };
  }
  const money = (minor: number) => minorToDecimal(minor, site.decimalPlaces);
  const format = (minor: number) =>
    formatMoney({
      amount: money(minor),
      currencySymbol: site.currencySymbol,
      decimalPlaces: site.decimalPlaces,
      languageTag: `${site.languageCode}-${site.subsiteCode.toUpperCase()}`,
    });
  const { priceMinor, actualPriceMinor } = option.priced.result;
  const notices: Notice[] = [];
  if (row.addedUnitPriceMinor !== priceMinor) {
    const message = words.priceChanged(product.row.name, format(row.addedUnitPriceMinor), format(priceMinor));
    notices.push({ cartItemID: row.id, code: 'price_changed', message });
  }
  if (row.quantity > option.stock) {
    const optionLabel = option.kind === 'one_size' ? undefined : option.label;
    notices.push({ cartItemID: row.id, code: 'stock', message: stockMessage({ languageCode: site.languageCode, available: option.stock, optionLabel }) });
  }
  const image = product.row.product.images[0] ?? '';
  const item: CartItem = {
    cartItemID: row.id,
    productID: row.productId,
    productOptionID: row.optionId,
    orderItemQuantity: row.quantity,
    orderItemPrice: money(priceMinor),
    orderPromoDiscountAmount: 0,
    orderPromoCode: null,
    businessName: BUSINESS_NAME,
    isLoading: false,
    itemDetails: {
      productOptionName: option.label,
      offer_price: money(priceMinor),
      actualPrice: money(actualPriceMinor),
      name: product.row.name,
      slug: product.row.product.slug,
      sku: product.row.product.sku,
      image: image.startsWith(VIEW_IMAGE_PATH) ? image.slice(VIEW_IMAGE_PATH.length) : image,
      metal: product.row.product.metal,
      purity: product.row.product.purity,
      stock: option.stock,
      addedPrice: money(row.addedUnitPriceMinor),
    },
  };
  return { item, notices, lineTotalMinor: priceMinor * row.quantity };
}
