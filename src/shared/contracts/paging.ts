import { z } from 'zod';
import { queryText } from './text';

/**
 * Paging of the order and return lists: `limitFrom` (first index, from 0) to `limitTo`
 * (exclusive), at most 50 per page, with an optional search.
 */
export const PageFields = z
  .object({
    limitFrom: z.coerce.number().int().min(0).max(100_000).default(0),
    limitTo: z.coerce.number().int().min(1).max(100_050).default(10),
    /** Matches the order (or return) number, or a product name, case-insensitively. */
    searchKey: queryText(100).optional(),
  })
  .strict();
export const pageWindow = <T extends { limitFrom: number; limitTo: number }>(query: T) => query.limitTo > query.limitFrom && query.limitTo - query.limitFrom <= 50;
export const pageWindowError = { message: 'must be after limitFrom, at most 50 further', path: ['limitTo'] };

export const PageQuery = PageFields.refine(pageWindow, pageWindowError);
export type PageQuery = z.infer<typeof PageQuery>;

/** One page of a list answered for a PageQuery: the items, how many there are in all, and the window asked for. */
export const pageOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), total: z.number().int(), limitFrom: z.number().int(), limitTo: z.number().int() });
