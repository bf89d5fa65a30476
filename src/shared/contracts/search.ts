import { z } from 'zod';
import { queryText } from './text';
import { MAX_SUGGESTIONS } from '../constants';

/** `GET /api/products/suggest/?q=`: what a shopper may mean while typing in the search box. */
export const SuggestQuery = z
  .object({
    q: queryText(100).min(1).describe('What the shopper has typed so far; the last word may be unfinished'),
  })
  .strict();
export type SuggestQuery = z.infer<typeof SuggestQuery>;

export const CategorySuggestion = z.object({
  type: z.literal('category'),
  categoryID: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

export const ProductSuggestion = z.object({
  type: z.literal('product'),
  productID: z.number().int(),
  slug: z.string(),
  name: z.string(),
  categorySlug: z.string(),
  image: z.string(),
  /** Today's price of the default option, in the subsite's currency. */
  price: z.number(),
});

/** Categories first, then products by relevance; at most MAX_SUGGESTIONS together. */
export const Suggestions = z.object({
  q: z.string(),
  suggestions: z.array(z.discriminatedUnion('type', [CategorySuggestion, ProductSuggestion])).max(MAX_SUGGESTIONS),
});
export type Suggestions = z.infer<typeof Suggestions>;
