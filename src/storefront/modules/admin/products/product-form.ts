import type { AdminProductDetail, ProductEditBody } from '@/shared/contracts/admin-product-edit';
import { editBodyOf, PRODUCT_LANGUAGES } from '@/shared/product-edit-rules';

/** The editor's state: the body it saves, with every language present (blank ones are left out when saving). */
export type ProductForm = ProductEditBody;
export type OptionRow = ProductForm['options'][number];
export type StoneRow = ProductForm['stones'][number];

export const LANGUAGE_NAMES: Record<(typeof PRODUCT_LANGUAGES)[number], string> = { en: 'English', hi: 'Hindi', ar: 'Arabic' };

/** The product's body with a row for every language (blank where it has no text yet). */
export function formOf(detail: AdminProductDetail): ProductForm {
  const body = editBodyOf(detail);
  return {
    ...body,
    texts: PRODUCT_LANGUAGES.map((languageCode) => body.texts.find((text) => text.languageCode === languageCode) ?? { languageCode, name: '', description: '' }),
  };
}

/** What is sent: a language other than English with neither name nor description is left out. */
export function bodyOf(form: ProductForm): ProductEditBody {
  return { ...form, texts: form.texts.filter((text) => text.languageCode === 'en' || text.name.trim() || text.description.trim()) };
}

export const blankOption = (): OptionRow => ({ code: '', kind: 'one_size', labels: { en: '', hi: null, ar: null }, weightDeltaMg: 0 });
export const blankStone = (): StoneRow => ({ kind: 'diamond', count: 1, caratMilli: 100, shape: null, clarity: null, colour: null, certificateLab: null, certificateNumber: null });
