import { z } from 'zod';
import { dbId, dbIdText } from './ids';
import { PageFields, pageOf, pageWindow, pageWindowError } from './paging';

/** `GET /admin/products`: search by SKU or English name. */
export const AdminProductQuery = PageFields.strict().refine(pageWindow, pageWindowError);

export const AdminProductRow = z.object({
  productID: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  metal: z.string(),
  purity: z.string(),
  options: z.array(
    z.object({
      productOptionID: z.number().int(),
      code: z.string(),
      label: z.string(),
      /** Units on the shelf per subsite where the option is stocked. */
      stock: z.array(z.object({ subsiteID: z.number().int(), subsiteCode: z.string(), quantity: z.number().int() })),
    }),
  ),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;
export const AdminProductPage = pageOf(AdminProductRow);
export type AdminProductPage = z.infer<typeof AdminProductPage>;

export const AdminOptionParams = z.object({ optionID: dbIdText() });

/**
 * `PUT /admin/product-options/{optionID}/stock`: the units on the shelf in a subsite. Fewer takes the
 * newest pieces off; more adds pieces, and in India a gold or silver piece needs its HUID (six
 * capitals or digits, one per new piece, not already recorded).
 */
export const StockBody = z
  .object({
    subsiteID: dbId(),
    quantity: z.number().int().min(0).max(10_000),
    huids: z
      .array(z.string().trim().toUpperCase().regex(/^[A-Z0-9]{6}$/, 'must be 6 capital letters or digits'))
      .max(1000)
      .refine((huids) => new Set(huids).size === huids.length, 'must not repeat a HUID')
      .default([]),
  })
  .strict();
export type StockBody = z.infer<typeof StockBody>;
