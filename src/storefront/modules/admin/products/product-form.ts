import type { AdminProductDetail, ProductEditBody } from '@/shared/contracts/admin-product-edit';
import { PRODUCT_LANGUAGES } from '@/shared/contracts/admin-product-edit';

/** The editor's state: the body it saves, with every language present (blank ones are left out when saving). */
export type ProductForm = ProductEditBody;
export type OptionRow = ProductForm['options'][number];
export type StoneRow = ProductForm['stones'][number];

export const LANGUAGE_NAMES: Record<(typeof PRODUCT_LANGUAGES)[number], string> = { en: 'English', hi: 'Hindi', ar: 'Arabic' };

export function formOf(detail: AdminProductDetail): ProductForm {
  const { grossWeightMg, netWeightMg, makingChargeType, makingChargeBp, wastageBp, makingOfferBp, images } = detail;
  return {
    texts: PRODUCT_LANGUAGES.map((languageCode) => {
      const text = detail.texts.find((entry) => entry.languageCode === languageCode);
      return { languageCode, name: text?.name ?? '', description: text?.description ?? '' };
    }),
    grossWeightMg,
    netWeightMg,
    makingChargeType,
    makingChargeBp,
    wastageBp,
    makingOfferBp,
    prices: detail.prices.map(({ subsiteID, makingPerGram, stones, other }) => ({ subsiteID, makingPerGram, stones, other })),
    options: detail.options.map(({ productOptionID, code, kind, labels, weightDeltaMg }) => ({ productOptionID, code, kind: kind as OptionRow['kind'], labels, weightDeltaMg })),
    stones: detail.stones.map((stone) => ({ ...stone, kind: stone.kind as StoneRow['kind'] })),
    images,
  };
}

/** What is sent: a language other than English with neither name nor description is left out. */
export function bodyOf(form: ProductForm): ProductEditBody {
  return { ...form, texts: form.texts.filter((text) => text.languageCode === 'en' || text.name.trim() || text.description.trim()) };
}

export const blankOption = (): OptionRow => ({ code: '', kind: 'one_size', labels: { en: '', hi: null, ar: null }, weightDeltaMg: 0 });
export const blankStone = (): StoneRow => ({ kind: 'diamond', count: 1, caratMilli: 100, shape: null, clarity: null, colour: null, certificateLab: null, certificateNumber: null });
