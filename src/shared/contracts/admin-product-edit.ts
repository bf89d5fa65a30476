import { z } from 'zod';
import { dbId, dbIdText } from './ids';
import { OPTION_KINDS, PRODUCT_LANGUAGES, STONE_KINDS } from '../product-edit-rules';

// Zod-free for the back office's browser code; re-exported for the contracts' readers.
export { editBodyOf, OPTION_KINDS, PRODUCT_LANGUAGES, STONE_KINDS } from '../product-edit-rules';

/**
 * Editing a product in the back office (docs/back-office.md#products-and-stock). Weights are in
 * milligrams, shares (making charge in percent, wastage, offer on making) in basis points, and
 * amounts per subsite in that subsite's currency with at most its decimals (the services turn
 * them into minor units and refuse more decimals naming the field).
 */

/** The languages a product's texts are written in: the storefront's locales (src/shared/locale.ts). */
export const MAKING_CHARGE_TYPES = ['per_gram', 'percent'] as const;

export const AdminProductParams = z.object({ productID: dbIdText() });

const milligrams = (max: number) => z.number().int().min(0).max(max);
const basisPoints = z.number().int().min(0).max(10_000);
const text = (max: number) => z.string().trim().min(1, 'is required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().transform((value) => (value ? value : null));

export const ProductText = z.object({
  languageCode: z.enum(PRODUCT_LANGUAGES),
  name: text(120),
  description: text(4_000),
});
export type ProductText = z.infer<typeof ProductText>;

/** What the product costs beyond its metal in one subsite (the subsite's currency, major units). */
export const ProductPriceInput = z.object({
  subsiteID: dbId(),
  makingPerGram: z.number().min(0).max(1_000_000),
  stones: z.number().min(0).max(100_000_000),
  other: z.number().min(0).max(100_000_000),
});

export const ProductOptionInput = z.object({
  /** Absent: a new option, stocked at 0 in every subsite that sells the product. */
  productOptionID: dbId().optional(),
  code: z.string().trim().regex(/^[A-Za-z0-9-]{1,30}$/, 'must be 1–30 letters, digits or dashes'),
  kind: z.enum(OPTION_KINDS),
  labels: z.object({ en: text(40), hi: optionalText(40).optional(), ar: optionalText(40).optional() }),
  /** What the option adds to (or takes from) the product's net weight, in mg. */
  weightDeltaMg: z.number().int().min(-100_000).max(100_000),
});

export const ProductStoneInput = z.object({
  kind: z.enum(STONE_KINDS),
  count: z.number().int().min(1).max(1_000),
  caratMilli: z.number().int().min(1).max(1_000_000),
  shape: optionalText(30),
  clarity: optionalText(20),
  colour: optionalText(20),
  certificateLab: optionalText(30),
  certificateNumber: optionalText(40),
});

/**
 * `PUT /admin/products/{productID}`: the whole editable product. Texts: English required, each
 * language once. Images: the product's own, reordered or fewer (new ones arrive by upload).
 */
export const ProductEditBody = z
  .object({
    texts: z
      .array(ProductText)
      .min(1)
      .refine((texts) => texts.some((entry) => entry.languageCode === 'en'), 'must include English (en)')
      .refine((texts) => new Set(texts.map((entry) => entry.languageCode)).size === texts.length, 'must give each language once'),
    grossWeightMg: milligrams(2_000_000),
    netWeightMg: milligrams(2_000_000),
    makingChargeType: z.enum(MAKING_CHARGE_TYPES),
    makingChargeBp: basisPoints,
    wastageBp: basisPoints,
    makingOfferBp: basisPoints,
    prices: z.array(ProductPriceInput).max(20),
    options: z
      .array(ProductOptionInput)
      .min(1)
      .max(40)
      .refine((options) => new Set(options.map((option) => option.code.toUpperCase())).size === options.length, 'must not repeat an option code'),
    stones: z.array(ProductStoneInput).max(40),
    images: z.array(z.string()).min(1, 'must keep at least one image').max(12),
  })
  .strict()
  .refine((body) => body.netWeightMg <= body.grossWeightMg, { message: 'must not exceed the gross weight', path: ['netWeightMg'] });
export type ProductEditBody = z.infer<typeof ProductEditBody>;

export const PublishBody = z.object({ published: z.boolean() }).strict();

export const AdminProductDetail = z.object({
  productID: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  published: z.boolean(),
  metal: z.string(),
  purity: z.string(),
  grossWeightMg: z.number().int(),
  netWeightMg: z.number().int(),
  makingChargeType: z.enum(MAKING_CHARGE_TYPES),
  makingChargeBp: z.number().int(),
  wastageBp: z.number().int(),
  makingOfferBp: z.number().int(),
  texts: z.array(z.object({ languageCode: z.string(), name: z.string(), description: z.string() })),
  prices: z.array(
    z.object({ subsiteID: z.number().int(), subsiteCode: z.string(), currencyCode: z.string(), decimalPlaces: z.number().int(), makingPerGram: z.number(), stones: z.number(), other: z.number() }),
  ),
  options: z.array(
    z.object({
      productOptionID: z.number().int(),
      code: z.string(),
      kind: z.string(),
      labels: z.object({ en: z.string(), hi: z.string().nullable().optional(), ar: z.string().nullable().optional() }),
      weightDeltaMg: z.number().int(),
    }),
  ),
  stones: z.array(
    z.object({
      kind: z.string(),
      count: z.number().int(),
      caratMilli: z.number().int(),
      shape: z.string().nullable(),
      clarity: z.string().nullable(),
      colour: z.string().nullable(),
      certificateLab: z.string().nullable(),
      certificateNumber: z.string().nullable(),
    }),
  ),
  images: z.array(z.string()),
});
export type AdminProductDetail = z.infer<typeof AdminProductDetail>;


/** What a product write answers: the product as saved and the shopper pages regenerated. */
export const ProductChange = z.object({ product: AdminProductDetail, revalidatedPaths: z.array(z.string()) });
export type ProductChange = z.infer<typeof ProductChange>;

/** `GET /product-images/{file}`: an uploaded product photo. */
export const ProductImageParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/, 'must be an uploaded image file') });

/** The public path of an uploaded product photo (the storefront forwards it to the services). */
export const productImagePath = (file: string) => `/api/product-images/${file}`;
