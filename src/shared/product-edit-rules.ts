import type { AdminProductDetail, ProductEditBody, ProductText } from './contracts/admin-product-edit';

/**
 * The product editor's lists and its starting body, without zod: the back office's browser code
 * imports them from here so the schemas stay out of its first-load JavaScript (docs/page-speed.md);
 * contracts/admin-product-edit.ts builds its schemas from the same lists.
 */
export const PRODUCT_LANGUAGES = ['en', 'hi', 'ar'] as const;
export const STONE_KINDS = ['diamond', 'ruby', 'emerald', 'sapphire', 'pearl', 'polki', 'cubic_zirconia', 'black_bead'] as const;
export const OPTION_KINDS = ['ring_size', 'chain_length', 'bangle_size', 'one_size'] as const;

/**
 * The body that saves the product as it is: the screen starts from it and the tests change one
 * field of it. Kinds read back from the database are taken as they were saved.
 */
export function editBodyOf(detail: AdminProductDetail): ProductEditBody {
  const { grossWeightMg, netWeightMg, makingChargeType, makingChargeBp, wastageBp, makingOfferBp, images } = detail;
  return {
    texts: detail.texts.map(({ languageCode, name, description }) => ({ languageCode: languageCode as ProductText['languageCode'], name, description })),
    grossWeightMg,
    netWeightMg,
    makingChargeType,
    makingChargeBp,
    wastageBp,
    makingOfferBp,
    prices: detail.prices.map(({ subsiteID, makingPerGram, stones, other }) => ({ subsiteID, makingPerGram, stones, other })),
    options: detail.options.map(({ productOptionID, code, kind, labels, weightDeltaMg }) => ({ productOptionID, code, kind: kind as ProductEditBody['options'][number]['kind'], labels, weightDeltaMg })),
    stones: detail.stones.map((stone) => ({ ...stone, kind: stone.kind as ProductEditBody['stones'][number]['kind'] })),
    images,
  };
}
